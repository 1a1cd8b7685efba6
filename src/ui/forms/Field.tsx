'use client'
import { useTranslations } from '@/i18n/client'
import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  children: (aria: AriaProps) => ReactNode
}
export type AriaProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }

/** Label, the 'required' text, the control, and its error message (linked for screen readers). */
export function Field({ id, label, required, error, hint, children }: Props) {
  const t = useTranslations('LeadForms')
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required"> ({t('required')})</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox with its label beside it. */
export function CheckField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field field--check">
      {children}
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** Show a schema error key in the page's language; a server message arrives already translated. */
export function useErrorText() {
  const t = useTranslations('LeadForms.errors')
  return (message?: string) => (!message ? undefined : t.has(message) ? t(message as never) : message)
}
