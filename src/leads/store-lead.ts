import type { Payload } from 'payload'
import type { CaptchaVerdict } from './captcha'
import { consentRecord } from './consent'
import type { Submission } from './parse-submission'

export type LeadContext = {
  submission: Submission
  site: string
  recipientEmail: string | null
  ip: string | null
  userAgent: string | null
  idempotencyKey: string | null
  verdict: CaptchaVerdict
  showConsent: boolean
  contactName: string | null
  now: Date
}

type Stored = { id: number | string; duplicate: boolean }

/** The lead already stored under an idempotency key, if any. */
export async function findByKey(payload: Payload, key: string): Promise<Stored | null> {
  const found = await payload.find({ collection: 'leads', where: { idempotency_key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0] ? { id: found.docs[0].id, duplicate: true } : null
}

export function leadData(c: LeadContext) {
  const { submission: s, verdict } = c
  const f = s.fields
  const consent = consentRecord({ shown: c.showConsent, transaction: s.values.consent_transaction, marketing: s.values.consent_marketing, locale: s.locale, name: c.contactName, at: c.now })
  return {
    form_type: s.formType, locale: s.locale, site: c.site,
    first_name: f.first_name, last_name: f.last_name, full_name: f.full_name || `${f.first_name} ${f.last_name}`.trim(),
    email: f.email, phone: f.phone || null, message: f.message || null, fields: f,
    recipient_type: s.recipient?.type ?? null, recipient_slug: s.recipient?.slug ?? null, recipient_email: c.recipientEmail,
    consent, review_flagged: !verdict.passed, review_reason: verdict.reason, captcha_score: verdict.score,
    delivery_state: 'pending' as const, delivery_attempts: 0, next_attempt_at: c.now.toISOString(),
    ip: c.ip, user_agent: c.userAgent?.slice(0, 500) ?? null, idempotency_key: c.idempotencyKey,
  }
}

/** Store the lead and its consent record; a known idempotency key returns the lead already stored. */
export async function storeLead(payload: Payload, c: LeadContext): Promise<Stored> {
  if (c.idempotencyKey) {
    const existing = await findByKey(payload, c.idempotencyKey)
    if (existing) return existing
  }
  try {
    const doc = await payload.create({ collection: 'leads', data: leadData(c), overrideAccess: true, depth: 0 })
    return { id: doc.id, duplicate: false }
  } catch (err) {
    // Two retries racing: the unique key let one through; answer the other with it.
    const existing = c.idempotencyKey ? await findByKey(payload, c.idempotencyKey) : null
    if (existing) return existing
    throw err
  }
}
