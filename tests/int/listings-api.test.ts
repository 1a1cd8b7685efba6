import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as municipalities } from '@/app/api/swc/municipalities/route'
import { GET as properties } from '@/app/api/swc/[microsite_id]/properties/route'
import { GET as searchFilters } from '@/app/api/swc/[microsite_id]/search-filters/route'
import { GET as tooltip } from '@/app/api/swc/[microsite_id]/property/[uls]/tooltip/route'
import { priceIncrements } from '@/listings/constants'
import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { AGENCY, callCore, SITE_KEY } from './helpers/core-api'
import { testPayload } from './helpers/db'
import { allListings, matches, sortRows, type OracleRow } from './helpers/listings-oracle'

let payload: Payload
let rows: OracleRow[]
const demo = { microsite_id: 'demo' }
/** Searches compare with every listing: through the agency site's host, which shows them all (decision 0025). */
const agency = { microsite_id: AGENCY.microsite_id }
const props = (query = '', headers: Record<string, string> = AGENCY.headers) =>
  callCore(properties, 'agence-boreal/properties', agency, query, headers, AGENCY.host)
const filtersOf = (headers: Record<string, string> = AGENCY.headers) =>
  callCore(searchFilters, 'agence-boreal/search-filters', agency, '', headers, AGENCY.host)
const expected = (query: string) => {
  const q = parsePropertiesQuery(new URLSearchParams(query))
  return rows.filter((r) => matches(r, q.filters, Date.now()))
}

const LAVAL = 'NorthEast_lat=45.70&NorthEast_lng=-73.60&SouthWest_lat=45.50&SouthWest_lng=-73.90'
const MONTREAL_REGION = 'NorthEast_lat=46.2&NorthEast_lng=-72.8&SouthWest_lat=45.0&SouthWest_lng=-74.6'

beforeAll(async () => {
  payload = await testPayload()
  rows = await allListings(payload)
})

describe('GET /api/swc/municipalities', () => {
  it('lists real Quebec municipalities by name, without a key', async () => {
    const res = await callCore(municipalities, 'municipalities', {}, '', {})
    expect(res.status).toBe(200)
    const list = res.body.data.municipalities as Array<{ MUN_CODE: string; DESCRIPTION: string }>
    expect(list).toContainEqual({ MUN_CODE: 'laval', DESCRIPTION: 'Laval' })
    expect(list).toContainEqual({ MUN_CODE: 'montreal', DESCRIPTION: 'Montréal' })
    const names = list.map((m) => m.DESCRIPTION)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr-CA', { sensitivity: 'base' })))
    expect((await callCore(municipalities, 'municipalities', {}, 'x=1', {})).status).toBe(400)
  })
})

describe('protected calls', () => {
  it('refuse a missing key (401), a wrong key (403) and an unknown microsite (404), as JSON', async () => {
    const missing = await callCore(searchFilters, 'demo/search-filters', demo, '', {})
    expect(missing.status).toBe(401)
    expect(missing.body.error).toMatch(/X-Site-Key/)
    expect((await callCore(searchFilters, 'demo/search-filters', demo, '', { 'X-Site-Key': 'nope' })).status).toBe(403)
    expect(
      (await callCore(searchFilters, 'autre/search-filters', { microsite_id: 'autre' }, '', { 'X-Site-Key': SITE_KEY }))
        .status,
    ).toBe(404)
    expect((await props('', { 'X-Site-Key': 'nope' })).status).toBe(403)
    expect(
      (await callCore(tooltip, 'demo/property/1/tooltip', { microsite_id: 'demo', uls: '1' }, '', {})).status,
    ).toBe(401)
  })
})

describe('GET search-filters', () => {
  it('gives municipalities with active listings, property types in the language asked, price increments', async () => {
    const fr = await filtersOf()
    expect(fr.status).toBe(200)
    const active = new Set(rows.filter((r) => r.status === 'active').map((r) => r.mun_code))
    expect(fr.body.data.municipalities.map((m: { MUN_CODE: string }) => m.MUN_CODE).sort()).toEqual([...active].sort())
    expect(fr.body.data.property_types[0]).toEqual({ code: 'maison', label: 'Maison' })
    expect(fr.body.data.price_increments).toEqual(priceIncrements)
    const en = await filtersOf({ ...AGENCY.headers, 'Content-Language': 'en-CA' })
    expect(en.body.data.property_types.map((t: { label: string }) => t.label)).toEqual([
      'House',
      'Condo',
      'Income property',
      'Hobby farm',
      'Cottage',
      'Land',
      'Commercial',
    ])
    const de = await filtersOf({ ...AGENCY.headers, 'Content-Language': 'de' })
    expect(de.status).toBe(400)
    expect(de.body.parameter).toBe('Content-Language')
  })
})

describe('GET properties', () => {
  it.each([
    '',
    LAVAL,
    MONTREAL_REGION,
    `${MONTREAL_REGION}&price_min=300000&price_max=800000&bedrooms=3`,
    `${MONTREAL_REGION}&type=condo&forSaleForRent=rent`,
    'mun[]=laval&mun[]=montreal&bathrooms=2',
    'forSaleForRent=buy&type[]=maison&type[]=prop&price_max=Infinity',
    'open_house=1',
    'status=sold',
    `${LAVAL}&mun=laval&price_min=0`,
  ])('format=count matches the listings the filters select (%s)', async (filters) => {
    const res = await props(`format=count${filters ? `&${filters}` : ''}`)
    expect(res.status).toBe(200)
    expect(res.body.data.total).toBe(expected(filters).length)
  })

  it('has enough demo data for the cases above to mean something', () => {
    expect(expected(LAVAL).length).toBeGreaterThan(5)
    expect(expected(MONTREAL_REGION).length).toBeGreaterThan(100)
    expect(expected('open_house=1').length).toBeGreaterThan(0)
  })

  it.each(['newest', 'oldest', 'price_desc', 'price-asc'] as const)(
    'pages through every match in %s order',
    async (order) => {
      const filters = `${MONTREAL_REGION}&price_min=200000`
      const want = sortRows(expected(filters), order.replace('-', '_') as 'price_asc').map((r) => r.uls)
      const got: string[] = []
      for (let page = 1; page < 20; page++) {
        const res = await props(`${filters}&order_by=${order}&page=${page}&limit=40`)
        expect(res.status).toBe(200)
        got.push(...res.body.data.propertiesListing.map((p: { uls: string }) => p.uls))
        expect(res.body.data.has_more).toBe(got.length < want.length)
        if (!res.body.data.has_more) break
      }
      expect(got).toEqual(want)
    },
  )

  it('returns listing cards with the spec fields, in the language asked', async () => {
    const res = await props('limit=3', { ...AGENCY.headers, 'Content-Language': 'en' })
    const card = res.body.data.propertiesListing[0]
    for (const key of [
      'uls',
      'type',
      'address',
      'price',
      'url',
      'carousel_images',
      'property_image',
      'specs',
      'badge',
      'coords',
      'hover_id',
    ])
      expect(card).toHaveProperty(key)
    expect(card.url).toMatch(/^\/en\/properties\/[a-z0-9-]+-\d+$/)
    expect(card.carousel_images.length).toBeGreaterThan(0)
    expect(card.carousel_images[0]).toMatch(/^\/api\/media\/file\/listing-photo-\d\d\.jpg$/)
    expect(res.body.data.last_updated).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(res.body.data.propertiesListing).toHaveLength(3)
  })

  it('format=map gives markers for every match under 500, and the first cards', async () => {
    const res = await props(`format=map&listingLimit=10&order_by=price_desc&${LAVAL}`)
    expect(res.status).toBe(200)
    const want = expected(LAVAL)
    expect(res.body.data.total).toBe(want.length)
    expect(res.body.data.propertiesMap).toHaveLength(want.length)
    expect(res.body.data.propertiesMap.every((f: { type: string }) => f.type === 'property')).toBe(true)
    expect(res.body.data.propertiesListing.map((p: { uls: string }) => p.uls)).toEqual(
      sortRows(want, 'price_desc')
        .slice(0, 10)
        .map((r) => r.uls),
    )
  })

  it.each([
    ['price_min=abc', 'price_min'],
    ['bedrooms=-1', 'bedrooms'],
    ['type=yurt', 'type'],
    ['NorthEast_lat=46', 'NorthEast_lng'],
    ['order_by=random', 'order_by'],
    ['limit=0', 'limit'],
    ['sort=newest', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const res = await props(query)
    expect(res.status).toBe(400)
    expect(res.body.parameter).toBe(parameter)
    expect(res.body.error).toContain(parameter)
  })
})

describe('GET property/{uls}/tooltip', () => {
  const tip = (uls: string, headers: Record<string, string> = AGENCY.headers) =>
    callCore(tooltip, `agence-boreal/property/${uls}/tooltip`, { ...agency, uls }, '', headers, AGENCY.host)

  it('gives the tooltip record of a listing', async () => {
    const row = rows.find((r) => r.status === 'active')!
    const res = await tip(row.uls, { ...AGENCY.headers, 'Content-Language': 'en' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      uls: row.uls,
      price: row.price,
      specs: { bed: row.bedrooms, bath: row.bathrooms },
    })
    for (const key of ['address', 'carousel_images', 'type', 'url']) expect(res.body.data).toHaveProperty(key)
  })

  it('answers 404 JSON for an unknown listing (any RESO key may exist) and 400 for a key RESO cannot have', async () => {
    for (const key of ['99999999999', 'no such listing!']) {
      const missing = await tip(key)
      expect(missing.status).toBe(404)
      expect(missing.body.error).toBeTruthy()
    }
    const bad = await tip('x'.repeat(256))
    expect(bad.status).toBe(400)
    expect(bad.body.parameter).toBe('uls')
  })
})

describe('a parameter without a name (found by bench/fuzz-endpoints.ts)', () => {
  it('is refused with a 400 that names it, on every kind of core endpoint', async () => {
    for (const query of ['=1', '&=', '%5B%5D=14', 'format=count&=x', '+=0', '%20%20=1']) {
      const list = await props(query)
      expect(list.status, query).toBe(400)
      expect(list.body.parameter, query).toMatch(/\S/)
      expect(list.body.error, query).toContain(list.body.parameter)
    }
    const none = await callCore(municipalities, 'municipalities', {}, '=1')
    expect(none.status).toBe(400)
    expect(none.body.error).toBe('Invalid parameter: (no name) is given without a name (a stray "=")')
    const brackets = await callCore(searchFilters, 'demo/search-filters', demo, '%5B%5D=1')
    expect(brackets.body.parameter).toBe('[]')
  })
})
