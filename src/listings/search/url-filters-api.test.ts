import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listingFilters } from '@/contract/listing-filters'
import { filtersFromQuery, toApiParams, toUrlQuery, type MapBounds } from '@/domain/search-filters'
import { parsePropertiesQuery } from './properties-query'

/** The search page's URL parsing (domain) and the core API's validator (here) agree (issue 19). */
describe('URL filters against the core API validator', () => {
  it('any query string gives API parameters the API accepts, and a clean URL that reads back the same', () => {
    const key = fc.constantFrom(
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
      'page',
      'x',
    )
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'condo',
        'Condo',
        'maison',
        '66023',
        'buy',
        'rent',
        '1',
        '0',
        'Infinity',
        '-5',
        '1e21',
        '2,500,000',
        '0.001',
      ),
      fc.nat().map(String),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const filters = filtersFromQuery(new URLSearchParams(pairs))
        expect(() => parsePropertiesQuery(new URLSearchParams(toApiParams(filters)))).not.toThrow()
        expect(filtersFromQuery(toUrlQuery(filters))).toEqual(filters)
      }),
      { numRuns: 300 },
    )
  })

  it('the contract builds the same filters the API parses from their parameters (no query string between)', () => {
    const degrees = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true })
    const bounds = fc.tuple(degrees(90), degrees(90), degrees(180), degrees(180)).map(([a, b, c, d]): MapBounds => ({
      SouthWest_lat: Math.min(a, b),
      NorthEast_lat: Math.max(a, b),
      SouthWest_lng: Math.min(c, d),
      NorthEast_lng: Math.max(c, d),
    }))
    const query = fc.record({
      mun: fc.array(fc.constantFrom('66023', '65005', 'laval', 'x y'), { maxLength: 3 }),
      type: fc.array(fc.constantFrom('condo', 'maison', 'castle'), { maxLength: 3 }),
      price_min: fc.constantFrom('', '0', '250000', '2,500,000.5', '-5'),
      price_max: fc.constantFrom('', 'Infinity', '900000', '100000.99'),
      bedrooms: fc.constantFrom('', '0', '3', '51'),
      forSaleForRent: fc.constantFrom('', 'buy', 'rent', 'sell'),
      open_house: fc.constantFrom('', '1', '0'),
    })
    fc.assert(
      fc.property(query, fc.option(bounds), (q, map_bounds) => {
        const filters = { ...filtersFromQuery(q), map_bounds }
        const parsed = parsePropertiesQuery(new URLSearchParams(toApiParams(filters))).filters
        expect(listingFilters(filters)).toEqual(parsed)
      }),
      { numRuns: 300 },
    )
  })
})
