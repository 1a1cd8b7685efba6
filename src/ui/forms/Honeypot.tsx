'use client'
import { useTranslations } from '@/i18n/client'
import { useId } from 'react'
import { HONEYPOT_FIELD } from '@/leads/wire-fields'

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) that form-filling robots fill in: the server refuses a post where it is not empty. Disabled
 * with the rest of a form that was sent.
 */
export function Honeypot({ disabled = false }: { disabled?: boolean }) {
  const t = useTranslations('LeadForms')
  const id = useId()
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>{t('honeypotLabel')}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        disabled={disabled}
      />
    </div>
  )
}
