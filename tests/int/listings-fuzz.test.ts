import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as municipalities } from '@/app/api/swc/municipalities/route'
import { GET as articles } from '@/app/api/swc/[microsite_id]/articles/route'
import { GET as properties } from '@/app/api/swc/[microsite_id]/properties/route'
import { GET as tooltip } from '@/app/api/swc/[microsite_id]/property/[uls]/tooltip/route'
import { GET as searchFilters } from '@/app/api/swc/[microsite_id]/search-filters/route'
import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { AGENCY, callCore, SITE_KEY } from './helpers/core-api'
import { testPayload } from './helpers/db'
import { allListings, matches, onBrokerSite, type OracleRow } from './helpers/listings-oracle'

let payload: Payload
let rows: OracleRow[]
beforeAll(async () => {
  payload = await testPayload()
  rows = await allListings(payload)
})

const names = [
  'mun',
  'mun[]',
  'type',
  'type[]',
  'price_min',
  'price_max',
  'bedrooms',
  'bathrooms',
  'forSaleForRent',
  'open_house',
  'NorthEast_lat',
  'NorthEast_lng',
  'SouthWest_lat',
  'SouthWest_lng',
  'format',
  'order_by',
  'page',
  'limit',
  'listingLimit',
  'status',
  'language',
  'order',
  'categories',
  'with_categories',
]
const values = fc.oneof(
  fc.string(),
  fc.integer({ min: -1e6, max: 1e10 }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e9',
    '0x10',
    ' 1',
    '1,000',
    'null',
    'count',
    'map',
    'buy',
    'rent',
    'condo',
    'laval',
    'newest',
    'price-asc',
    '1',
    '0',
    'true',
    'fr',
    'en',
    '45.5',
    '-73.6',
    '%',
    '[]',
    '../',
  ),
)
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string()), values), { maxLength: 8 })
  .map((pairs) => {
    const p = new URLSearchParams()
    for (const [k, v] of pairs) p.append(k, v)
    return p
  })
const language = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('fr', 'en', 'en-CA', 'fr-CA, en', 'de', '', '*'),
  fc.string(),
)
const headers = (lang: string | undefined): Record<string, string> => {
  const h: Record<string, string> = { 'X-Site-Key': SITE_KEY }
  if (lang !== undefined && /^[\t\x20-\x7e]*$/.test(lang)) h['Content-Language'] = lang
  return h
}

/** A refusal is a 400 naming a parameter; anything else must succeed. Never 5xx. */
function expectSane(res: { status: number; body: any }) {
  expect(res.status).toBeLessThan(500)
  if (res.status === 400) expect(res.body.parameter).toMatch(/\S/)
  else expect(res.status).toBe(200)
}

describe('core API under random query strings (fast-check)', () => {
  it('properties never fails with 5xx, and counts agree with the listings', async () => {
    await fc.assert(
      fc.asyncProperty(query, language, async (q, lang) => {
        const res = await callCore(properties, 'demo/properties', { microsite_id: 'demo' }, q, headers(lang))
        expectSane(res)
        if (res.status === 200 && q.get('format') === 'count') {
          const f = parsePropertiesQuery(q).filters
          expect(res.body.data.total).toBe(rows.filter((r) => onBrokerSite(r) && matches(r, f, Date.now())).length)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('counts agree with each site’s listings for random valid filters', async () => {
    const filters = fc.record({
      price_min: fc.constantFrom(undefined, '0', '150000', '400000'),
      price_max: fc.constantFrom(undefined, 'Infinity', '350000', '900000'),
      bedrooms: fc.constantFrom(undefined, '1', '3', '5'),
      bathrooms: fc.constantFrom(undefined, '1', '2'),
      forSaleForRent: fc.constantFrom(undefined, 'buy', 'rent'),
      open_house: fc.constantFrom(undefined, '1', '0'),
      type: fc.subarray(['maison', 'condo', 'prop', 'chalet', 'terrain', 'comm']),
      mun: fc.subarray(['laval', 'montreal', 'longueuil', 'quebec', 'sherbrooke']),
      box: fc.option(
        fc.tuple(
          fc.double({ min: 44.9, max: 47, noNaN: true }),
          fc.double({ min: -75, max: -71, noNaN: true }),
          fc.double({ min: 0.01, max: 1.5, noNaN: true }),
        ),
      ),
    })
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const q = new URLSearchParams({ format: 'count' })
        for (const [k, v] of Object.entries(f)) if (typeof v === 'string') q.set(k, v)
        for (const t of f.type) q.append('type[]', t)
        for (const m of f.mun) q.append('mun[]', m)
        if (f.box) {
          const [lat, lng, size] = f.box
          q.set('SouthWest_lat', lat.toFixed(5))
          q.set('NorthEast_lat', (lat + size).toFixed(5))
          q.set('SouthWest_lng', lng.toFixed(5))
          q.set('NorthEast_lng', (lng + size).toFixed(5))
        }
        const res = await callCore(properties, 'demo/properties', { microsite_id: 'demo' }, q)
        if (res.status === 400) {
          expect(res.body.parameter).toBe('price_max')
          return
        }
        expect(res.status).toBe(200)
        const parsed = parsePropertiesQuery(q).filters
        const want = rows.filter((r) => matches(r, parsed, Date.now()))
        expect(res.body.data.total).toBe(want.filter(onBrokerSite).length)
        const agency = await callCore(
          properties,
          'agence-boreal/properties',
          { microsite_id: AGENCY.microsite_id },
          q,
          AGENCY.headers,
          AGENCY.host,
        )
        expect(agency.body.data.total).toBe(want.length)
      }),
      { numRuns: 150 },
    )
  })

  it('the other endpoints never fail with 5xx either', async () => {
    await fc.assert(
      fc.asyncProperty(query, language, fc.string({ maxLength: 50 }), async (q, lang, uls) => {
        expectSane(await callCore(articles, 'demo/articles', { microsite_id: 'demo' }, q, headers(lang)))
        expectSane(await callCore(searchFilters, 'demo/search-filters', { microsite_id: 'demo' }, q, headers(lang)))
        expectSane(await callCore(municipalities, 'municipalities', {}, q, headers(lang)))
        const tip = await callCore(tooltip, 'demo/property/x/tooltip', { microsite_id: 'demo', uls }, '', headers(lang))
        expect(tip.status).toBeLessThan(500)
      }),
      { numRuns: 100 },
    )
  })
})
