import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseArea, parseSavedSearch, savedSearchQuery } from './saved-search'
import { emptyFilters } from './search-filters'

describe('saved search query', () => {
  it('reopens the filters, the map area and the sort it saved', () => {
    const area = { SouthWest_lat: 45.4, SouthWest_lng: -73.9, NorthEast_lat: 45.7, NorthEast_lng: -73.4 }
    const filters = { ...emptyFilters(), mun: ['66023'], bedrooms: 3, price_max: 600000, map_bounds: area }
    const back = parseSavedSearch(savedSearchQuery(filters, 'price_asc'))
    expect(back.sort).toBe('price_asc')
    expect(back.filters).toMatchObject({ mun: ['66023'], bedrooms: 3, price_max: 600000, map_bounds: area })
  })

  it('keeps any valid map area to five decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 88, noNaN: true }),
        fc.double({ min: -179, max: 178, noNaN: true }),
        (s, w) => {
          const b = { SouthWest_lat: s, SouthWest_lng: w, NorthEast_lat: s + 1, NorthEast_lng: w + 1 }
          const back = parseSavedSearch(savedSearchQuery({ ...emptyFilters(), map_bounds: b }, '')).filters.map_bounds
          expect(back?.SouthWest_lat).toBeCloseTo(s, 4)
          expect(back?.NorthEast_lng).toBeCloseTo(w + 1, 4)
        },
      ),
    )
  })

  it('drops a bad area or sort instead of failing', () => {
    expect(parseArea('1,2,3')).toBeNull()
    expect(parseArea('46,-73,45,-72')).toBeNull()
    expect(parseArea('x,y,z,w')).toBeNull()
    expect(parseSavedSearch('order_by=<script>&bedrooms=99999').sort).toBeNull()
    expect(parseSavedSearch('%%%').filters).toEqual(emptyFilters())
  })
})
