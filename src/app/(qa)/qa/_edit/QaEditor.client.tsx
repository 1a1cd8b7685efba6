'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/nodes/close'
import { Dialog } from 'radix-ui'
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react'
import type { Locale } from '@/domain/locales'
import { useTranslations } from '@/i18n/client'
import type { FormField } from './form-spec'
import type { FieldError, MediaChoice, Obj } from './form-values'
import type { RenderResult } from './actions'
import { Fields } from './Fields.client'

export type Section = { key: string; legend: string; spec: FormField[] }

type Props = {
  /** What is edited (a block type, or the site's settings): the panel's title. */
  title: string
  ui: Locale
  sections: Section[]
  initial: Record<string, Obj>
  media: MediaChoice[]
  cmsUrl: string
  render: (input: Record<string, unknown>) => Promise<RenderResult>
  extra?: Record<string, unknown>
  children: ReactNode
}

/**
 * An "Edit" button opening a side panel (Radix dialog, not modal: the page stays visible) with a form
 * generated from the fields; each change re-renders the preview on the server. Nothing is saved.
 */
export function QaEditor({ title, ui, sections, initial, media, cmsUrl, render, extra, children }: Props) {
  const t = useTranslations('QA')
  const idBase = useId().replace(/:/g, '')
  const [values, setValues] = useState(initial)
  const [content, setContent] = useState<Locale>(ui)
  const [preview, setPreview] = useState<ReactNode>(children)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [status, setStatus] = useState('')
  const [pending, startTransition] = useTransition()
  const first = useRef(true)
  const item = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => {
      startTransition(async () => {
        try {
          const r = await render({ ...extra, ...values, locale: content })
          if (r.ok) {
            setPreview(r.node)
            setErrors([])
            setStatus(t('updated'))
          } else {
            setErrors(r.errors)
            setStatus(t('invalid'))
          }
        } catch {
          setStatus(t('failed'))
        }
      })
    }, 300)
    return () => clearTimeout(timer)
  }, [values, content]) // eslint-disable-line react-hooks/exhaustive-deps -- re-render on edits only (render and extra are stable props)

  return (
    <div ref={item} className={`qa-item${open ? ' qa-item--editing' : ''}`}>
      <Dialog.Root
        modal={false}
        open={open}
        onOpenChange={(o) => {
          setOpen(o)
          // The block being edited comes to the top of the screen, beside (or above) the panel.
          if (o) item.current?.scrollIntoView({ block: 'start' })
        }}
      >
        <div className="qa-item__bar container">
          <h2 className="qa-item__title">{title}</h2>
          <Dialog.Trigger className="btn btn--solid qa-small">{t('editBlock', { name: title })}</Dialog.Trigger>
          <a className="link qa-small" href={cmsUrl}>
            {t('saveInCms')}
          </a>
        </div>
        <Dialog.Portal>
          <Dialog.Content
            className="qa-sheet scheme-normal"
            aria-describedby={`${idBase}-note`}
            onInteractOutside={(e) => e.preventDefault()}
            lang={ui === 'fr' ? 'fr-CA' : 'en-CA'}
          >
            <div className="qa-sheet__head">
              <Dialog.Title className="qa-sheet__title">{t('panelTitle', { name: title })}</Dialog.Title>
              <Dialog.Close className="qa-sheet__close" aria-label={t('close')}>
                <Glyph node={closeNode} size={22} />
              </Dialog.Close>
            </div>
            <p id={`${idBase}-note`} className="qa-sheet__note">
              {t('notSaved')}{' '}
              <a className="link" href={cmsUrl}>
                {t('saveInCms')}
              </a>
            </p>
            <fieldset className="qa-fieldset qa-langs">
              <legend>{t('contentLanguage')}</legend>
              {(['fr', 'en'] as const).map((l) => (
                <label key={l} className="qa-check">
                  <input type="radio" name={`${idBase}-lang`} checked={content === l} onChange={() => setContent(l)} />{' '}
                  <span lang={l === 'fr' ? 'fr-CA' : 'en-CA'}>{l === 'fr' ? 'Français' : 'English'}</span>
                </label>
              ))}
            </fieldset>
            {errors.length ? (
              <div role="alert" className="qa-sheet__errors">
                {t('invalid')}
              </div>
            ) : null}
            <form className="qa-sheet__form" onSubmit={(e) => e.preventDefault()}>
              {sections.map((s) => (
                <fieldset key={s.key} className="qa-fieldset qa-section">
                  <legend>{s.legend}</legend>
                  <Fields
                    spec={s.spec}
                    values={values[s.key] ?? {}}
                    content={content}
                    ui={ui}
                    prefix={s.key === 'params' ? 'block_params.' : s.key === 'theme' ? 'theme.' : ''}
                    idBase={`${idBase}-${s.key}`}
                    media={media}
                    errors={errors}
                    onChange={(name, v) => setValues((all) => ({ ...all, [s.key]: { ...all[s.key], [name]: v } }))}
                  />
                </fieldset>
              ))}
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <p className="visually-hidden" role="status">
        {pending ? t('updating') : status}
      </p>
      <div className="qa-item__preview" aria-busy={pending}>
        {preview}
      </div>
    </div>
  )
}
