'use client'
import { forwardRef, useId } from 'react'
import { useTranslations } from '@/i18n/client'
import type { ContactFormValues } from '@/leads/contact-schema'
import { Glyph } from '@/ui/icons/Glyph'
import { sendNode } from '@/ui/icons/nodes/send'
import { useSite } from '@/ui/state/site'
import { CheckField, Field } from './Field'
import { Honeypot } from './Honeypot'
import { MaskedInput } from './MaskedInput'
import { phoneMask } from './masks'
import type { TakenOver } from './ContactForm'
import './forms.css'

const aria = (id: string, required = false, hint = false) => ({
  id,
  'aria-invalid': false,
  'aria-describedby': hint ? `${id}-hint` : undefined,
  'aria-required': required || undefined,
})

/** The form's fields (not contact-schema's emptyContactForm: importing it would bring zod into the page). */
const fieldNames = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'message',
  'consent_transaction',
  'consent_marketing',
] as const satisfies readonly (keyof ContactFormValues)[]

/** What the visitor typed, checked and focused in the static form (the live form starts from it). */
export function readTyped(form: HTMLFormElement): Omit<TakenOver, 'submit'> & { typed: boolean } {
  const values: Partial<ContactFormValues> = {}
  let typed = false
  for (const name of fieldNames) {
    const el = form.elements.namedItem(name)
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue
    const value = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value
    Object.assign(values, { [name]: value })
    typed ||= Boolean(value)
  }
  const active = document.activeElement
  const focus =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null
  return { values, focus, typed }
}

/**
 * The contact form's markup as the live form (ContactForm.tsx) renders it, without its code: labels, fields
 * with their names, consents, the send button. A focus, press or keystroke inside calls onWake (the gate then
 * loads the live form); the send button asks for a send once it is live (it never posts the page natively).
 */
export const StaticContactForm = forwardRef<HTMLFormElement, { onWake: (submit?: boolean) => void }>(
  function StaticContactForm({ onWake }, ref) {
    const t = useTranslations('LeadForms')
    const site = useSite()
    const id = useId()
    const ready = Boolean(site.recaptcha.site_key)
    const name = site.contactForm.contact_name
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- these only start loading the form's code; the fields inside are what the visitor uses
      <form
        ref={ref}
        className="lead-form"
        noValidate
        // Sent before any script ran: a POST to the page (nothing typed ends up in an address or a log).
        method="post"
        onFocus={() => onWake()}
        onPointerDown={() => onWake()}
        onKeyDown={() => onWake()}
        onSubmit={(e) => {
          e.preventDefault()
          onWake(true)
        }}
      >
        <div className="lead-form__row">
          <Field id={`${id}-firstname`} label={t('firstname')} required>
            {() => (
              <input {...aria(`${id}-firstname`, true)} className="input" autoComplete="given-name" name="firstname" />
            )}
          </Field>
          <Field id={`${id}-lastname`} label={t('lastname')} required>
            {() => (
              <input {...aria(`${id}-lastname`, true)} className="input" autoComplete="family-name" name="lastname" />
            )}
          </Field>
        </div>
        <div className="lead-form__row">
          <Field id={`${id}-email`} label={t('email')} required>
            {() => (
              <input
                {...aria(`${id}-email`, true)}
                className="input"
                type="email"
                autoComplete="email"
                inputMode="email"
                name="email"
              />
            )}
          </Field>
          <Field id={`${id}-phone`} label={t('phone')} hint={t('phoneHint')}>
            {/* Masked as typed from hydration on, as in the live form (decision 0011). */}
            {() => (
              <MaskedInput
                {...aria(`${id}-phone`, false, true)}
                {...phoneMask}
                className="input"
                type="tel"
                autoComplete="tel-national"
                name="phone"
              />
            )}
          </Field>
        </div>
        <Field id={`${id}-message`} label={t('message')} required>
          {() => <textarea {...aria(`${id}-message`, true)} className="input" rows={5} name="message" />}
        </Field>
        <Honeypot />
        {site.contactForm.show_consent ? (
          <fieldset className="lead-form__consents">
            <legend className="field__label">{t('consentLegend')}</legend>
            <CheckField
              id={`${id}-consent-transaction`}
              label={name ? t('consentTransaction', { name }) : t('consentTransactionNoName')}
            >
              <input id={`${id}-consent-transaction`} type="checkbox" name="consent_transaction" />
            </CheckField>
            <CheckField
              id={`${id}-consent-marketing`}
              label={name ? t('consentMarketing', { name }) : t('consentMarketingNoName')}
            >
              <input id={`${id}-consent-marketing`} type="checkbox" name="consent_marketing" />
            </CheckField>
          </fieldset>
        ) : null}
        {!ready ? (
          <p className="lead-form__note" role="note">
            {t('captchaMissing')}
          </p>
        ) : null}
        <button type="submit" className="btn btn--solid lead-form__submit" disabled={!ready}>
          <Glyph node={sendNode} size={18} />
          {t('send')}
        </button>
      </form>
    )
  },
)
