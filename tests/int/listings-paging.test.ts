import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as properties } from '@/app/api/swc/[microsite_id]/properties/route'
import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { SORT_BELOW } from '@/listings/search/search'
import { AGENCY, callCore } from './helpers/core-api'
import { testPayload } from './helpers/db'
import { addListings, allListings, matches, sortRows, type OracleRow } from './helpers/listings-oracle'

/** Enough listings that dense searches walk the sorted index and sparse ones sort: both give the same pages. */
let payload: Payload
let rows: OracleRow[]
let remove: () => Promise<void>

beforeAll(async () => {
  payload = await testPayload()
  remove = await addListings(payload, 6000, 81_000_000)
  rows = await allListings(payload)
})
afterAll(async () => remove())

// Through the agency site's host: it shows every listing (decision 0025).
const props = (query: string) =>
  callCore(
    properties,
    'agence-boreal/properties',
    { microsite_id: AGENCY.microsite_id },
    query,
    AGENCY.headers,
    AGENCY.host,
  )
const expected = (query: string) =>
  rows.filter((r) => matches(r, parsePropertiesQuery(new URLSearchParams(query)).filters, Date.now()))

describe('paging over thousands of listings', () => {
  it.each([
    [
      'dense (walks the sorted index)',
      'NorthEast_lat=46.2&NorthEast_lng=-72.8&SouthWest_lat=45.0&SouthWest_lng=-74.6',
      true,
    ],
    ['sparse (sorts the few matches)', 'type=condo&forSaleForRent=rent&bedrooms=2', false],
    ['by municipality', 'mun=montreal&mun=laval', null],
  ])('%s: pages match the listings in every order', async (_, filters, dense) => {
    const want = expected(filters)
    if (dense !== null) expect(want.length >= SORT_BELOW).toBe(dense)
    for (const order of ['newest', 'oldest', 'price_desc', 'price_asc'] as const) {
      for (const page of [1, 3, 40]) {
        const res = await props(`${filters}&order_by=${order}&page=${page}&limit=25`)
        expect(res.status).toBe(200)
        const slice = sortRows(want, order)
          .slice((page - 1) * 25, page * 25)
          .map((r) => r.uls)
        expect(
          res.body.data.propertiesListing.map((p: { uls: string }) => p.uls),
          `${order} page ${page}`,
        ).toEqual(slice)
        expect(res.body.data.has_more).toBe(want.length > page * 25)
      }
    }
  })

  it('clusters a viewport of thousands into at most 500 features that add up to the total', async () => {
    const filters = 'NorthEast_lat=46.2&NorthEast_lng=-72.8&SouthWest_lat=45.0&SouthWest_lng=-74.6&price_min=100000'
    const res = await props(`format=map&${filters}`)
    expect(res.status).toBe(200)
    const { total, propertiesMap } = res.body.data
    expect(total).toBe(expected(filters).length)
    expect(total).toBeGreaterThan(500)
    expect(propertiesMap.length).toBeLessThanOrEqual(500)
    const counted = propertiesMap.reduce(
      (n: number, f: { type: string; count?: number }) => n + (f.type === 'cluster' ? f.count! : 1),
      0,
    )
    expect(counted).toBe(total)
    expect(propertiesMap.some((f: { type: string }) => f.type === 'cluster')).toBe(true)
    const bare = await props('format=map&NorthEast_lat=46.2&NorthEast_lng=-72.8&SouthWest_lat=45.0&SouthWest_lng=-74.6')
    const sum = bare.body.data.propertiesMap.reduce(
      (n: number, f: { type: string; count?: number }) => n + (f.type === 'cluster' ? f.count! : 1),
      0,
    )
    expect(sum).toBe(bare.body.data.total)
  })
})
