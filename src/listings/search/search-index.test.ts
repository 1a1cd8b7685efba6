import { describe, expect, it } from 'vitest'
import type { ListingFilters } from './properties-query'
import { SearchIndexBuilder, STRIP, type IndexRow } from './search-index'
import { ALL_LISTINGS, ownedBy } from '../site-listings'

const none: ListingFilters = {
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
const row = (id: number, lat: number, lng: number, extra: Partial<IndexRow> = {}): IndexRow => ({
  id,
  status: 'active',
  transaction_type: 'sale',
  type_code: 'maison',
  mun_code: '66023',
  price: 100_000 * id,
  lat_e6: lat,
  lng_e6: lng,
  bedrooms: 3,
  bathrooms: 1,
  open_house_until: null,
  listed_at: 1000 + (id % 3),
  ...extra,
})

function indexOf(rows: IndexRow[]) {
  const b = new SearchIndexBuilder()
  b.add(rows.slice(0, 2))
  b.add(rows.slice(2))
  return b.build()
}

describe('SearchIndex', () => {
  // Points on both sides of strip edges (negative longitudes round down) and on the box's edges.
  const rows = [
    row(1, 45_500_000, -73_600_000),
    row(2, 45_500_000, -73_600_000 - 1),
    row(3, 45_500_000, -73_600_000 + STRIP),
    row(4, 45_600_000, -73_580_001),
    row(5, 45_400_000, -73_500_000, { transaction_type: 'rent', type_code: 'condo' }),
    row(6, 45_450_000, -73_550_000, { status: 'sold' }),
    row(7, 45_450_000, -73_550_000, { status: 'withdrawn' }),
    row(8, 45_450_000, -73_550_000, { open_house_until: 5000, bedrooms: 400, mun_code: '65005' }),
  ]
  const idx = indexOf(rows)
  const box = { south: 45_400_000, north: 45_500_000, west: -73_600_000, east: -73_500_000 }

  it('counts with inclusive bounds across strips and filters', () => {
    expect(idx.count(none, 0)).toBe(6)
    expect(idx.count({ ...none, bounds: box }, 0)).toBe(4) // 1, 3, 5, 8 (2 is west, 4 north)
    expect(idx.count({ ...none, bounds: box, transaction: 'rent' }, 0)).toBe(1)
    expect(idx.count({ ...none, type: ['condo', 'chalet'] }, 0)).toBe(1)
    expect(idx.count({ ...none, mun: ['65005', 'nowhere'] }, 0)).toBe(1)
    expect(idx.count({ ...none, bedrooms: 50 }, 0)).toBe(1) // kept in a byte, clamped at 255
    expect(idx.count({ ...none, open_house: true }, 5000)).toBe(1)
    expect(idx.count({ ...none, open_house: true }, 5001)).toBe(0)
    expect(idx.count({ ...none, status: 'sold' }, 0)).toBe(1)
    expect(idx.count({ ...none, price_min: 300_000, price_max: 500_000 }, 0)).toBe(3)
  })

  it.each([
    ['walking the sorted positions', 20_000],
    ['scanning into a heap', 0],
  ])('pages in each order with ties broken by id, %s', (_, budget) => {
    idx.walkBudget = budget
    expect(idx.pageIds(none, 0, 'price_desc', 3, 0)).toEqual([8, 5, 4])
    expect(idx.pageIds(none, 0, 'price_asc', 2, 1)).toEqual([2, 3])
    // listed_at = 1000 + id % 3: ties between 1, 4 and 2, 5, 8 and 3
    expect(idx.pageIds(none, 0, 'newest', 6, 0)).toEqual([8, 5, 2, 4, 1, 3])
    expect(idx.pageIds(none, 0, 'oldest', 6, 0)).toEqual([3, 1, 4, 2, 5, 8])
    expect(idx.pageIds(none, 0, 'oldest', 5, 4)).toEqual([5, 8])
  })

  it('groups matches into grid cells that add up to the count', () => {
    const cells = idx.cells({ ...none, bounds: box }, 0)
    expect(cells.reduce((n, c) => n + Number(c.n), 0)).toBe(4)
    expect(idx.cells(none, 0).reduce((n, c) => n + Number(c.n), 0)).toBe(6)
    expect(idx.ids({ ...none, bounds: box }, 0)).toEqual([1, 3, 5, 8])
  })

  describe('for one site (decision 0025)', () => {
    // Agents A1 (ids 1–3), A2 (4–6) and none (7, 8); offices O1 (1, 4) and O2 (the rest).
    const keyed = rows.map((r) => ({
      ...r,
      list_agent_key: Number(r.id) <= 3 ? 'A1' : Number(r.id) <= 6 ? 'A2' : null,
      list_office_key: [1, 4].includes(Number(r.id)) ? 'O1' : 'O2',
    }))
    const many = indexOf([
      ...keyed,
      ...Array.from({ length: 200 }, (_, i) => row(100 + i, 46_000_000 + i, -72_000_000, { list_agent_key: 'A9' })),
    ])

    it('counts, pages and maps only the listings of its agent and office keys', () => {
      const a1 = ownedBy(['A1'], [])
      expect(many.count(none, 0, a1)).toBe(3)
      expect(many.count({ ...none, bounds: box }, 0, a1)).toBe(2) // 1 and 3
      expect(many.count(none, 0, ownedBy(['A2'], ['O1']))).toBe(3) // 1 by its office, 4 and 5 (6 is sold)
      expect(many.count(none, 0, ownedBy(['nobody'], []))).toBe(0)
      expect(many.count(none, 0, ALL_LISTINGS)).toBe(206)
      expect(many.ids({ ...none, bounds: box }, 0, ownedBy(['A2'], ['O1']))).toEqual([1, 5])
      expect(many.cells(none, 0, a1).reduce((n, c) => n + Number(c.n), 0)).toBe(3)
    })

    it.each([
      ['walking the sorted positions', 20_000],
      ['scanning into a heap', 0],
    ])('pages in order, %s, for a site showing many or few listings', (_, budget) => {
      many.walkBudget = budget
      expect(many.pageIds(none, 0, 'price_desc', 2, 0, ownedBy(['A1', 'A2'], []))).toEqual([5, 4])
      expect(many.pageIds(none, 0, 'price_asc', 3, 1, ownedBy(['A9'], []))).toEqual([101, 102, 103])
      expect(many.pageIds({ ...none, open_house: true }, 5000, 'newest', 5, 0, ownedBy([], ['O2']))).toEqual([8])
      expect(many.pageIds({ ...none, open_house: true }, 5000, 'newest', 5, 0, ownedBy(['A1'], []))).toEqual([])
    })
  })
})

describe('SearchIndex: listings without coordinates', () => {
  const rows = [
    row(1, 45_500_000, -73_600_000),
    row(2, 45_510_000, -73_590_000, { open_house_until: 9000 }),
    row(3, null as never, null as never, { mun_code: 'sutton' }),
    row(4, null as never, null as never, { mun_code: 'sutton', open_house_until: 9000 }),
  ]
  const idx = indexOf(rows)
  const box = { south: -90_000_000, north: 90_000_000, west: -180_000_000, east: 180_000_000 }

  it('are found by searches without bounds, in lists and pages', () => {
    expect(idx.count(none, 0)).toBe(4)
    expect(idx.count({ ...none, mun: ['sutton'] }, 0)).toBe(2)
    expect(idx.pageIds({ ...none, mun: ['sutton'] }, 0, 'price_asc', 10, 0)).toEqual([3, 4])
    expect(idx.count({ ...none, open_house: true }, 0)).toBe(2)
  })

  it('stay out of bounds and map searches: no marker, no cell, not in the map extent', () => {
    expect(idx.count({ ...none, bounds: box }, 0)).toBe(2)
    expect(idx.count({ ...none, located: true }, 0)).toBe(2)
    expect(idx.count({ ...none, located: true, open_house: true }, 0)).toBe(1)
    expect(idx.ids({ ...none, located: true }, 0)).toEqual([1, 2])
    expect(idx.pageIds({ ...none, located: true }, 0, 'newest', 10, 0).sort()).toEqual([1, 2])
    expect(idx.cells({ ...none, located: true }, 0).reduce((n, c) => n + Number(c.n), 0)).toBe(2)
    expect(idx.cells(none, 0).reduce((n, c) => n + Number(c.n), 0)).toBe(2)
  })

  it('an index of only such listings answers maps with nothing', () => {
    const only = indexOf([row(3, null as never, null as never), row(4, null as never, null as never)])
    expect(only.cells({ ...none, located: true }, 0)).toEqual([])
    expect(only.count({ ...none, located: true }, 0)).toBe(0)
    expect(only.count(none, 0)).toBe(2)
  })
})
