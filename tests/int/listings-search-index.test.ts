import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { generateFeed } from '@/listings/generator/generate'
import { importListings } from '@/listings/feed/import'
import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { countListings, listPage, mapFeatures } from '@/listings/search/search'
import type { SearchIndex } from '@/listings/search/search-index'
import { currentSearchIndex, loadSearchIndex } from '@/listings/search/search-index-load'
import { ALL_LISTINGS, ownedBy } from '@/listings/site-listings'
import { testPayload } from './helpers/db'
import { addListings } from './helpers/listings-oracle'

/** The in-process index answers exactly as SQL does (docs/decisions/0008), and never from before an import. */
let payload: Payload
let db: ListingsDb
let index: SearchIndex
let muns: string[]
let remove: () => Promise<void>
const now = Date.now()

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  remove = await addListings(payload, 4000, 83_000_000)
  index = (await loadSearchIndex(db))!
  muns = (await db.all<{ mun_code: string }>('SELECT DISTINCT mun_code FROM listings ORDER BY mun_code')).map(
    (r) => r.mun_code,
  )
})
afterAll(async () => {
  await db.run(`DELETE FROM listing_syncs WHERE source = 'index-test'`)
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(
      `DELETE FROM ${t} WHERE listing_id IN (SELECT id FROM listings WHERE uls >= '83100000' AND uls < '83200000')`,
    )
  await db.run(`DELETE FROM listings WHERE uls >= '83100000' AND uls < '83200000'`)
  await remove()
})

const box = fc.record({
  lat: fc.double({ min: 44.8, max: 48, noNaN: true }),
  lng: fc.double({ min: -76, max: -69.5, noNaN: true }),
  h: fc.double({ min: 0.01, max: 2.5, noNaN: true }),
  w: fc.double({ min: 0.01, max: 3.5, noNaN: true }),
})
/** Each filter is left out two times in three, so combinations still find listings. */
const sometimes = <T>(a: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: a, weight: 1 })
const queryOf = fc
  .record({
    bounds: fc.option(box, { nil: undefined, freq: 2 }),
    mun: sometimes(fc.subarray([...Array(12).keys()], { minLength: 1, maxLength: 3 })).map((m) => m ?? []),
    type: sometimes(
      fc.subarray(['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'], { minLength: 1, maxLength: 3 }),
    ).map((t) => t ?? []),
    price_min: sometimes(fc.constantFrom(100000, 250000, 400000, 650000)),
    price_max: sometimes(fc.constantFrom(300000, 500000, 900000, 2000000)),
    bedrooms: sometimes(fc.integer({ min: 1, max: 5 })),
    bathrooms: sometimes(fc.integer({ min: 1, max: 3 })),
    forSaleForRent: sometimes(fc.constantFrom('buy', 'rent')),
    open_house: fc.constantFrom(false, false, false, true),
    status: fc.constantFrom('active', 'active', 'sold'),
  })
  .map((q) => {
    const p = new URLSearchParams()
    if (q.bounds) {
      const { lat, lng, h, w } = q.bounds
      p.set('SouthWest_lat', lat.toFixed(5))
      p.set('SouthWest_lng', lng.toFixed(5))
      p.set('NorthEast_lat', Math.min(90, lat + h).toFixed(5))
      p.set('NorthEast_lng', (lng + w).toFixed(5))
    }
    for (const i of q.mun) p.append('mun', muns[(i * 7) % muns.length])
    for (const t of q.type) p.append('type', t)
    if (q.price_min !== undefined) p.set('price_min', String(q.price_min))
    if (q.price_max !== undefined && (q.price_min ?? 0) <= q.price_max) p.set('price_max', String(q.price_max))
    if (q.bedrooms) p.set('bedrooms', String(q.bedrooms))
    if (q.bathrooms) p.set('bathrooms', String(q.bathrooms))
    if (q.forSaleForRent) p.set('forSaleForRent', q.forSaleForRent)
    if (q.open_house) p.set('open_house', '1')
    p.set('status', q.status)
    return parsePropertiesQuery(p).filters
  })
const orders = fc.constantFrom('newest', 'oldest', 'price_desc', 'price_asc' as const)
/** Sites (decision 0025): every listing, one broker (a third), a broker and an office, brokers of no listing, nobody. */
const sites = fc.constantFrom(
  ALL_LISTINGS,
  ALL_LISTINGS,
  ALL_LISTINGS,
  ownedBy(['AGT-1001'], []),
  ownedBy(['AGT-1003'], ['BUR-QUEBEC']),
  ownedBy(['AGT-9999'], []),
  ownedBy([], []),
)
const sortedFeatures = (fs: unknown[]) => fs.map((f) => JSON.stringify(f)).sort()

describe('in-process search index', () => {
  it('holds every active and sold listing', async () => {
    const [row] = await db.all<{ n: number | string }>(
      `SELECT count(*) AS n FROM listings WHERE status IN ('active', 'sold')`,
    )
    expect(index.size).toBe(Number(row.n))
    expect(index.bytes).toBeGreaterThan(0)
  })

  it('counts, pages and maps exactly as SQL on random filter combinations', async () => {
    let nonEmpty = 0
    await fc.assert(
      fc.asyncProperty(
        queryOf,
        orders,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(0, 300, 20_000),
        sites,
        async (f, order, page, limit, walkBudget, listings) => {
          index.walkBudget = walkBudget // a page scans and keeps a heap, walks part of the sorted order, or all of it
          const sql = { db, now, listings, index: null }
          const mem = { db, now, listings, index }
          const total = await countListings(sql, f)
          expect(await countListings(mem, f)).toBe(total)
          if (total > 0) nonEmpty++
          const want = await listPage(sql, f, order, page, limit, 'fr')
          const got = await listPage(mem, f, order, page, limit, 'fr')
          expect(got.propertiesListing.map((c) => c.uls)).toEqual(want.propertiesListing.map((c) => c.uls))
          expect(got.has_more).toBe(want.has_more)
          const [m1, m2] = [await mapFeatures(mem, f), await mapFeatures(sql, f)]
          expect(m1.total).toBe(m2.total)
          expect(sortedFeatures(m1.features)).toEqual(sortedFeatures(m2.features))
        },
      ),
      { numRuns: db.dialect === 'postgres' ? 120 : 150 },
    )
    expect(nonEmpty).toBeGreaterThan(20) // the combinations do find listings, not only empty sets
  })

  it('is never used once an import has changed the listings, and reloads', async () => {
    const f = parsePropertiesQuery(
      new URLSearchParams('SouthWest_lat=45.40&SouthWest_lng=-73.80&NorthEast_lat=45.70&NorthEast_lng=-73.40'),
    ).filters
    expect(await currentSearchIndex(db)).toBe(index)
    const all = { db, now, listings: ALL_LISTINGS }
    const before = await countListings(all, f)
    const feed = [...generateFeed({ count: 300, seed: 9, firstKey: 83_100_000, photos: ['/p/1.jpg'] })]
      .map((record) => ({ ...record, Latitude: 45.55, Longitude: -73.6, StandardStatus: 'Active' }))
      .map((record, i) => ({ line: i + 1, record }))
    const report = await importListings(db, feed, { full: false, source: 'index-test' })
    expect(report.inserted).toBe(300)
    // A page first, while the stale index is still held: its speculative answer must be dropped.
    const spot = parsePropertiesQuery(
      new URLSearchParams('SouthWest_lat=45.549&SouthWest_lng=-73.601&NorthEast_lat=45.551&NorthEast_lng=-73.599'),
    ).filters
    const page = await listPage(all, spot, 'price_asc', 1, 25, 'fr')
    expect(page.propertiesListing.length).toBe(25)
    expect(page.propertiesListing.map((c) => c.uls)).toEqual(
      (await listPage({ ...all, index: null }, spot, 'price_asc', 1, 25, 'fr')).propertiesListing.map((c) => c.uls),
    )
    expect(index.count(spot, now)).toBeLessThan(25) // the stale index would have answered otherwise
    const sqlAfter = await countListings({ ...all, index: null }, f)
    expect(sqlAfter).toBeGreaterThan(before)
    expect(await countListings(all, f)).toBe(sqlAfter) // the stale index is not asked
    const meanwhile = await currentSearchIndex(db) // null while the reload runs in the background, or already the new one
    expect(meanwhile).not.toBe(index)
    if (meanwhile) expect(meanwhile.count(f, now)).toBe(sqlAfter)
    const fresh = (await loadSearchIndex(db))!
    expect(fresh).not.toBe(index)
    expect(fresh.count(f, now)).toBe(sqlAfter)
    expect(await currentSearchIndex(db)).toBe(fresh)
  })
})
