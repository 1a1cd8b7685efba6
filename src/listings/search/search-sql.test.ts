import { describe, expect, it } from 'vitest'
import type { ListingFilters } from './properties-query'
import { accessPath, lngBuckets, whereClause } from './search-sql'
import { ALL_LISTINGS, ownedBy } from '../site-listings'

const base: ListingFilters = {
  status: 'active',
  mun: [],
  type: [],
  price_min: null,
  price_max: null,
  bedrooms: null,
  bathrooms: null,
  transaction: null,
  open_house: false,
  bounds: null,
}
const bounds = { south: 45_400_000, north: 45_700_000, west: -73_900_000, east: -73_650_000 }

describe('whereClause', () => {
  it('always constrains status and transaction, binds everything else', () => {
    expect(whereClause(base, 0, ALL_LISTINGS)).toEqual({
      sql: "l.status = 'active' AND l.transaction_type IN ('sale', 'rent')",
      params: [],
    })
    const all = whereClause(
      {
        ...base,
        status: 'sold',
        transaction: 'rent',
        bounds,
        price_min: 1000,
        price_max: 2000,
        bedrooms: 2,
        bathrooms: 1,
        type: ['condo'],
        mun: ['65005', '66023'],
        open_house: true,
      },
      99,
      ALL_LISTINGS,
    )
    expect(all.sql).toBe(
      "l.status = 'sold' AND l.transaction_type = 'rent' AND (l.lng_e6 / 100000) IN (?, ?, ?, ?) AND l.lat_e6 BETWEEN ? AND ? AND l.lng_e6 BETWEEN ? AND ? AND l.price >= ? AND l.price <= ? AND l.bedrooms >= ? AND l.bathrooms >= ? AND l.type_code IN (?) AND l.mun_code IN (?, ?) AND l.open_house_until >= ?",
    )
    expect(all.params).toEqual([
      -739,
      -738,
      -737,
      -736,
      45_400_000,
      45_700_000,
      -73_900_000,
      -73_650_000,
      1000,
      2000,
      2,
      1,
      'condo',
      '65005',
      '66023',
      99,
    ])
  })
  it('keeps a site to the listings of its agent and office keys', () => {
    const own = whereClause(base, 0, ownedBy(['A1'], ['O1']))
    expect(own.sql).toContain(
      'l.id IN (SELECT listing_id FROM listing_details WHERE list_agent_key IN (?) UNION SELECT listing_id FROM listing_details WHERE list_office_key IN (?))',
    )
    expect(own.params).toEqual(['A1', 'O1'])
  })
})

describe('lngBuckets', () => {
  it('matches SQL integer division (toward zero) on both sides of the meridian', () => {
    expect(lngBuckets(-73_900_000, -73_650_001)).toEqual([-739, -738, -737, -736])
    expect(lngBuckets(-150_000, 250_000)).toEqual([-1, 0, 1, 2])
    for (const lng of [-73_899_999, -73_800_000, -73_650_001])
      expect(lngBuckets(-73_900_000, -73_650_001)).toContain(Math.trunc(lng / 100_000))
  })
  it('gives up on province-wide spans', () => {
    expect(lngBuckets(-80_400_000, -55_300_000)).toBeNull()
  })
})

describe('accessPath', () => {
  it('uses the R*Tree only for bounds alone, the open-house or municipality index when those are asked for', () => {
    expect(accessPath({ ...base, bounds }, ALL_LISTINGS)).toBe('rtree')
    expect(accessPath({ ...base, bounds, price_min: 1 }, ALL_LISTINGS)).toBe('search')
    expect(accessPath({ ...base, bounds, status: 'sold' }, ALL_LISTINGS)).toBe('search')
    expect(accessPath(base, ALL_LISTINGS)).toBe('search')
    expect(accessPath({ ...base, bounds, mun: ['65005'] }, ALL_LISTINGS)).toBe('mun')
    expect(accessPath({ ...base, bounds, mun: ['65005'], open_house: true }, ALL_LISTINGS)).toBe('open_house')
  })
  it('never uses the R*Tree alone for a site that shows only some listings', () => {
    expect(accessPath({ ...base, bounds }, ownedBy(['A1'], []))).toBe('search')
  })
})
