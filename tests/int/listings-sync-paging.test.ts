import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { importListings } from '@/listings/feed/import'
import type { RawRecord } from '@/listings/feed/reso'
import { generateFeed } from '@/listings/generator/generate'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { ResoClient } from '@/listings/sync/reso-client'
import { runSync, type SyncOptions } from '@/listings/sync/sync'
import { readState } from '@/listings/sync/sync-state'
import { testPayload } from './helpers/db'
import { startFakeReso, type FakeReso, type Paging } from './helpers/fake-reso'

/** Servers that page differently (OData v4 and RESO certification), and which listings a feed may withdraw. */
let payload: Payload
let db: ListingsDb
const fakes: FakeReso[] = []
const ours = `uls >= '77000000' AND uls < '77900000'`
const now = Date.parse('2026-11-20T12:00:00Z')
const BULK = '2027-02-01T08:00:00.000Z'
const client = (f: FakeReso) => new ResoClient(f.settings, { sleep: async () => undefined, maxAttempts: 1 })
const sync = (f: FakeReso, o: Partial<SyncOptions> & { siteId: number }) =>
  runSync(db, client(f), { holder: 'paging', resources: ['Property'], pageSize: 1000, chunkSize: 500, ...o })
const priceOf = async (key: unknown) =>
  Number((await db.all<{ price: number }>('SELECT price FROM listings WHERE uls = ?', [String(key)]))[0]?.price)
const statuses = async (range: [number, number]) =>
  Object.fromEntries(
    (
      await db.all<{ status: string; n: number }>(
        'SELECT status, count(*) AS n FROM listings WHERE uls >= ? AND uls < ? GROUP BY status',
        [String(range[0]), String(range[1])],
      )
    ).map((r) => [r.status, Number(r.n)]),
  )
/** A bulk update at the board: these records change and share one ModificationTimestamp. */
const bulkUpdate = (records: RawRecord[]) =>
  records.forEach((r) => {
    r.ListPrice = Number(r.ListPrice) + 700
    r.ModificationTimestamp = BULK
  })

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
}, 600_000)

afterAll(async () => {
  for (const f of fakes) await f.close()
  const ids = `SELECT id FROM listings WHERE ${ours}`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`)
  await db.run(`DELETE FROM listings WHERE ${ours}`)
  dropSearchIndex(db)
})

describe.each<[Paging, number, number]>([
  ['nextLink', 77_000_000, 51],
  ['skip', 77_100_000, 52],
  ['topCap', 77_200_000, 53],
])('a server paging by %s', (paging, firstKey, siteId) => {
  let fake: FakeReso
  beforeAll(async () => {
    fake = await startFakeReso({ paging })
    fakes.push(fake)
    fake.data.Property = [...generateFeed({ count: 1500, seed: siteId, now, firstKey })]
  })

  it('first sync reads all 1,500 listings', async () => {
    expect(await sync(fake, { siteId })).toMatchObject({
      status: 'succeeded',
      received: 1500,
      inserted: 1500,
      rejected: 0,
    })
  })

  it('1,200 records sharing one bulk-update timestamp are all read, and the watermark stops at them', async () => {
    const changed = fake.data.Property.slice(100, 1300)
    bulkUpdate(changed)
    expect(await sync(fake, { siteId })).toMatchObject({ status: 'succeeded', updated: 1200 })
    for (const r of [changed[0], changed[999], changed[1000], changed[1199]])
      expect(await priceOf(r.ListingKey)).toBe(Number(r.ListPrice))
    expect((await readState(db, siteId)).watermarks.Property).toBe(Date.parse(BULK))
  })

  it('key reconciliation ($select=ListingKey) sees every key: it withdraws only what the feed dropped', async () => {
    const dropped = fake.data.Property.splice(1400, 3)
    expect(await sync(fake, { siteId, full: true })).toMatchObject({ status: 'succeeded', withdrawn: 3 })
    expect((await statuses([firstKey, firstKey + 100_000])).withdrawn).toBe(3) // the generator sends none withdrawn
    fake.data.Property.push(...dropped)
  })
})

describe('a run that dies inside a bulk update ($top capped, no nextLink)', () => {
  it('keeps its watermark at the records not yet read, and the next run reads them', async () => {
    const fake = await startFakeReso({ paging: 'topCap' })
    fakes.push(fake)
    fake.data.Property = [...generateFeed({ count: 1300, seed: 60, now, firstKey: 77_300_000 })]
    expect(await sync(fake, { siteId: 54 })).toMatchObject({ status: 'succeeded', inserted: 1300 })
    const changed = fake.data.Property.slice(0, 1200)
    bulkUpdate(changed)
    fake.downAfter(1) // the first 1,000 of the bulk update arrive, then the feed is down
    const dead = await sync(fake, { siteId: 54 })
    expect(dead).toMatchObject({ status: 'failed', updated: 1000 })
    expect((await readState(db, 54)).watermarks.Property).toBeLessThanOrEqual(Date.parse(BULK))
    fake.setDown(null)
    expect(await sync(fake, { siteId: 54 })).toMatchObject({ status: 'succeeded', updated: 200 })
    expect(await priceOf(changed[1199].ListingKey)).toBe(Number(changed[1199].ListPrice))
  })
})

describe('a feed owns the listings it sent, and only those', () => {
  it('a reconciliation leaves a file import’s listings alone, and its guard counts the feed’s own listings', async () => {
    const fromFile = [...generateFeed({ count: 300, seed: 70, now, firstKey: 77_400_000 })]
    await importListings(
      db,
      fromFile.map((record, i) => ({ line: i + 1, record })),
      { full: false, source: 'demo.csv' },
    )
    const fake = await startFakeReso()
    fakes.push(fake)
    fake.data.Property = [...generateFeed({ count: 200, seed: 71, now, firstKey: 77_500_000 })]
    expect(await sync(fake, { siteId: 55 })).toMatchObject({ status: 'succeeded', inserted: 200 })
    expect(
      await db.all(`SELECT DISTINCT source FROM listings WHERE uls >= '77400000' AND uls < '77600000' ORDER BY source`),
    ).toEqual([{ source: 'feed:55' }, { source: 'file' }])

    expect(await sync(fake, { siteId: 55, full: true })).toMatchObject({ status: 'succeeded', withdrawn: 0 })
    expect((await statuses([77_400_000, 77_500_000])).withdrawn).toBeUndefined()

    // The feed drops 150 of its 200 listings: 75% of its own, although a small share of all listings.
    const dropped = fake.data.Property.splice(0, 150)
    expect(await sync(fake, { siteId: 55, full: true })).toMatchObject({
      status: 'failed',
      withdrawn: 0,
      error: expect.stringContaining('150 of 200'),
    })
    expect(await sync(fake, { siteId: 55, full: true, allowMassWithdrawal: true })).toMatchObject({
      status: 'succeeded',
      withdrawn: 150,
    })
    expect((await statuses([77_500_000, 77_600_000])).withdrawn).toBe(150)
    expect((await statuses([77_400_000, 77_500_000])).withdrawn).toBeUndefined()
    fake.data.Property.unshift(...dropped)
  })

  it('a listing the feed sends takes the feed as its source, even unchanged', async () => {
    const [record] = generateFeed({ count: 1, seed: 72, now, firstKey: 77_600_000 })
    await importListings(db, [{ line: 1, record }], { full: false, source: 'old.csv' })
    const fake = await startFakeReso()
    fakes.push(fake)
    fake.data.Property = [record]
    expect(await sync(fake, { siteId: 56 })).toMatchObject({ status: 'succeeded', unchanged: 1 })
    expect(await db.all('SELECT source FROM listings WHERE uls = ?', [String(record.ListingKey)])).toEqual([
      { source: 'feed:56' },
    ])
  })
})
