import 'server-only'
import type { Payload } from 'payload'
import { siteOriginOf } from '@/security/site-origin'
import { isLocale } from '@/domain/locales'
import { alertCriteria, matchesAlert, mayEmailAgain, type AlertListing } from '@/domain/property-alert-match'
import { sitePeople } from '@/domain/site-people'
import { UNSUBSCRIBE_PATH, unsubscribeToken } from '@/leads/alert-unsubscribe'
import { propertyAlertLeads, type AlertLead } from '@/leads/lead-store'
import { sendMail, type MailMessage } from '@/leads/transports'
import type { Site } from '@/payload-types'
import { listingsDb, type ListingsDb } from '../db'
import { ownsListing, siteListings, type SiteListings } from '../site-listings'
import { composeAlertEmail, type AlertEmailListing } from './alert-email'

type Row = AlertListing &
  AlertEmailListing & { id: number; list_agent_key: string | null; list_office_key: string | null }
type AlertSite = { site: Site; listings: SiteListings }
type Delivery = { last_listing_id: number; sent_at: number | null; unsubscribed_at: number | null }
export type AlertOutcome = { sent: number; held: number; failed: number }

/** The highest listing id: listings above it are the ones a sync brings. */
export async function lastListingId(db: ListingsDb): Promise<number> {
  const [r] = await db.all<{ id: number | null }>('SELECT max(id) AS id FROM listings')
  return Number(r?.id ?? 0)
}

async function deliveries(db: ListingsDb): Promise<Map<number, Delivery>> {
  const rows = await db.all<Record<string, unknown>>(
    'SELECT lead_id, last_listing_id, sent_at, unsubscribed_at FROM property_alert_deliveries',
  )
  return new Map(
    rows.map((r) => [
      Number(r.lead_id),
      {
        last_listing_id: Number(r.last_listing_id),
        sent_at: r.sent_at == null ? null : Number(r.sent_at),
        unsubscribed_at: r.unsubscribed_at == null ? null : Number(r.unsubscribed_at),
      },
    ]),
  )
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

const tenantOf = (lead: AlertLead): number | null =>
  typeof lead.tenant === 'object' ? (lead.tenant?.id ?? null) : (lead.tenant ?? null)

/** The sites the requests were made on, with their listings. A request whose site was deleted has none: it gets no e-mail. */
async function alertSites(
  payload: Payload,
  db: ListingsDb,
  leads: AlertLead[],
): Promise<Map<number | null, AlertSite>> {
  const out = new Map<number | null, AlertSite>()
  const sites = await payload.find({
    collection: 'sites',
    sort: 'id',
    depth: 0,
    limit: 1000,
    overrideAccess: true,
    pagination: false,
  })
  for (const key of new Set(leads.map(tenantOf))) {
    const site = key === null ? undefined : sites.docs.find((s) => s.id === key)
    if (site) out.set(key, { site, listings: await siteListings(db, sitePeople(site)) })
  }
  return out
}

/**
 * After a sync: every requester (e-mail address) of property alerts on a site, with marketing consent,
 * not unsubscribed, gets one e-mail from that site (its name, its addresses) in their language listing
 * the new listings of that site (id above what each request already saw; `since` for a request seen
 * the first time) that match any of their requests there, at most once a day. Matches found while the
 * day is not over wait for the next e-mail; a failed send is tried again after the next sync.
 */
export async function deliverPropertyAlerts(
  payload: Payload,
  opts: { since: number; now?: number; send?: (m: MailMessage) => Promise<void> },
): Promise<AlertOutcome> {
  const db = listingsDb(payload)
  const now = opts.now ?? Date.now()
  const send = opts.send ?? sendMail
  const outcome: AlertOutcome = { sent: 0, held: 0, failed: 0 }
  const known = await deliveries(db)
  const leads = (await propertyAlertLeads(payload)).filter((l) => known.get(Number(l.id))?.unsubscribed_at == null)
  if (!leads.length) return outcome
  const floor = Math.min(...leads.map((l) => known.get(Number(l.id))?.last_listing_id ?? opts.since))
  const fresh = await db.all<Row>(
    `SELECT l.id, l.uls, l.street, m.description AS city, l.type_code, l.price, l.bedrooms, l.bathrooms, l.transaction_type, l.status, d.list_agent_key, d.list_office_key
     FROM listings l LEFT JOIN listing_municipalities m ON m.mun_code = l.mun_code LEFT JOIN listing_details d ON d.listing_id = l.id
     WHERE l.id > ? AND l.status = 'active' AND l.transaction_type = 'sale' ORDER BY l.id`,
    [floor],
  )
  if (!fresh.length) return outcome
  const top = Math.max(...fresh.map((r) => Number(r.id)))
  const sites = await alertSites(payload, db, leads)
  // One requester per site and address: each site e-mails about its own listings.
  const requesters = new Map<string, { site: AlertSite; requests: AlertLead[] }>()
  for (const lead of leads) {
    const email = String(lead.email ?? '')
      .trim()
      .toLowerCase()
    const site = sites.get(tenantOf(lead))
    if (!email || !site) continue
    const key = `${site.site.id} ${email}`
    requesters.set(key, { site, requests: [...(requesters.get(key)?.requests ?? []), lead] })
  }
  for (const [key, { site, requests }] of requesters) {
    const email = key.slice(key.indexOf(' ') + 1)
    const seenBy = (id: number) => known.get(id)?.last_listing_id ?? opts.since
    const matches = new Map<number, Row>()
    const onSite = fresh.filter((r) =>
      ownsListing(site.listings, { agent: r.list_agent_key, office: r.list_office_key }),
    )
    for (const lead of requests) {
      const criteria = alertCriteria(lead.fields)
      if (!criteria) continue
      const seen = seenBy(Number(lead.id))
      for (const r of onSite) {
        if (
          Number(r.id) > seen &&
          matchesAlert(criteria, {
            ...r,
            price: Number(r.price),
            bedrooms: Number(r.bedrooms),
            bathrooms: Number(r.bathrooms),
          })
        )
          matches.set(Number(r.id), r)
      }
    }
    const advance = (sentAt: number | null) =>
      Promise.all(requests.map((l) => remember(db, Number(l.id), Math.max(seenBy(Number(l.id)), top), sentAt)))
    if (!matches.size) {
      await advance(null)
      continue
    }
    const lastSent = Math.max(...requests.map((l) => known.get(Number(l.id))?.sent_at ?? -Infinity))
    if (!mayEmailAgain(Number.isFinite(lastSent) ? lastSent : null, now)) {
      outcome.held++
      continue
    }
    // One e-mail per requester, in the language of their latest request.
    const latest = requests.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a))
    const origin = siteOriginOf(site.site)
    const mail = composeAlertEmail({
      locale: isLocale(latest.locale) ? latest.locale : 'fr',
      name: latest.first_name || latest.full_name || '',
      siteName: site.site.name || 'Courtier',
      origin,
      unsubscribeUrl: `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(latest.id))}`,
      listings: [...matches.values()].sort((a, b) => Number(a.id) - Number(b.id)),
    })
    try {
      await send({ to: email, ...mail })
      await advance(now)
      outcome.sent++
    } catch (err) {
      outcome.failed++
      console.warn(
        `[property alerts] request ${latest.id}: not sent (${err instanceof Error ? err.message : String(err)})`,
      )
    }
  }
  return outcome
}
