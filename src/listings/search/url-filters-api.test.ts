import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filtersFromQuery, toApiParams, toUrlQuery } from '@/domain/search-filters'
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
})
