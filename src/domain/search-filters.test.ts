import { describe, expect, it } from 'vitest'
import {
  activeCount,
  activeKeys,
  castQuery,
  clearFilter,
  emptyFilters,
  filtersFromQuery,
  mergeFilters,
  parseNumber,
  replaceFilterQuery,
  sameBounds,
  searchHref,
  toApiParams,
  toUrlQuery,
  wantsReset,
  type UrlSearchFilters,
} from './search-filters'

const bounds = { NorthEast_lat: 46, NorthEast_lng: -72, SouthWest_lat: 45, SouthWest_lng: -74 }
const f = (patch: Partial<UrlSearchFilters>): UrlSearchFilters => ({ ...emptyFilters(), ...patch })

describe('casting from the URL query', () => {
  it('casts lists (sorted), numbers, text and boolean', () => {
    const q = new URLSearchParams(
      'mun=66023&mun=65005&type[]=condo&price_min=100000&price_max=500 000&bedrooms=2&bathrooms=1&forSaleForRent=buy&open_house=1',
    )
    expect(castQuery(q)).toEqual({
      mun: ['65005', '66023'],
      type: ['condo'],
      price_min: 100000,
      price_max: 500000,
      bedrooms: 2,
      bathrooms: 1,
      forSaleForRent: 'buy',
      open_house: true,
    })
  })
  it('accepts a plain object, comma-joined lists and leaves absent keys out', () => {
    expect(castQuery({ mun: ['b', 'a'], type: 'maison,condo' })).toEqual({ mun: ['a', 'b'], type: ['condo', 'maison'] })
    expect(castQuery({})).toEqual({})
    expect(castQuery({ open_house: '0' })).toEqual({ open_house: false })
  })
  it('merges over defaults; price_min 0 and price_max Infinity are unset', () => {
    expect(filtersFromQuery(new URLSearchParams('price_min=0&price_max=Infinity&mun=x'))).toEqual(f({ mun: ['x'] }))
    expect(filtersFromQuery({ bedrooms: 'abc' })).toEqual(emptyFilters())
  })
  it('parses prices after removing commas and spaces', () => {
    expect(parseNumber('1,250,000')).toBe(1250000)
    expect(parseNumber('1 250 000')).toBe(1250000)
    expect(parseNumber('')).toBeNull()
  })
  it('reads the reset_filters flag', () => {
    expect(wantsReset(new URLSearchParams('reset_filters=1'))).toBe(true)
    expect(wantsReset(new URLSearchParams('reset_filters'))).toBe(true)
    expect(wantsReset(new URLSearchParams('reset_filters=false'))).toBe(false)
    expect(wantsReset({ mun: 'x' })).toBe(false)
  })
})

describe('merge and count', () => {
  it('keeps the same object when nothing changes', () => {
    const a = f({ mun: ['a'] })
    expect(mergeFilters(a, { mun: ['a'] })).toBe(a)
    expect(mergeFilters(a, { bedrooms: 3 })).toEqual(f({ mun: ['a'], bedrooms: 3 }))
  })
  it('counts the active filters, price range once, bounds never', () => {
    expect(activeCount(emptyFilters())).toBe(0)
    expect(activeCount(f({ mun: ['a', 'b'], price_min: 1, price_max: 2, open_house: true, map_bounds: bounds }))).toBe(
      3,
    )
    expect(activeKeys(f({ price_min: 0, forSaleForRent: 'rent' }))).toEqual(['forSaleForRent'])
  })
  it('clears one filter', () => {
    expect(clearFilter(f({ mun: ['a'], bedrooms: 2 }), 'mun')).toEqual(f({ bedrooms: 2 }))
    expect(clearFilter(f({ price_min: 1, price_max: 9 }), 'price')).toEqual(emptyFilters())
    expect(clearFilter(f({ open_house: true }), 'open_house')).toEqual(emptyFilters())
  })
})

describe('serialisation', () => {
  it('builds API parameters: open_house=1 or omitted, bounds flattened', () => {
    expect(toApiParams(f({ mun: ['b', 'a'], open_house: true, map_bounds: bounds, price_max: 500000 }))).toEqual([
      ['mun[]', 'a'],
      ['mun[]', 'b'],
      ['price_max', '500000'],
      ['open_house', '1'],
      ['NorthEast_lat', '46'],
      ['NorthEast_lng', '-72'],
      ['SouthWest_lat', '45'],
      ['SouthWest_lng', '-74'],
    ])
    expect(toApiParams(f({ open_house: false }))).toEqual([])
  })
  it('writes only set values to the URL, never the map bounds', () => {
    expect(
      toUrlQuery(f({ mun: ['a', 'b'], bedrooms: 2, open_house: true, map_bounds: bounds, price_min: 0 })).toString(),
    ).toBe('mun=a&mun=b&bedrooms=2&open_house=1')
    expect(searchHref('/fr/proprietes', emptyFilters())).toBe('/fr/proprietes')
    expect(searchHref('/en/properties', f({ type: ['condo'] }))).toBe('/en/properties?type=condo')
  })
  it('round-trips through the URL', () => {
    const v = f({
      mun: ['a'],
      type: ['condo'],
      price_min: 1,
      price_max: 2,
      bedrooms: 3,
      bathrooms: 4,
      forSaleForRent: 'rent',
      open_house: true,
    })
    expect(filtersFromQuery(toUrlQuery(v))).toEqual(v)
  })
  it('replaces the filter part of a query, keeping the rest', () => {
    expect(replaceFilterQuery('?variant=2&mun=x&reset_filters=1', f({ mun: ['y'] }))).toBe('?variant=2&mun=y')
    expect(replaceFilterQuery('?mun=x', emptyFilters())).toBe('')
  })
  it('compares bounds', () => {
    expect(sameBounds(bounds, { ...bounds })).toBe(true)
    expect(sameBounds(bounds, { ...bounds, NorthEast_lat: 46.1 })).toBe(false)
    expect(sameBounds(null, null)).toBe(true)
  })
})

describe('unknown and invalid query values (issue 19)', () => {
  it('drops an unknown type code and keeps the other filters', () => {
    expect(filtersFromQuery(new URLSearchParams('type=Condo&type=maison&bedrooms=2'))).toEqual(
      f({ type: ['maison'], bedrooms: 2 }),
    )
    expect(castQuery(new URLSearchParams('type=Condo'))).toEqual({})
  })
  it('drops bad numbers, transactions, flags and municipality codes one by one', () => {
    const q = new URLSearchParams(
      'price_min=abc&price_max=1e9&bedrooms=-1&bathrooms=2.5&forSaleForRent=sell&open_house=maybe&mun=<x>&mun=66023',
    )
    expect(castQuery(q)).toEqual({ mun: ['66023'] })
  })
  it('unsets a price_max below price_min and caps values the API refuses', () => {
    expect(filtersFromQuery({ price_min: '500000', price_max: '100000' })).toEqual(f({ price_min: 500000 }))
    expect(filtersFromQuery({ price_min: '3000000000', bedrooms: '51' })).toEqual(emptyFilters())
  })
  it('cleans filters restored from the session as well', () => {
    const stored = {
      ...emptyFilters(),
      type: ['Condo', 'condo'],
      forSaleForRent: 'sell',
      bedrooms: 1.5,
    } as UrlSearchFilters
    expect(mergeFilters(emptyFilters(), stored)).toEqual(f({ type: ['condo'], bedrooms: 1 }))
  })
})
