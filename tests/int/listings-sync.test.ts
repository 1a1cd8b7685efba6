import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import type { RawRecord } from '@/listings/feed/reso'
import { generateFeed } from '@/listings/generator/generate'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { ResoClient } from '@/listings/sync/reso-client'
import { runSync, type SyncOptions } from '@/listings/sync/sync'
import { SITE_ID, syncFromSettings } from '@/listings/sync/sync-service'
import { readState, recentRuns } from '@/listings/sync/sync-state'
import { testPayload } from './helpers/db'
import { startFakeReso, type FakeReso } from './helpers/fake-reso'

let payload: Payload
let db: ListingsDb
let fake: FakeReso
let snapshot: Array<{ id: number; status: string; modified_at: number }>
const SITE = 7
const now = Date.parse('2026-11-20T12:00:00Z')
const ours = `uls >= '71000000' AND uls < '71100000'`
const listing = (key: string) =>
  db.all<Record<string, unknown>>('SELECT * FROM listings WHERE uls = ?', [key]).then((r) => r[0])
const alerts: string[] = []
const fastSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.min(ms, 20)))
const client = (o: { sleep?: (ms: number) => Promise<void>; maxAttempts?: number } = {}) =>
  new ResoClient(fake.settings, { sleep: fastSleep, ...o })
const sync = (c: ResoClient, o: Partial<SyncOptions> = {}) =>
  runSync(db, c, {
    siteId: SITE,
    holder: 'test',
    resources: ['Office', 'Member', 'Property', 'Media'],
    pageSize: 200,
    chunkSize: 250,
    notify: async (kind) => void alerts.push(kind),
    ...o,
  })
/** A record changed at the feed: new price, a later ModificationTimestamp. */
const touch = (r: RawRecord, minutes: number) => {
  r.ListPrice = Number(r.ListPrice) + 1000
  r.ModificationTimestamp = new Date(Date.parse('2027-01-01T00:00:00Z') + minutes * 60_000).toISOString()
}

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  snapshot = await db.all('SELECT id, status, modified_at FROM listings')
  // The site's listings are the feed's from now on: the demo ones are set aside (restored after).
  await db.run(`UPDATE listings SET status = 'withdrawn' WHERE NOT (${ours})`)
  fake = await startFakeReso()
  fake.data.Property = [
    ...generateFeed({ count: 600, seed: 9, now, firstKey: 71_000_000, photos: ['https://cdn.example/x.jpg'] }),
  ]
  fake.data.Property[0].Media = [
    { MediaURL: 'broken link', Order: 1 },
    { MediaURL: 'https://cdn.example/ok.jpg', Order: 2 },
  ]
  fake.data.Media = [2, 1, 3].map((order) => ({
    ResourceName: 'Property',
    ResourceRecordKey: '71000001',
    Order: order,
    MediaURL: `https://cdn.example/m${order}.jpg`,
  }))
  fake.data.Office = [
    {
      OfficeKey: 'OFF-SYNC-1',
      OfficeName: 'Agence Sync',
      OfficeAddress1: '1 rue du Port',
      OfficeCity: 'Québec',
      Latitude: 46.81,
      Longitude: -71.2,
      ModificationTimestamp: '2026-11-01T00:00:00Z',
    },
  ]
}, 300_000)

afterAll(async () => {
  await fake.close()
  const ids = `SELECT id FROM listings WHERE ${ours}`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`)
  await db.run(`DELETE FROM listings WHERE ${ours}`)
  for (const s of snapshot)
    await db.run('UPDATE listings SET status = ?, modified_at = ? WHERE id = ?', [
      s.status,
      Number(s.modified_at),
      Number(s.id),
    ])
  dropSearchIndex(db)
})

beforeEach(() => {
  fake.faults.length = 0
  fake.setDown(null)
})

describe('scheduled sync from a RESO Web API feed', () => {
  it('first sync: every page, photos in order, a broken photo does not block its listing', async () => {
    const versionBefore = await db.all<{ v: number }>('SELECT max(id) AS v FROM listing_syncs')
    const result = await sync(client())
    expect(result).toMatchObject({ status: 'succeeded', inserted: 601, rejected: 0 }) // 600 listings + 1 office
    const [active] = await db.all<{ n: number | string }>(
      `SELECT count(*) AS n FROM listings WHERE ${ours} AND status = 'active'`,
    )
    expect(Number(active?.n)).toBeGreaterThan(0)
    const photosOf = async (key: string) =>
      (
        await db.all<{ url: string }>(
          'SELECT url FROM listing_photos WHERE listing_id = (SELECT id FROM listings WHERE uls = ?) ORDER BY position',
          [key],
        )
      ).map((p) => p.url)
    expect(await photosOf('71000000')).toEqual(['https://cdn.example/ok.jpg'])
    expect(await photosOf('71000001')).toEqual([
      'https://cdn.example/m1.jpg',
      'https://cdn.example/m2.jpg',
      'https://cdn.example/m3.jpg',
    ])
    // Searches see it: the sync log version moved with each committed chunk.
    const versionAfter = await db.all<{ v: number }>('SELECT max(id) AS v FROM listing_syncs')
    expect(Number(versionAfter[0].v) - Number(versionBefore[0].v)).toBe(2) // 600 listings in chunks of 400 (two 200-record pages) and 200
    const [run] = await recentRuns(db, SITE)
    expect(run).toMatchObject({ status: 'succeeded', received: 601, inserted: 601, error: null })
    expect(run.finished_at).toBeGreaterThanOrEqual(run.started_at)
  })

  it('incremental sync asks only for what changed since the last committed page', async () => {
    for (const r of fake.data.Property.slice(10, 15)) touch(r, 1)
    const requests = fake.log.length
    const result = await sync(client())
    expect(result).toMatchObject({ status: 'succeeded', updated: 5, inserted: 0, withdrawn: 0 })
    expect(result.status === 'succeeded' && result.received).toBeLessThan(10)
    expect(fake.log.length - requests).toBeLessThan(6)
    expect((await listing(String(fake.data.Property[10].ListingKey))).price).toBe(
      Number(fake.data.Property[10].ListPrice),
    )
  })

  it('an expired token is refreshed once and the sync goes on; wrong credentials fail clearly', async () => {
    const c = client()
    await sync(c)
    const issued = fake.tokensIssued()
    fake.expireTokens()
    expect((await sync(c)).status).toBe('succeeded')
    expect(fake.tokensIssued()).toBe(issued + 1)
    const wrong = new ResoClient({ ...fake.settings, clientSecret: 'nope' }, { sleep: fastSleep })
    expect(await sync(wrong)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('refused the client credentials'),
    })
  })

  it('a 429 waits for its Retry-After, a 503 backs off, then the sync resumes', async () => {
    fake.faults.push({ status: 429, retryAfter: '1' }, { status: 503 })
    const waits: number[] = []
    const t0 = Date.now()
    const result = await sync(
      client({
        sleep: (ms) => {
          waits.push(ms)
          return new Promise((r) => setTimeout(r, ms))
        },
      }),
    )
    expect(result.status).toBe('succeeded')
    expect(waits.slice(0, 2)).toEqual([1000, 1000])
    const limited = fake.log.findIndex((l) => l.status === 429 && l.at >= t0)
    expect(fake.log[limited + 1].at - fake.log[limited].at).toBeGreaterThanOrEqual(990)
  })

  it('a sync that dies mid-run resumes from its last committed chunk', async () => {
    // From here the feed reads Property alone (without photos, a change that reads everything once).
    expect(await sync(client(), { resources: ['Property'] })).toMatchObject({ status: 'succeeded', received: 600 })
    fake.data.Property.slice(100, 600).forEach((r, i) => touch(r, 10 + i))
    // Two pages make the first chunk (400 listings, committed); the third page fails.
    fake.downAfter(2)
    const dead = await sync(client({ maxAttempts: 2 }), { resources: ['Property'] })
    expect(dead).toMatchObject({ status: 'failed', error: expect.stringContaining('503') })
    // 400 received, 5 of them the unchanged listings at the last watermark (ModificationTimestamp ge …).
    expect(dead.status === 'failed' && dead.updated).toBe(395)
    fake.setDown(null)
    const resumed = await sync(client(), { resources: ['Property'] })
    expect(resumed).toMatchObject({ status: 'succeeded', updated: 105 })
    expect(resumed.status === 'succeeded' && resumed.received).toBeLessThan(110)
  })

  it('two sync starts at once: one runs, the other steps aside', async () => {
    const results = await Promise.all([sync(client(), { holder: 'a' }), sync(client(), { holder: 'b' })])
    expect(results.map((r) => r.status).sort()).toEqual(['skipped', 'succeeded'])
  })

  it('full reconciliation withdraws what the feed no longer holds, but never half of it without confirmation', async () => {
    const gone = fake.data.Property.splice(0, 3).map((r) => String(r.ListingKey))
    expect(await sync(client(), { full: true })).toMatchObject({ status: 'succeeded', withdrawn: 3 })
    for (const key of gone) expect((await listing(key)).status).toBe('withdrawn')
    const held = fake.data.Property.splice(0, 400)
    const refused = await sync(client(), { full: true })
    expect(refused).toMatchObject({
      status: 'failed',
      withdrawn: 0,
      error: expect.stringContaining('An editor must confirm'),
    })
    expect((await listing(String(held[0].ListingKey))).status).not.toBe('withdrawn')
    expect(await sync(client(), { full: true, allowMassWithdrawal: true })).toMatchObject({
      status: 'succeeded',
      withdrawn: expect.any(Number),
    })
    expect((await listing(String(held[0].ListingKey))).status).toBe('withdrawn')
    fake.data.Property.unshift(...held)
  })

  it('three failures in a row alert the broker once, and the recovery once', async () => {
    alerts.length = 0
    fake.setDown(503)
    for (let i = 0; i < 4; i++) expect((await sync(client({ maxAttempts: 1 }))).status).toBe('failed')
    expect(alerts).toEqual(['failing'])
    expect((await readState(db, SITE)).failures).toBe(4)
    fake.setDown(null)
    expect((await sync(client())).status).toBe('succeeded')
    expect(alerts).toEqual(['failing', 'recovered'])
    const runs = await recentRuns(db, SITE, 5)
    expect(runs[1]).toMatchObject({ status: 'failed', error: expect.stringContaining('503') })
  })

  it('settings from the admin: the secret is stored sealed, never shown back, and the sync uses it', async () => {
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
    const shown = await payload.findGlobal({
      slug: 'listing-feed',
      overrideAccess: false,
      user: (
        await payload.find({
          collection: 'editors',
          where: { email: { equals: 'editeur@demo.courtier.local' } },
          limit: 1,
        })
      ).docs[0],
    })
    expect(shown.client_secret ?? '').toBe('')
    expect(JSON.stringify(shown)).not.toContain(fake.settings.clientSecret)
    const raw = await payload.findGlobal({ slug: 'listing-feed' })
    expect(String(raw.client_secret_sealed)).toMatch(/^v1:/)
    // Saving again without typing the secret keeps it.
    await payload.updateGlobal({ slug: 'listing-feed', data: { interval_minutes: 30 } })
    const result = await syncFromSettings(payload, { siteId: SITE_ID + 100, notify: async () => undefined })
    expect(result).toMatchObject({ status: 'succeeded', rejected: 0 })
    await payload.updateGlobal({ slug: 'listing-feed', data: { enabled: false } })
  })
})
