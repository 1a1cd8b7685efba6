'use client'
import { getTranslation } from '@payloadcms/translations'
import { CheckboxInput, FieldDescription, useField, useForm, useFormSubmitted, useTranslation } from '@payloadcms/ui'
import type { CheckboxFieldClientProps } from 'payload'
import { useEffect, useRef } from 'react'
import { parityLabels } from '../labels'

const box = {
  margin: '0 0 12px',
  padding: 12,
  borderRadius: 4,
  whiteSpace: 'pre-line',
  background: 'var(--theme-warning-100)',
  color: 'var(--theme-warning-800)',
  border: '1px solid var(--theme-warning-500)',
} as const

/**
 * « Publier quand même » (issue 30): the refused publish's gaps shown above the box, in the admin's language (the
 * guard's field error), instead of Payload's tooltip. A publish the site's settings block hides the box: ticking it
 * would not help.
 *
 * The warning stays until a publish goes through. It reads the field's error message whatever its `valid` flag:
 * the form state Payload rebuilds in the background after a refused submit marks the field valid again (it keeps
 * the message), and when that rebuild lands in the same render as the refusal, no render ever saw the field
 * invalid (the CI's busy browser). A successful publish clears the message.
 */
export function PublishAnyway({ field, path: pathFromProps }: CheckboxFieldClientProps) {
  const { i18n } = useTranslation()
  const t = parityLabels(i18n.language)
  const path = pathFromProps ?? field.name
  const { value, setValue, errorMessage } = useField<boolean>({ potentiallyStalePath: path })
  const { dispatchFields } = useForm()
  const submitted = useFormSubmitted()
  const ref = useRef<HTMLDivElement>(null)
  const message = submitted && errorMessage ? errorMessage : undefined
  useEffect(() => {
    if (!submitted && errorMessage) dispatchFields({ type: 'UPDATE', path, errorMessage: undefined, valid: true })
  }, [submitted, errorMessage, dispatchFields, path])
  useEffect(() => {
    // On a phone the sidebar comes after the main fields: bring the warning to the editor who just pressed Publish.
    if (message) ref.current?.scrollIntoView({ block: 'center' })
  }, [message])
  const blocked = Boolean(message?.startsWith(t.blockedHead))
  return (
    <div className="field-type checkbox" style={{ marginBottom: 24 }}>
      {message ? (
        <div id="parity-publish-warning" ref={ref} role="alert" style={box}>
          {message}
        </div>
      ) : null}
      {blocked ? null : (
        <>
          <CheckboxInput
            checked={Boolean(value)}
            id={`field-${path.replace(/\./g, '__')}`}
            label={getTranslation(field.label || t.anyway, i18n)}
            name={path}
            onToggle={() => setValue(!value)}
            readOnly={false}
          />
          <FieldDescription description={field.admin?.description} path={path} />
        </>
      )}
    </div>
  )
}
