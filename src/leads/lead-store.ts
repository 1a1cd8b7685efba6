/**
 * The leads store: every read and write of the `leads` collection (the stored leads and their
 * delivery outbox) goes through here. Callers pass the Payload instance (data/payload's client in
 * the app, a test instance in tests).
 */
import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Lead } from '@/payload-types'
import type { CaptchaVerdict } from './captcha'
import { consentRecord } from './consent'
import { deliverableWhere, unverifiedWhere } from './delivery-policy'
import type { Submission } from './parse-submission'
import { storedShortlist } from './shared-shortlist'

export type LeadContext = {
  submission: Submission
  site: string
  /** The site the lead came from (the multi-tenant plugin's `tenant`): only its editors see the lead. */
  tenant: number
  recipientEmail: string | null
  ip: string | null
  userAgent: string | null
  /** The page the form was sent from and the listing it shows, when known. */
  source?: { path: string | null; listing: string | null }
  idempotencyKey: string | null
  verdict: CaptchaVerdict
  showConsent: boolean
  contactName: string | null
  now: Date
}

type Stored = { id: number | string; duplicate: boolean }

/** The lead already stored under an idempotency key, if any. */
export async function findByKey(payload: Payload, key: string): Promise<Stored | null> {
  const found = await payload.find({
    collection: 'leads',
    where: { idempotency_key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ? { id: found.docs[0].id, duplicate: true } : null
}

export function leadData(c: LeadContext) {
  const { submission: s, verdict } = c
  const f = s.fields
  const consent = consentRecord({
    shown: c.showConsent,
    transaction: s.values.consent_transaction,
    marketing: s.values.consent_marketing,
    locale: s.locale,
    name: c.contactName,
    at: c.now,
  })
  return {
    form_type: s.formType,
    locale: s.locale,
    site: c.site,
    tenant: c.tenant,
    first_name: f.first_name,
    last_name: f.last_name,
    full_name: f.full_name || `${f.first_name} ${f.last_name}`.trim(),
    email: f.email,
    phone: f.phone || null,
    message: f.message || null,
    fields: f,
    recipient_type: s.recipient?.type ?? null,
    recipient_slug: s.recipient?.slug ?? null,
    recipient_email: c.recipientEmail,
    source_path: c.source?.path ?? null,
    source_listing: c.source?.listing ?? null,
    consent,
    // Only with the visitor's consent (the parser refuses an attachment without it): nothing otherwise.
    shared_shortlist: s.shortlist ? storedShortlist(s.shortlist, s.locale, c.now) : null,
    review_flagged: !verdict.passed,
    review_reason: verdict.reason,
    captcha_score: verdict.score,
    delivery_state: 'pending' as const,
    delivery_attempts: 0,
    next_attempt_at: c.now.toISOString(),
    ip: c.ip,
    user_agent: c.userAgent?.slice(0, 500) ?? null,
    idempotency_key: c.idempotencyKey,
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

/** A lead as stored, or null when it is gone. */
export const findLead = async (payload: Payload, id: number | string): Promise<Lead | null> =>
  await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true }).catch(() => null)

/** Change a stored lead (delivery state, claim, outcome). */
export async function updateLead(payload: Payload, id: number | string, data: Partial<Lead>): Promise<void> {
  await payload.update({ collection: 'leads', id, data, overrideAccess: true, depth: 0 })
}

/**
 * Claim a lead for one delivery attempt until `until`: one conditional UPDATE (the database decides,
 * so two workers or instances never both claim it). The lead as it is now, or null when it is no
 * longer pending, is held for review, or another worker holds it.
 */
export async function claimLead(payload: Payload, id: number | string, now: Date, until: Date): Promise<Lead | null> {
  const where: Where = {
    and: [
      { id: { equals: id } },
      { delivery_state: { equals: 'pending' } },
      deliverableWhere,
      { or: [{ locked_until: { exists: false } }, { locked_until: { less_than_equal: now.toISOString() } }] },
    ],
  }
  const data = { locked_until: until.toISOString(), updatedAt: new Date().toISOString() }
  return (await payload.db.updateOne({ collection: 'leads', where, data, options: { atomic: true } })) as Lead | null
}

/** Record a delivery attempt's outcome on a claimed lead (no hooks: the outbox's own values). */
export async function recordAttempt(payload: Payload, id: number | string, data: Partial<Lead>): Promise<void> {
  await payload.db.updateOne({
    collection: 'leads',
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    returning: false,
  })
}

/** Pending leads whose next attempt is due (leads held for review left out), the longest waiting first. */
export async function dueLeads(payload: Payload, now: Date, limit: number): Promise<Lead[]> {
  const due = await payload.find({
    collection: 'leads',
    depth: 0,
    limit,
    overrideAccess: true,
    sort: 'next_attempt_at',
    where: {
      and: [
        { delivery_state: { equals: 'pending' } },
        deliverableWhere,
        { or: [{ next_attempt_at: { less_than_equal: now.toISOString() } }, { next_attempt_at: { exists: false } }] },
      ],
    },
  })
  return due.docs
}

/** When the next pending lead or assignee e-mail is due, if any (to wake the outbox in this process). */
export async function nextDueAt(payload: Payload): Promise<Date | null> {
  const next = await payload.find({
    collection: 'leads',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    sort: 'next_attempt_at',
    where: { and: [{ delivery_state: { equals: 'pending' } }, deliverableWhere] },
  })
  const mail = await payload.find({
    collection: 'leads',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    sort: 'assignee_mail_next_at',
    where: { assignee_mail_state: { equals: 'pending' } },
    select: { assignee_mail_next_at: true },
  })
  const times = [next.docs[0]?.next_attempt_at, mail.docs[0]?.assignee_mail_next_at]
    .filter((t): t is string => Boolean(t))
    .map((t) => new Date(t).getTime())
  return times.length ? new Date(Math.min(...times)) : null
}

/** Leads whose assignee e-mail is due (the outbox sends it like a lead: claimed, retried, never lost). */
export async function dueAssigneeMails(payload: Payload, now: Date, limit: number): Promise<Lead[]> {
  const due = await payload.find({
    collection: 'leads',
    depth: 0,
    limit,
    overrideAccess: true,
    sort: 'assignee_mail_next_at',
    where: {
      and: [
        { assignee_mail_state: { equals: 'pending' } },
        {
          or: [
            { assignee_mail_next_at: { less_than_equal: now.toISOString() } },
            { assignee_mail_next_at: { exists: false } },
          ],
        },
      ],
    },
  })
  return due.docs
}

/** Claim a lead's assignee e-mail for one attempt until `until` (one conditional UPDATE, as claimLead). */
export async function claimAssigneeMail(
  payload: Payload,
  id: number | string,
  now: Date,
  until: Date,
): Promise<Lead | null> {
  const where: Where = {
    and: [
      { id: { equals: id } },
      { assignee_mail_state: { equals: 'pending' } },
      {
        or: [
          { assignee_mail_locked_until: { exists: false } },
          { assignee_mail_locked_until: { less_than_equal: now.toISOString() } },
        ],
      },
    ],
  }
  const data = { assignee_mail_locked_until: until.toISOString(), updatedAt: new Date().toISOString() }
  return (await payload.db.updateOne({ collection: 'leads', where, data, options: { atomic: true } })) as Lead | null
}

/** Leads whose captcha could not be checked that this site stored in the hour before `now` (the per-site cap). */
export async function unverifiedLastHour(payload: Payload, site: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 3_600_000).toISOString()
  const where: Where = { and: [{ site: { equals: site } }, unverifiedWhere, { createdAt: { greater_than: since } }] }
  return (await payload.count({ collection: 'leads', where, overrideAccess: true })).totalDocs
}

export type AlertLead = Pick<Lead, 'id' | 'locale' | 'email' | 'first_name' | 'full_name' | 'fields' | 'tenant'> & {
  fields: Record<string, unknown> | null
}

/** Property-alert requests whose senders gave marketing consent (leads held for review left out). */
export async function propertyAlertLeads(payload: Payload): Promise<AlertLead[]> {
  const out: AlertLead[] = []
  const where: Where = {
    and: [{ form_type: { equals: 'property_alert' } }, { 'consent.marketing': { equals: true } }, deliverableWhere],
  }
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'leads',
      where,
      depth: 0,
      limit: 500,
      page,
      sort: 'id',
      overrideAccess: true,
      select: { locale: true, email: true, first_name: true, full_name: true, fields: true, tenant: true },
    })
    out.push(...(found.docs as AlertLead[]))
    if (!found.hasNextPage) return out
  }
}

/** The requester withdrew their marketing consent (property-alert unsubscribe link). */
export async function withdrawMarketingConsent(payload: Payload, id: number | string): Promise<boolean> {
  const lead = await findLead(payload, id)
  if (!lead) return false
  if (lead.consent?.marketing) await updateLead(payload, id, { consent: { ...lead.consent, marketing: false } })
  return true
}

/**
 * The property-alert requests sent from the same e-mail address as this one (itself included), on the
 * same site: each site sends its own alert e-mails, and each e-mail's unsubscribe link stops that site's.
 */
export async function sameRequester(payload: Payload, id: number | string): Promise<Array<number | string>> {
  const lead = await findLead(payload, id)
  if (!lead) return [id]
  if (!lead.email) return [lead.id]
  const tenant = typeof lead.tenant === 'object' ? lead.tenant?.id : lead.tenant
  const found = await payload.find({
    collection: 'leads',
    depth: 0,
    limit: 1000,
    overrideAccess: true,
    select: { email: true },
    where: {
      and: [
        { form_type: { equals: 'property_alert' } },
        { email: { equals: lead.email } },
        tenant == null ? { tenant: { exists: false } } : { tenant: { equals: tenant } },
      ],
    },
  })
  return [...new Set([lead.id, ...found.docs.map((d) => d.id)])]
}

/**
 * The leads a signed-in user may read (their sites' only: the access rules and the multi-tenant
 * plugin apply), narrowed by `where`, newest first, a page at a time (the CSV export).
 */
export async function* leadsReadableBy(req: PayloadRequest, where: Where | undefined, pageSize = 500) {
  for (let page = 1; ; page++) {
    const found = await req.payload.find({
      collection: 'leads',
      where,
      depth: 1,
      limit: pageSize,
      page,
      sort: '-createdAt',
      overrideAccess: false,
      req,
      populate: { members: { name: true, email: true } },
    })
    yield found.docs
    if (!found.hasNextPage) return
  }
}
