import { describe, expect, it } from 'vitest'
import { parsePropertiesQuery } from './properties-query'
import { BadParameter } from './query-params'

const parse = (qs: string) => parsePropertiesQuery(new URLSearchParams(qs))
const badParameter = (qs: string) => {
  try {
    parse(qs)
  } catch (e) {
    if (e instanceof BadParameter) return e.parameter
    throw e
  }
  return null
}

describe('parsePropertiesQuery', () => {
  it('defaults to a first page of 25 active listings, newest first', () => {
    expect(parse('')).toEqual({
      filters: {
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
      },
      format: 'list',
      order_by: 'newest',
      page: 1,
      limit: 25,
    })
  })

  it('reads every filter, lists in both spellings, and the unset values of the spec', () => {
    const q = parse(
      'mun[]=65005&mun[]=66023&mun=65005&type=condo,maison&price_min=0&price_max=Infinity&bedrooms=3&bathrooms=0&forSaleForRent=rent&open_house=1&order_by=price-desc&page=3&limit=10',
    )
    expect(q.filters).toMatchObject({
      mun: ['65005', '66023'],
      type: ['condo', 'maison'],
      price_min: null,
      price_max: null,
      bedrooms: 3,
      bathrooms: null,
      transaction: 'rent',
      open_house: true,
    })
    expect(q).toMatchObject({ order_by: 'price_desc', page: 3, limit: 10, format: 'list' })
    expect(parse('price_min=250,000&price_max=500 000').filters).toMatchObject({ price_min: 250000, price_max: 500000 })
    expect(parse('price_min=1.5&price_max=2.75').filters).toMatchObject({ price_min: 2, price_max: 2 })
    expect(parse('format=map&listingLimit=40')).toMatchObject({ format: 'map', limit: 40 })
  })

  it('turns map bounds into micro-degrees, inclusive', () => {
    const q = parse('NorthEast_lat=45.7&NorthEast_lng=-73.4&SouthWest_lat=45.4&SouthWest_lng=-73.9')
    expect(q.filters.bounds).toEqual({ south: 45_400_000, north: 45_700_000, west: -73_900_000, east: -73_400_000 })
  })

  it.each([
    ['price_min=abc', 'price_min'],
    ['price_min=-5', 'price_min'],
    ['price_max=1e9', 'price_max'],
    ['price_min=2147483648', 'price_min'],
    ['price_min=500000&price_max=100000', 'price_max'],
    ['bedrooms=2.5', 'bedrooms'],
    ['bathrooms=99', 'bathrooms'],
    ['type=igloo', 'type'],
    ['mun=%27%3B drop', 'mun'],
    ['forSaleForRent=lease', 'forSaleForRent'],
    ['open_house=yes', 'open_house'],
    ['format=csv', 'format'],
    ['order_by=cheapest', 'order_by'],
    ['page=0', 'page'],
    ['limit=1000', 'limit'],
    ['page=1&page=2', 'page'],
    ['format=count&page=2', 'page'],
    ['listingLimit=5', 'listingLimit'],
    ['NorthEast_lat=45', 'NorthEast_lng'],
    ['NorthEast_lat=95&NorthEast_lng=-73&SouthWest_lat=45&SouthWest_lng=-74', 'NorthEast_lat'],
    ['NorthEast_lat=44&NorthEast_lng=-73&SouthWest_lat=45&SouthWest_lng=-74', 'NorthEast_lat'],
    ['NorthEast_lat=46&NorthEast_lng=-75&SouthWest_lat=45&SouthWest_lng=-74', 'NorthEast_lng'],
    ['NorthEast_lat=4.6e1&NorthEast_lng=-73&SouthWest_lat=45&SouthWest_lng=-74', 'NorthEast_lat'],
    ['pricemin=5', 'pricemin'],
    ['toString=1', 'toString'],
    ['__proto__=1', '__proto__'],
    ['constructor=1', 'constructor'],
  ])('%s → 400 naming %s', (qs, parameter) => {
    expect(badParameter(qs)).toBe(parameter)
  })
})
