import type { z } from 'zod'
import { isLocale, type Locale } from '@/domain/locales'
import { alertFormSchema, type AlertFormData } from './alert-schema'
import { contactFormSchema, isRecipientType, type ContactFormData, type Recipient } from './contact-schema'
import { alertFromWire, contactFromWire, valuationFromWire } from './from-wire'
import { valuationFormSchema, type ValuationFormData } from './valuation-schema'
import {
  CAPTCHA_STATUS_FIELD,
  CAPTCHA_UNAVAILABLE,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  SUBMISSION_ID_FIELD,
  guardFields,
  isFormType,
  wireFields,
  wireNameOf,
  type FormType,
} from './wire-fields'
import { controlCharFields, overLongFields } from './wire-limits'
import { sharedShortlistOf } from './shared-shortlist'
import type { SharedShortlist } from '@/domain/shortlist-share'

type Wire = Record<string, string>
export type FormData_ =
  | { formType: 'contact_form'; values: ContactFormData }
  | { formType: 'property_alert'; values: AlertFormData }
  | { formType: 'property_valuation'; values: ValuationFormData }

export type Submission = FormData_ & {
  locale: Locale
  token: string
  recipient: Recipient | null
  submissionId: string | null
  /** The browser could not get a captcha token and said so (captcha_status=unavailable). */
  captchaUnavailable: boolean
  /** The honeypot's value (a person leaves it empty) and how long the form was open, if sent. */
  honeypot: string
  elapsedMs: number | null
  /** The spec's fields as received (trimmed), without the captcha token. */
  fields: Wire
  /** The favourites and saved searches the visitor chose to attach (their consent ticked), or null. */
  shortlist?: SharedShortlist | null
}
export type FieldErrors = Record<string, string>
export type Parsed = { ok: true; submission: Submission } | { ok: false; locale: Locale; errors: FieldErrors }

const schemas = {
  contact_form: contactFormSchema,
  property_alert: alertFormSchema,
  property_valuation: valuationFormSchema,
}
const fromWire = { contact_form: contactFromWire, property_alert: alertFromWire, property_valuation: valuationFromWire }

/** Zod issues → { wire_field: message key } (first issue per field). */
export function issuesToErrors(issues: z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const path = issue.path.map(String)
    const name = wireNameOf[path.join('.')] ?? wireNameOf[path[0] ?? ''] ?? path[0] ?? 'form'
    errors[name] ??= /^[a-z_]+(Required|Invalid|TooLong)$/i.test(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'tooLong'
        : 'invalidFormat'
  }
  return errors
}

function recipientOf(w: Wire, errors: FieldErrors): Recipient | null {
  if (!w.recipient_type && !w.recipient_slug) return null
  if (!isRecipientType(w.recipient_type)) errors.recipient_type = 'recipientInvalid'
  if (!w.recipient_slug || !/^[\w-]{1,120}$/.test(w.recipient_slug)) errors.recipient_slug = 'recipientInvalid'
  return isRecipientType(w.recipient_type) && w.recipient_slug
    ? { type: w.recipient_type, slug: w.recipient_slug }
    : null
}

/** Validate a POST /contact body with the same schemas as the browser; nothing half-valid passes. */
export function parseSubmission(w: Wire, fallbackLocale: Locale): Parsed {
  const locale = isLocale(w.locale) ? w.locale : fallbackLocale
  const errors: FieldErrors = {}
  if (!isFormType(w.form_type)) return { ok: false, locale, errors: { form_type: 'formTypeInvalid' } }
  const formType: FormType = w.form_type
  const token = (w.recaptcha_response ?? '').trim()
  const captchaUnavailable = !token && w[CAPTCHA_STATUS_FIELD] === CAPTCHA_UNAVAILABLE
  if (!token && !captchaUnavailable) errors.recaptcha_response = 'captchaRequired'
  Object.assign(
    errors,
    controlCharFields(w, [...wireFields[formType], ...guardFields]),
    overLongFields(w, [...wireFields[formType], ...guardFields]),
  )
  const recipient = formType === 'contact_form' ? recipientOf(w, errors) : null
  const shortlist = sharedShortlistOf(w)
  if (!shortlist.ok) errors.shortlist = shortlist.error
  const result = schemas[formType].safeParse(fromWire[formType](w))
  if (!result.success) Object.assign(errors, issuesToErrors(result.error.issues))
  if (Object.keys(errors).length || !result.success || !shortlist.ok) return { ok: false, locale, errors }
  const fields = Object.fromEntries(
    wireFields[formType].filter((k) => k !== 'recaptcha_response' && w[k] !== undefined).map((k) => [k, w[k].trim()]),
  )
  const submissionId = w[SUBMISSION_ID_FIELD]?.trim() || null
  const elapsed = Number(w[ELAPSED_FIELD])
  const guard = {
    captchaUnavailable,
    honeypot: w[HONEYPOT_FIELD]?.trim() ?? '',
    elapsedMs: w[ELAPSED_FIELD] && Number.isFinite(elapsed) ? elapsed : null,
  }
  return {
    ok: true,
    submission: {
      formType,
      values: result.data,
      locale,
      token,
      recipient,
      submissionId,
      fields,
      shortlist: shortlist.value,
      ...guard,
    } as Submission,
  }
}
