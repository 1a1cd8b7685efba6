'use client'
import type { Locale } from '@/domain/locales'
import { useTranslations } from '@/i18n/client'
import type { FormField } from './form-spec'
import type { FieldError, MediaChoice, Obj } from './form-values'

export type FieldsProps = {
  spec: FormField[]
  values: Obj
  /** Language of the contents being edited (localized fields). */
  content: Locale
  /** Language of the page (labels). */
  ui: Locale
  prefix: string
  idBase: string
  media: MediaChoice[]
  errors: FieldError[]
  depth?: number
  onChange: (name: string, value: unknown) => void
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const idOf = (base: string, path: string) => `${base}-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`

/** The inputs of a form generated from a block's fields (src/app/(qa)/qa/_edit/form-spec.ts). */
export function Fields(props: FieldsProps) {
  return props.spec.map((f) => <FieldInput key={f.name} field={f} {...props} />)
}

function FieldInput({ field: f, ...p }: { field: FormField } & FieldsProps) {
  const t = useTranslations('QA')
  const stored = p.values[f.name]
  const value = f.localized ? (isObj(stored) ? stored[p.content] : undefined) : stored
  const path = `${p.prefix}${f.name}${f.localized ? `.${p.content}` : ''}`
  const set = (v: unknown) => p.onChange(f.name, f.localized ? { ...(isObj(stored) ? stored : {}), [p.content]: v } : v)
  const id = idOf(p.idBase, path)
  const error = p.errors.find((e) => e.path === path)
  const label = f.label[p.ui]
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
  const errorText = error ? (
    <span id={`${id}-error`} className="qa-field__error">
      {t(`errors.${error.code}`)}
    </span>
  ) : null
  const lang = f.localized ? (p.content === 'fr' ? 'fr-CA' : 'en-CA') : undefined

  switch (f.kind) {
    case 'group':
    case 'array': {
      const inner = (values: Obj, prefix: string, onChange: (n: string, v: unknown) => void) => (
        <Fields {...p} spec={f.fields} values={values} prefix={prefix} depth={(p.depth ?? 0) + 1} onChange={onChange} />
      )
      const body =
        f.kind === 'group' ? (
          inner(isObj(value) ? value : {}, `${path}.`, (n, v) => set({ ...(isObj(value) ? value : {}), [n]: v }))
        ) : (
          <ArrayRows label={label} rows={Array.isArray(value) ? (value as Obj[]) : []} max={f.maxRows} onRows={set}>
            {(row, i, change) => inner(row, `${path}.${i}.`, change)}
          </ArrayRows>
        )
      // Nested settings (format, icon, focal point, filters…) start folded; a group with text, a link or an image stays open.
      const folded =
        f.kind === 'group' && !f.fields.some((x) => ['text', 'url', 'textarea', 'richText', 'upload'].includes(x.kind))
      if ((p.depth ?? 0) >= 1 && folded)
        return (
          <details className="qa-field qa-field--details">
            <summary>{label}</summary>
            {body}
          </details>
        )
      return (
        <fieldset className="qa-field qa-fieldset">
          <legend>{label}</legend>
          {body}
        </fieldset>
      )
    }
    case 'checkbox':
      return (
        <div className="qa-field qa-field--check">
          <input
            id={id}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => set(e.target.checked)}
            {...described}
          />
          <label htmlFor={id}>{label}</label>
          {errorText}
        </div>
      )
    default:
      return (
        <div className="qa-field">
          <label htmlFor={id}>
            {label}
            {f.localized ? <span className="qa-field__lang"> ({p.content.toUpperCase()})</span> : null}
          </label>
          {f.kind === 'richText' ? (
            <span id={`${id}-hint`} className="qa-field__hint">
              {t('richTextHint')}
            </span>
          ) : null}
          <Control field={f} id={id} value={value} set={set} p={p} lang={lang} described={described} />
          {errorText}
        </div>
      )
  }
}

type ControlProps = {
  field: FormField
  id: string
  value: unknown
  set: (v: unknown) => void
  p: FieldsProps
  lang?: string
  described: object
}

function Control({ field: f, id, value, set, p, lang, described }: ControlProps) {
  const t = useTranslations('QA')
  const text = typeof value === 'string' ? value : ''
  switch (f.kind) {
    case 'textarea':
    case 'code':
    case 'richText':
      return (
        <textarea
          id={id}
          lang={lang}
          rows={f.kind === 'richText' ? 5 : 3}
          value={text}
          aria-describedby={f.kind === 'richText' ? `${id}-hint` : undefined}
          onChange={(e) => set(e.target.value)}
          {...described}
        />
      )
    case 'number':
      return (
        <input
          id={id}
          type="number"
          min={f.min}
          max={f.max}
          step="any"
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => set(e.target.value === '' ? null : Number(e.target.value))}
          {...described}
        />
      )
    case 'select':
      return (
        <select id={id} value={text} onChange={(e) => set(e.target.value)} {...described}>
          <option value="">—</option>
          {f.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label[p.ui]}
            </option>
          ))}
        </select>
      )
    case 'upload': {
      const chosen = p.media.find((m) => m.id === text)
      return (
        <>
          <select id={id} value={text} onChange={(e) => set(e.target.value)} {...described}>
            <option value="">{t('noImage')}</option>
            {p.media.map((m) => (
              <option key={m.id} value={m.id}>
                {m.alt[p.ui] || m.url.split('/').pop()}
              </option>
            ))}
          </select>
          {chosen ? <img className="qa-field__thumb" src={chosen.url} alt="" width={96} height={64} /> : null}
        </>
      )
    }
    default:
      return (
        <input
          id={id}
          type="text"
          lang={lang}
          inputMode={f.kind === 'url' ? 'url' : undefined}
          value={text}
          onChange={(e) => set(e.target.value)}
          {...described}
        />
      )
  }
}

type RowsProps = {
  label: string
  rows: Obj[]
  max?: number
  onRows: (rows: Obj[]) => void
  children: (row: Obj, i: number, change: (n: string, v: unknown) => void) => React.ReactNode
}

function ArrayRows({ label, rows, max, onRows, children }: RowsProps) {
  const t = useTranslations('QA')
  return (
    <>
      {rows.map((row, i) => (
        <fieldset key={i} className="qa-fieldset qa-fieldset--row">
          <legend>{t('row', { label, n: i + 1 })}</legend>
          {children(row, i, (n, v) => onRows(rows.map((r, j) => (j === i ? { ...r, [n]: v } : r))))}
          <button
            type="button"
            className="btn btn--outline qa-small"
            onClick={() => onRows(rows.filter((_, j) => j !== i))}
          >
            {t('removeRow', { label, n: i + 1 })}
          </button>
        </fieldset>
      ))}
      {max === undefined || rows.length < max ? (
        <button type="button" className="btn btn--outline qa-small" onClick={() => onRows([...rows, {}])}>
          {t('addRow', { label })}
        </button>
      ) : null}
    </>
  )
}
