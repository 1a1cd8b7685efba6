import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb, type Param } from '@/listings/db'
import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { countListings, listPage, mapFeatures } from '@/listings/search/search'
import { ALL_LISTINGS, ownedBy } from '@/listings/site-listings'
import { testPayload } from './helpers/db'
import { addListings } from './helpers/listings-oracle'

/**
 * SQLite's planner picks badly for these searches (measured at 100k listings: the R*Tree joined to
 * the wide rows, or the price index for a price filter, at 15–80 ms instead of 1–3 ms). The search
 * pins its plans; these tests hold it to them.
 */
let payload: Payload
let remove = async () => {}
const sqliteOnly = !/^postgres/.test(process.env.DATABASE_URL ?? '')

beforeAll(async () => {
  payload = await testPayload()
  if (sqliteOnly) remove = await addListings(payload, 5000, 82_000_000)
})
afterAll(async () => remove())

/** The plan of every statement a search runs. */
async function plans(run: (db: ListingsDb) => Promise<unknown>): Promise<string[]> {
  const real = listingsDb(payload)
  const seen: Array<[string, Param[]]> = []
  const recording: ListingsDb = {
    ...real,
    all: (text, params = []) => (seen.push([text, params]), real.all(text, params)),
  }
  await run(recording)
  const out: string[] = []
  for (const [text, params] of seen) {
    const rows = await real.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${text}`, params)
    out.push(rows.map((r) => r.detail).join(' | '))
  }
  return out
}

const filters = (qs: string) => parsePropertiesQuery(new URLSearchParams(qs)).filters
// The SQL path (the in-process index, decision 0008, is its own test): index null.
const ctx = (db: ListingsDb) => ({ db, now: Date.now(), listings: ALL_LISTINGS, index: null })
const BOUNDS = 'NorthEast_lat=46.2&NorthEast_lng=-72.8&SouthWest_lat=45.0&SouthWest_lng=-74.6'

describe.runIf(sqliteOnly)('SQLite search plans', () => {
  it('counts filtered searches from the bucketed covering index, never a row', async () => {
    for (const qs of [`${BOUNDS}&price_min=300000`, 'bedrooms=3&type=condo', `${BOUNDS}&forSaleForRent=rent`]) {
      const [plan] = await plans((db) => countListings(ctx(db), filters(qs)))
      expect(plan, qs).toMatch(/^SEARCH l USING COVERING INDEX listings_cell_idx \(status=\? AND transaction_type=\?/)
    }
  })

  it('counts bounds alone from the R*Tree alone', async () => {
    const [plan] = await plans((db) => countListings(ctx(db), filters(BOUNDS)))
    expect(plan).toMatch(/^SCAN r VIRTUAL TABLE INDEX \d+:D0B1D2B3$/)
  })

  it('searches open houses through their own partial index', async () => {
    const [plan] = await plans((db) => countListings(ctx(db), filters(`${BOUNDS}&open_house=1&mun=laval`)))
    expect(plan).toMatch(
      /^SEARCH l USING COVERING INDEX listings_open_house_idx \(status=\? AND transaction_type=\? AND <expr>=\? AND lat_e6>\? AND lat_e6<\?\)$/,
    )
  })

  it('uses the municipality index when municipalities are chosen', async () => {
    const [plan] = await plans((db) => countListings(ctx(db), filters(`mun=laval&mun=montreal&${BOUNDS}`)))
    expect(plan).toMatch(/^SEARCH l USING COVERING INDEX listings_mun_idx \(mun_code=\? AND status=\?/)
  })

  it.each([
    ['newest', 'listings_listed_idx'],
    ['oldest', 'listings_listed_idx'],
    ['price_desc', 'listings_price_idx'],
    ['price_asc', 'listings_price_idx'],
  ])('dense pages in %s order walk %s without sorting', async (order, index) => {
    const [probe, ids] = await plans((db) =>
      listPage(ctx(db), filters('price_min=1&forSaleForRent=buy'), order as 'newest', 2, 25, 'fr'),
    )
    expect(probe).toMatch(
      /^CO-ROUTINE p \| SEARCH l USING COVERING INDEX listings_cell_idx \(status=\? AND transaction_type=\?\) \| SCAN p$/,
    )
    expect(ids).toMatch(new RegExp(`^SEARCH l USING COVERING INDEX ${index} \\(status=\\?( AND price>\\?)?\\)$`))
  })

  it('sparse pages take their few matches from the bucket index, then sort them', async () => {
    const [count, collect, next] = await plans((db) =>
      listPage(ctx(db), filters(`${BOUNDS}&type=ferme&bedrooms=3`), 'newest', 1, 25, 'fr'),
    )
    expect(count).toMatch(/^CO-ROUTINE p \| SEARCH l USING COVERING INDEX listings_cell_idx .* \| SCAN p$/)
    expect(collect).toMatch(
      /^SEARCH l USING COVERING INDEX listings_cell_idx \(status=\? AND transaction_type=\? AND <expr>=\? AND lat_e6>\? AND lat_e6<\?\)$/,
    )
    expect(next).not.toMatch(/listings_(listed|price)_idx/)
  })

  it('clusters from the covering index, or the R*Tree for bounds alone', async () => {
    const [filtered] = await plans((db) => mapFeatures(ctx(db), filters(`${BOUNDS}&price_min=1`)))
    expect(filtered).toMatch(
      /^SEARCH l USING COVERING INDEX listings_cell_idx \(status=\? AND transaction_type=\? AND <expr>=\? AND lat_e6>\? AND lat_e6<\?\) \| USE TEMP B-TREE FOR GROUP BY$/,
    )
    const [bare] = await plans((db) => mapFeatures(ctx(db), filters(BOUNDS)))
    expect(bare).toMatch(/^SCAN r VIRTUAL TABLE INDEX \d+:D0B1D2B3 \| USE TEMP B-TREE FOR GROUP BY$/)
  })

  it('keeps a site to its listings through the feed-key indexes, still counting from the covering index', async () => {
    const [plan] = await plans((db) =>
      countListings({ ...ctx(db), listings: ownedBy(['AGT-1001'], ['BUR-QUEBEC']) }, filters(BOUNDS)),
    )
    expect(plan).toMatch(/^SEARCH l USING COVERING INDEX listings_cell_idx \(status=\? AND transaction_type=\?/)
    expect(plan).toContain('USING COVERING INDEX listing_details_agent_key_idx')
    expect(plan).toContain('USING COVERING INDEX listing_details_office_key_idx')
  })

  it('left to itself, SQLite would pick the price index for a price filter (why plans are pinned)', async () => {
    const rows = await listingsDb(payload).all<{ detail: string }>(
      `EXPLAIN QUERY PLAN SELECT count(*) FROM listings l WHERE l.status = 'active' AND l.transaction_type IN ('sale', 'rent')
       AND l.lat_e6 BETWEEN 45000000 AND 46200000 AND l.lng_e6 BETWEEN -74600000 AND -72800000 AND l.price >= 300000`,
    )
    expect(rows.map((r) => r.detail).join(' | ')).not.toContain('listings_cell_idx')
  })
})
