import type { Payload } from 'payload'
import { DELIVERY_BASE_DELAY_MS, DELIVERY_LOCK_MS, DELIVERY_MAX_ATTEMPTS, DELIVERY_MAX_DELAY_MS } from './constants'
import { isHeld } from './delivery-policy'
import { composeLeadEmail } from './lead-email'
import { dueLeads, findLead, updateLead } from './lead-store'
import { postWebhook, sendMail, webhookUrl, type MailMessage } from './transports'
import { idOf } from '@/access/site-scope'

export type Senders = { sendMail: (m: MailMessage) => Promise<void>; postWebhook: (body: unknown) => Promise<void>; webhookEnabled: () => boolean }
export const defaultSenders: Senders = { sendMail, postWebhook, webhookEnabled: () => Boolean(webhookUrl()) }

/** The name of the site a lead came from (its e-mail says which site it was sent from). */
async function siteNameOf(payload: Payload, tenant: unknown): Promise<string | null> {
  const id = idOf(tenant)
  if (id === null) return null
  const site = await payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true, select: { name: true } }).catch(() => null)
  return site?.name ?? null
}

/** Delay before attempt n+1 after n failures: 1 min, 2, 4, … capped at 6 h. */
export const backoffMs = (failures: number) => Math.min(DELIVERY_BASE_DELAY_MS * 2 ** Math.max(0, failures - 1), DELIVERY_MAX_DELAY_MS)

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'skipped'

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000)

/**
 * One delivery attempt of one lead: email (once), then the webhook (once, if configured).
 * Claims the lead for DELIVERY_LOCK_MS first so two workers rarely send the same lead; a claim
 * is not a database lock, so a rare duplicate email is possible, a lost lead is not.
 */
export async function deliverLead(payload: Payload, id: number | string, siteName: string, now: Date, senders = defaultSenders): Promise<DeliveryOutcome> {
  if (inFlight.has(String(id))) return 'skipped'
  inFlight.add(String(id))
  try {
    return await attempt(payload, id, siteName, now, senders)
  } finally {
    inFlight.delete(String(id))
  }
}

const inFlight = new Set<string>()

async function attempt(payload: Payload, id: number | string, siteName: string, now: Date, senders: Senders): Promise<DeliveryOutcome> {
  const lead = await findLead(payload, id)
  if (!lead || lead.delivery_state !== 'pending' || isHeld(lead)) return 'skipped'
  if (lead.locked_until && new Date(lead.locked_until) > now) return 'skipped'
  await updateLead(payload, id, { locked_until: new Date(now.getTime() + DELIVERY_LOCK_MS).toISOString() })
  const done = { email_sent: Boolean(lead.email_sent), webhook_sent: Boolean(lead.webhook_sent) }
  let error: string | null = null
  try {
    if (!done.email_sent) {
      if (!lead.recipient_email) throw new Error('No recipient email (set the site default recipient)')
      await senders.sendMail({ to: lead.recipient_email, ...composeLeadEmail(lead, (await siteNameOf(payload, lead.tenant)) ?? siteName) })
      done.email_sent = true
    }
    if (!done.webhook_sent && senders.webhookEnabled()) {
      await senders.postWebhook({ id: lead.id, form_type: lead.form_type, locale: lead.locale, site: lead.site, created_at: lead.createdAt, recipient: { type: lead.recipient_type, slug: lead.recipient_slug, email: lead.recipient_email }, fields: lead.fields, consent: lead.consent, review: { flagged: lead.review_flagged, reason: lead.review_reason } })
      done.webhook_sent = true
    }
  } catch (e) {
    error = errorText(e)
  }
  const attempts = (lead.delivery_attempts ?? 0) + 1
  const outcome: DeliveryOutcome = !error ? 'delivered' : attempts >= DELIVERY_MAX_ATTEMPTS ? 'failed' : 'retry'
  await updateLead(payload, id, {
    ...done, delivery_attempts: attempts, delivery_state: outcome === 'retry' ? 'pending' : outcome, last_error: error, locked_until: null,
    delivered_at: outcome === 'delivered' ? now.toISOString() : null,
    next_attempt_at: outcome === 'retry' ? new Date(now.getTime() + backoffMs(attempts)).toISOString() : null,
  })
  return outcome
}

/** The retry function: deliver every pending lead that is due (run after each post, by a timer, or by cron). */
export async function processOutbox(payload: Payload, siteName: string, now: Date, senders = defaultSenders, limit = 50) {
  const due = await dueLeads(payload, now, limit)
  const counts: Record<DeliveryOutcome, number> = { delivered: 0, retry: 0, failed: 0, skipped: 0 }
  for (const lead of due) counts[await deliverLead(payload, lead.id, siteName, now, senders)]++
  return counts
}
