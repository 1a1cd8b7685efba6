import { NextRequest } from 'next/server'
import { agencySite, demoSite } from './helpers/sites'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as unsubscribeRoute } from '@/app/api/alerts/unsubscribe/route'
import { ALERT_EMAIL_EVERY_MS } from '@/domain/property-alert-match'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { deliverPropertyAlerts, lastListingId } from '@/listings/alerts/deliver-alerts'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { SITE_ID, syncFromSettings } from '@/listings/sync/sync-service'
import { testPayload } from './helpers/db'
import { startFakeReso, type FakeReso } from './helpers/fake-reso'
import { startSmtp } from './leads-helpers'

let payload: Payload
let db: ListingsDb
let fake: FakeReso
let smtp: Awaited<ReturnType<typeof startSmtp>>
const ours = `uls >= '72000000' AND uls < '72100000'`
const leadIds: Array<number | string> = []
let key = 72_000_000
let minute = 0

/**
 * A RESO record for sale (or rent) at the feed, modified after the previous one; listed by Isabelle Gagnon
 * (a member of the demo broker site, so on both demo sites) unless another agent key is given.
 */
const record = (o: {
  city: string
  sub?: string
  price: number
  beds: number
  baths: number
  lease?: boolean
  agent?: string
}) => ({
  ListAgentKey: o.agent ?? 'AGT-1001',
  ListingKey: String(key++),
  StandardStatus: 'Active',
  PropertyType: o.lease ? 'Residential Lease' : 'Residential',
  PropertySubType: o.sub ?? 'Condominium',
  ListPrice: o.price,
  UnparsedAddress: `${100 + (key % 800)} rue des Alertes`,
  City: o.city,
  PostalCode: 'G1R 2B5',
  Latitude: 46.81,
  Longitude: -71.21,
  BedroomsTotal: o.beds,
  BathroomsTotalInteger: o.baths,
  OnMarketTimestamp: '2026-11-20T12:00:00Z',
  ModificationTimestamp: new Date(Date.parse('2026-11-21T00:00:00Z') + ++minute * 60_000).toISOString(),
})
const wanted = { city: 'Québec', price: 320_000, beds: 2, baths: 1 }

/** A stored property-alert request, as POST /contact keeps it. */
async function alertLead(o: {
  email: string
  locale: 'fr' | 'en'
  marketing: boolean
  municipality?: string
  tenant?: number
}) {
  const doc = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    data: {
      form_type: 'property_alert',
      locale: o.locale,
      site: 'demo',
      tenant: o.tenant ?? (await demoSite()).id,
      first_name: 'Marie',
      last_name: 'Tremblay',
      full_name: 'Marie Tremblay',
      email: o.email,
      fields: {
        municipality: o.municipality ?? 'Québec,Lévis',
        property_type: 'condo',
        budget_min: '200000',
        budget_max: '400000',
        nb_bedrooms: '2',
        nb_bathrooms: '1',
      },
      consent: {
        shown: true,
        transaction: true,
        marketing: o.marketing,
        version: 'test',
        recorded_at: new Date().toISOString(),
      },
      review_flagged: false,
      delivery_state: 'delivered',
    },
  })
  leadIds.push(doc.id)
  return doc
}

/** A message as read: headers unfolded with their encoded words decoded, the quoted-printable body decoded (UTF-8). */
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8')
const decoded = (raw: string) => {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    )
  return `${head}\r\n\r\n${qp(raw.slice(split + 4))}`
}
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => decoded(m.raw))
const sync = () => syncFromSettings(payload, { siteId: SITE_ID + 200, notify: async () => undefined })

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  smtp = await startSmtp()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'alertes@courtier.test',
    SMTP_SECURE: 'false',
  })
  fake = await startFakeReso()
  await payload.updateGlobal({
    slug: 'listing-feed',
    data: {
      enabled: true,
      endpoint: fake.settings.endpoint,
      token_url: fake.settings.tokenUrl,
      client_id: fake.settings.clientId,
      client_secret: fake.settings.clientSecret,
      resources: ['Property'],
    },
  })
  // The feed's listings before any alert request: they are not new to anybody.
  fake.data.Property.push(record(wanted))
  expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 1 })
}, 600_000)

afterAll(async () => {
  await payload.updateGlobal({ slug: 'listing-feed', data: { enabled: false } })
  await fake.close()
  await smtp.close()
  const ids = `SELECT id FROM listings WHERE ${ours}`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`)
  await db.run(`DELETE FROM listings WHERE ${ours}`)
  for (const id of leadIds) {
    await payload.delete({ collection: 'leads', id, overrideAccess: true })
    await db.run('DELETE FROM property_alert_deliveries WHERE lead_id = ?', [Number(id)])
  }
  dropSearchIndex(db)
})

describe('property alerts delivered after a sync', () => {
  let consenting: { id: number | string }
  const firstSent: string[] = []
  const sameRequester: Array<number | string> = []
  it('a sync bringing matching listings e-mails the requester once, in their language, with the matches and an unsubscribe link', async () => {
    // Two requests from the same person: one e-mail, in the language of the latest.
    const earlier = await alertLead({
      email: 'acheteuse@example.ca',
      locale: 'fr',
      marketing: true,
      municipality: 'Lévis',
    })
    consenting = await alertLead({
      email: 'acheteuse@example.ca',
      locale: 'en',
      marketing: true,
      municipality: 'Québec',
    })
    sameRequester.push(earlier.id, consenting.id)
    await alertLead({ email: 'sans-consentement@example.ca', locale: 'fr', marketing: false })
    await alertLead({ email: 'ailleurs@example.ca', locale: 'fr', marketing: true, municipality: 'Gatineau' })
    // A first pass sees the requests: nothing new yet, nothing sent.
    expect(await deliverPropertyAlerts(payload, { since: await lastListingId(db) })).toEqual({
      sent: 0,
      held: 0,
      failed: 0,
    })
    const hits = [record(wanted), record({ ...wanted, city: 'Lévis', beds: 3, price: 399_000 })]
    const misses = [
      record({ ...wanted, price: 650_000 }),
      record({ ...wanted, city: 'Sherbrooke' }),
      record({ ...wanted, sub: 'Single Family Residence' }),
      record({ ...wanted, lease: true, price: 1800 }),
      record({ ...wanted, beds: 1 }),
    ]
    fake.data.Property.push(...hits, ...misses)
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 7 })
    const [mail, ...others] = mailsTo('acheteuse@example.ca')
    expect(others).toHaveLength(0)
    expect(mail).toMatch(/Subject: New properties for your alert \(2\)/)
    expect(mail).toContain('/en/properties/')
    for (const r of hits) expect(mail).toContain(`-${r.ListingKey}`)
    firstSent.push(...hits.map((r) => r.ListingKey))
    for (const r of misses) expect(mail).not.toContain(`-${r.ListingKey}`)
    expect(mail).toMatch(/List-Unsubscribe: <http[^>]+\/api\/alerts\/unsubscribe\?token=/)
    expect(mail).toContain('Unsubscribe from these alerts')
    expect(mailsTo('ailleurs@example.ca')).toHaveLength(0)
  })

  it('no e-mail without marketing consent', () => {
    expect(mailsTo('sans-consentement@example.ca')).toHaveLength(0)
  })

  it('at most once a day: a match the next hour waits for the next day, and is sent alone', async () => {
    const later = record({ ...wanted, price: 250_000 })
    fake.data.Property.push(later)
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 1 })
    expect(mailsTo('acheteuse@example.ca')).toHaveLength(1)
    const nextDay = await deliverPropertyAlerts(payload, {
      since: await lastListingId(db),
      now: Date.now() + ALERT_EMAIL_EVERY_MS,
    })
    expect(nextDay.sent).toBe(1)
    const mails = mailsTo('acheteuse@example.ca')
    expect(mails).toHaveLength(2)
    expect(mails[1]).toMatch(/New properties for your alert \(1\)/)
    expect(mails[1]).toContain(`-${later.ListingKey}`)
    for (const k of firstSent) expect(mails[1]).not.toContain(`-${k}`) // the first e-mail's listings are not sent again
  })

  it('the one-click unsubscribe works without login, answers in both languages, and is honoured', async () => {
    const link = /List-Unsubscribe: <([^>]+)>/.exec(mailsTo('acheteuse@example.ca')[0])![1]
    const url = new URL(link)
    const res = await unsubscribeRoute(new NextRequest(`http://localhost${url.pathname}${url.search}`))
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('Vous êtes désabonné')
    expect(page).toContain('You are unsubscribed')
    for (const id of sameRequester) {
      const lead = await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
      expect(lead.consent?.marketing).toBe(false)
    }
    fake.data.Property.push(record(wanted))
    await sync()
    expect((await deliverPropertyAlerts(payload, { since: 0, now: Date.now() + 3 * ALERT_EMAIL_EVERY_MS })).sent).toBe(
      0,
    )
    expect(mailsTo('acheteuse@example.ca')).toHaveLength(2)
    const forged = await unsubscribeRoute(
      new NextRequest(`http://localhost/api/alerts/unsubscribe?token=${consenting.id}.${'A'.repeat(32)}`),
    )
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('This unsubscribe link is not valid')
  })
})

describe('property alerts per site (decision 0025)', () => {
  it('match only the listings of the site the alert was made on, and each e-mail names that site', async () => {
    await alertLead({
      email: 'alerte-agence@example.ca',
      locale: 'fr',
      marketing: true,
      municipality: 'Québec',
      tenant: (await agencySite()).id,
    })
    await alertLead({ email: 'alerte-courtier@example.ca', locale: 'fr', marketing: true, municipality: 'Québec' })
    const sophie = record({ ...wanted, price: 310_000, agent: 'AGT-1003' }) // a broker of the agency, not of the broker site
    const isabelle = record({ ...wanted, price: 330_000 })
    fake.data.Property.push(sophie, isabelle)
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 2 })
    const [agency, ...moreAgency] = mailsTo('alerte-agence@example.ca')
    expect(moreAgency).toHaveLength(0)
    expect(agency).toMatch(/Subject: Nouvelles propriétés pour votre alerte \(2\) — Immobilier Boréal — Agence/)
    for (const r of [sophie, isabelle]) expect(agency).toContain(`-${r.ListingKey}`)
    expect(agency).toMatch(/https?:\/\/agence\.localhost[:/]/)
    const [broker, ...moreBroker] = mailsTo('alerte-courtier@example.ca')
    expect(moreBroker).toHaveLength(0)
    expect(broker).toMatch(
      /Subject: Nouvelles propriétés pour votre alerte \(1\) — Isabelle Gagnon — Immobilier Boréal/,
    )
    expect(broker).toContain(`-${isabelle.ListingKey}`)
    expect(broker).not.toContain(`-${sophie.ListingKey}`)
    expect(broker).not.toContain('agence.localhost')
  })

  it('stop when the site they were made on is deleted (the request is kept, with no site)', async () => {
    const orphan = await alertLead({
      email: 'alerte-site-supprime@example.ca',
      locale: 'fr',
      marketing: true,
      municipality: 'Québec',
    })
    // What deleting the site leaves (src/collections/site-delete.ts): the request, its site cleared.
    await payload.db.updateMany({
      collection: 'leads',
      where: { id: { equals: orphan.id } },
      data: { tenant: null },
      returning: false,
    })
    fake.data.Property.push(record({ ...wanted, price: 325_000 }))
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 1 })
    expect(mailsTo('alerte-site-supprime@example.ca')).toHaveLength(0)
  })
})
