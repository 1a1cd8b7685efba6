import 'server-only'
import { firstSiteName } from '@/data/site-names'
import type { Payload } from 'payload'
import { siteOrigin } from '@/data/origin'
import { isLocale } from '@/domain/locales'
import { alertCriteria, matchesAlert, mayEmailAgain, type AlertListing } from '@/domain/property-alert-match'
import { UNSUBSCRIBE_PATH, unsubscribeToken } from '@/leads/alert-unsubscribe'
import { propertyAlertLeads } from '@/leads/lead-store'
import { sendMail, type MailMessage } from '@/leads/transports'
import { listingsDb, type ListingsDb } from '../db'
import { composeAlertEmail, type AlertEmailListing } from './alert-email'

type Row = AlertListing & AlertEmailListing & { id: number }
type Delivery = { last_listing_id: number; sent_at: number | null; unsubscribed_at: number | null }
export type AlertOutcome = { sent: number; held: number; failed: number }

/** The highest listing id: listings above it are the ones a sync brings. */
export async function lastListingId(db: ListingsDb): Promise<number> {
  const [r] = await db.all<{ id: number | null }>('SELECT max(id) AS id FROM listings')
  return Number(r?.id ?? 0)
}

async function deliveries(db: ListingsDb): Promise<Map<number, Delivery>> {
  const rows = await db.all<Record<string, unknown>>('SELECT lead_id, last_listing_id, sent_at, unsubscribed_at FROM property_alert_deliveries')
  return new Map(rows.map((r) => [Number(r.lead_id), {
    last_listing_id: Number(r.last_listing_id), sent_at: r.sent_at == null ? null : Number(r.sent_at), unsubscribed_at: r.unsubscribed_at == null ? null : Number(r.unsubscribed_at),
  }]))
}

async function remember(db: ListingsDb, leadId: number, lastListingId: number, sentAt: number | null) {
  await db.run(
    `INSERT INTO property_alert_deliveries (lead_id, last_listing_id, sent_at, sent_count) VALUES (?, ?, ?, ?)
     ON CONFLICT (lead_id) DO UPDATE SET last_listing_id = excluded.last_listing_id,
       sent_at = COALESCE(excluded.sent_at, property_alert_deliveries.sent_at), sent_count = property_alert_deliveries.sent_count + excluded.sent_count`,
    [leadId, lastListingId, sentAt, sentAt == null ? 0 : 1],
  )
}

/** Marks a request unsubscribed (kept: a later sync never e-mails it). */
export async function unsubscribeAlert(db: ListingsDb, leadId: number, now: number) {
  await db.run(
    `INSERT INTO property_alert_deliveries (lead_id, unsubscribed_at) VALUES (?, ?)
     ON CONFLICT (lead_id) DO UPDATE SET unsubscribed_at = COALESCE(property_alert_deliveries.unsubscribed_at, excluded.unsubscribed_at)`,
    [leadId, now],
  )
}

/**
 * After a sync: every requester (e-mail address) of property alerts with marketing consent, not
 * unsubscribed, gets one e-mail in their language listing the new listings (id above what each
 * request already saw; `since` for a request seen the first time) that match any of their requests,
 * at most once a day. Matches found while the day is not over wait for the next e-mail; a failed
 * send is tried again after the next sync.
 */
export async function deliverPropertyAlerts(payload: Payload, opts: { since: number; now?: number; send?: (m: MailMessage) => Promise<void> }): Promise<AlertOutcome> {
  const db = listingsDb(payload)
  const now = opts.now ?? Date.now()
  const send = opts.send ?? sendMail
  const outcome: AlertOutcome = { sent: 0, held: 0, failed: 0 }
  const known = await deliveries(db)
  const leads = (await propertyAlertLeads(payload)).filter((l) => known.get(Number(l.id))?.unsubscribed_at == null)
  if (!leads.length) return outcome
  const floor = Math.min(...leads.map((l) => known.get(Number(l.id))?.last_listing_id ?? opts.since))
  const fresh = await db.all<Row>(
    `SELECT l.id, l.uls, l.street, m.description AS city, l.type_code, l.price, l.bedrooms, l.bathrooms, l.transaction_type, l.status
     FROM listings l LEFT JOIN listing_municipalities m ON m.mun_code = l.mun_code
     WHERE l.id > ? AND l.status = 'active' AND l.transaction_type = 'sale' ORDER BY l.id`,
    [floor],
  )
  if (!fresh.length) return outcome
  const top = Math.max(...fresh.map((r) => Number(r.id)))
  const site = { name: await firstSiteName(payload) }
  const requesters = new Map<string, typeof leads>()
  for (const lead of leads) {
    const email = String(lead.email ?? '').trim().toLowerCase()
    if (email) requesters.set(email, [...(requesters.get(email) ?? []), lead])
  }
  for (const [email, requests] of requesters) {
    const seenBy = (id: number) => known.get(id)?.last_listing_id ?? opts.since
    const matches = new Map<number, Row>()
    for (const lead of requests) {
      const criteria = alertCriteria(lead.fields)
      if (!criteria) continue
      const seen = seenBy(Number(lead.id))
      for (const r of fresh) {
        if (Number(r.id) > seen && matchesAlert(criteria, { ...r, price: Number(r.price), bedrooms: Number(r.bedrooms), bathrooms: Number(r.bathrooms) })) matches.set(Number(r.id), r)
      }
    }
    const advance = (sentAt: number | null) => Promise.all(requests.map((l) => remember(db, Number(l.id), Math.max(seenBy(Number(l.id)), top), sentAt)))
    if (!matches.size) { await advance(null); continue }
    const lastSent = Math.max(...requests.map((l) => known.get(Number(l.id))?.sent_at ?? -Infinity))
    if (!mayEmailAgain(Number.isFinite(lastSent) ? lastSent : null, now)) { outcome.held++; continue }
    // One e-mail per requester, in the language of their latest request.
    const latest = requests.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a))
    const origin = siteOrigin()
    const mail = composeAlertEmail({
      locale: isLocale(latest.locale) ? latest.locale : 'fr', name: latest.first_name || latest.full_name || '', siteName: site.name || 'Courtier', origin,
      unsubscribeUrl: `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(latest.id))}`,
      listings: [...matches.values()].sort((a, b) => Number(a.id) - Number(b.id)),
    })
    try {
      await send({ to: email, ...mail })
      await advance(now)
      outcome.sent++
    } catch (err) {
      outcome.failed++
      console.warn(`[property alerts] request ${latest.id}: not sent (${err instanceof Error ? err.message : String(err)})`)
    }
  }
  return outcome
}
