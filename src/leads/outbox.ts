import type { Payload } from 'payload'
import {
  DELIVERY_BASE_DELAY_MS,
  DELIVERY_BATCH,
  DELIVERY_CONCURRENCY,
  DELIVERY_LOCK_MS,
  DELIVERY_MAX_ATTEMPTS,
  DELIVERY_MAX_DELAY_MS,
} from './constants'
import { composeLeadEmail } from './lead-email'
import { deliverAssigneeMail } from './assignee-mail'
import { claimLead, dueAssigneeMails, dueLeads, recordAttempt } from './lead-store'
import { postWebhook, sendMail, webhookUrl, type MailMessage } from './transports'
import { idOf } from '@/access/site-scope'

export type Senders = {
  sendMail: (m: MailMessage) => Promise<void>
  postWebhook: (body: unknown) => Promise<void>
  webhookEnabled: () => boolean
}
export const defaultSenders: Senders = { sendMail, postWebhook, webhookEnabled: () => Boolean(webhookUrl()) }

type SiteNames = Map<string, Promise<string | null>>

/** The name of the site a lead came from (its e-mail says which site it was sent from), read once per pass. */
function siteNameOf(payload: Payload, tenant: unknown, names: SiteNames = new Map()): Promise<string | null> {
  const id = idOf(tenant)
  if (id === null) return Promise.resolve(null)
  let name = names.get(String(id))
  if (!name) {
    name = payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true, select: { name: true } }).then(
      (s) => s?.name ?? null,
      () => null,
    )
    names.set(String(id), name)
  }
  return name
}

/** Delay before attempt n+1 after n failures: 1 min, 2, 4, … capped at 6 h. */
export const backoffMs = (failures: number) =>
  Math.min(DELIVERY_BASE_DELAY_MS * 2 ** Math.max(0, failures - 1), DELIVERY_MAX_DELAY_MS)

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'skipped'

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000)

/**
 * One delivery attempt of one lead: email (once), then the webhook (once, if configured).
 * Claims the lead for DELIVERY_LOCK_MS first, in one conditional update, so two workers never send
 * it at once; an e-mail the server took but did not acknowledge (a connection cut after the data) is
 * sent again, so a rare duplicate is possible, a lost lead is not.
 */
export async function deliverLead(
  payload: Payload,
  id: number | string,
  siteName: string,
  now: Date,
  senders = defaultSenders,
  names?: SiteNames,
): Promise<DeliveryOutcome> {
  if (inFlight.has(String(id))) return 'skipped'
  inFlight.add(String(id))
  try {
    return await attempt(payload, id, siteName, now, senders, names)
  } finally {
    inFlight.delete(String(id))
  }
}

const inFlight = new Set<string>()

async function attempt(
  payload: Payload,
  id: number | string,
  siteName: string,
  now: Date,
  senders: Senders,
  names?: SiteNames,
): Promise<DeliveryOutcome> {
  const lead = await claimLead(payload, id, now, new Date(now.getTime() + DELIVERY_LOCK_MS))
  if (!lead) return 'skipped'
  const done = { email_sent: Boolean(lead.email_sent), webhook_sent: Boolean(lead.webhook_sent) }
  let error: string | null = null
  try {
    if (!done.email_sent) {
      if (!lead.recipient_email) throw new Error('No recipient email (set the site default recipient)')
      await senders.sendMail({
        to: lead.recipient_email,
        ...composeLeadEmail(lead, (await siteNameOf(payload, lead.tenant, names)) ?? siteName),
      })
      done.email_sent = true
    }
    if (!done.webhook_sent && senders.webhookEnabled()) {
      await senders.postWebhook({
        id: lead.id,
        form_type: lead.form_type,
        locale: lead.locale,
        site: lead.site,
        created_at: lead.createdAt,
        recipient: { type: lead.recipient_type, slug: lead.recipient_slug, email: lead.recipient_email },
        fields: lead.fields,
        consent: lead.consent,
        review: { flagged: lead.review_flagged, reason: lead.review_reason },
      })
      done.webhook_sent = true
    }
  } catch (e) {
    error = errorText(e)
  }
  const attempts = (lead.delivery_attempts ?? 0) + 1
  const outcome: DeliveryOutcome = !error ? 'delivered' : attempts >= DELIVERY_MAX_ATTEMPTS ? 'failed' : 'retry'
  await recordAttempt(payload, id, {
    ...done,
    delivery_attempts: attempts,
    delivery_state: outcome === 'retry' ? 'pending' : outcome,
    last_error: error,
    locked_until: null,
    delivered_at: outcome === 'delivered' ? now.toISOString() : null,
    next_attempt_at: outcome === 'retry' ? new Date(now.getTime() + backoffMs(attempts)).toISOString() : null,
  })
  return outcome
}

/**
 * The retry function: deliver the pending leads that are due (run after each post, by a timer, or by
 * cron), `concurrency` at a time over the pooled SMTP connections. Each lead is still claimed, sent
 * and recorded on its own, so a connection dropped mid-batch fails only the e-mails it carried: they
 * are retried, and the others are not sent again. Then the assignee e-mails that are due (issue 29).
 */
export async function processOutbox(
  payload: Payload,
  siteName: string,
  now: Date,
  senders = defaultSenders,
  limit = DELIVERY_BATCH,
  concurrency = DELIVERY_CONCURRENCY,
) {
  const due = await dueLeads(payload, now, limit)
  const counts: Record<DeliveryOutcome, number> = { delivered: 0, retry: 0, failed: 0, skipped: 0 }
  const names: SiteNames = new Map()
  let next = 0
  const worker = async () => {
    while (next < due.length) counts[await deliverLead(payload, due[next++].id, siteName, now, senders, names)]++
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, due.length)) }, worker))
  for (const lead of await dueAssigneeMails(payload, now, limit))
    counts[await deliverAssigneeMail(payload, lead.id, siteName, now, senders.sendMail)]++
  return counts
}
