import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, orderBys, propertyTypeCodes, type OrderBy } from '../constants'
import { flag, many, one, parseQuery, wholeNumber } from './query-params'
import { MUN_CODE } from '@/domain/municipality-code'
import type { ListingFilters } from '@/contract/listing-filters'

/** The query's filters are the contract's (src/contract/listing-filters.ts), shared with the search page's first results. */
export type { Bounds, ListingFilters } from '@/contract/listing-filters'

export type PropertiesQuery = {
  filters: ListingFilters
  format: 'count' | 'map' | 'list'
  order_by: OrderBy
  page: number
  limit: number
}

/** Prices may carry thousands separators (spec: parsed after removing commas and spaces). */
const MAX_PRICE = 2_000_000_000
const amount = z
  .string()
  .transform((s) => s.replace(/[,\s]/g, ''))
  .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be an amount in dollars'))
  .transform(Number)
  .pipe(z.number().max(MAX_PRICE, `must be at most ${MAX_PRICE}`))
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, 'must be a decimal number of degrees')
    .transform(Number)
    .pipe(z.number().min(-limit, `must be at least -${limit}`).max(limit, `must be at most ${limit}`))
const boundNames = ['NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng'] as const

const schema = z
  .object({
    mun: many(z.string().regex(MUN_CODE, 'holds a value that is not a municipality code')).optional(),
    type: many(
      z.enum(propertyTypeCodes, `holds a value that is not one of ${propertyTypeCodes.join(', ')}`),
      7,
    ).optional(),
    price_min: one(amount),
    price_max: one(
      z.union([z.literal('Infinity').transform(() => null), amount], 'must be an amount in dollars or Infinity'),
    ),
    bedrooms: one(wholeNumber(0, 50)),
    bathrooms: one(wholeNumber(0, 50)),
    forSaleForRent: one(z.enum(['buy', 'rent'], 'must be buy or rent')),
    open_house: one(flag),
    NorthEast_lat: one(coordinate(90)),
    NorthEast_lng: one(coordinate(180)),
    SouthWest_lat: one(coordinate(90)),
    SouthWest_lng: one(coordinate(180)),
    status: one(z.enum(['active', 'sold'], 'must be active or sold')),
    format: one(z.enum(['count', 'map'], 'must be count or map')),
    order_by: one(z.enum([...orderBys, 'price-desc', 'price-asc'], `must be one of ${orderBys.join(', ')}`)),
    page: one(wholeNumber(1, 10_000)),
    limit: one(wholeNumber(1, MAX_PAGE_SIZE)),
    listingLimit: one(wholeNumber(1, MAX_PAGE_SIZE)),
  })
  .superRefine((q, ctx) => {
    const given = boundNames.filter((n) => q[n] !== undefined)
    if (given.length > 0 && given.length < 4) {
      for (const n of boundNames.filter((b) => q[b] === undefined))
        ctx.addIssue({ code: 'custom', path: [n], message: 'is required with the other map bounds' })
    }
    if (given.length === 4 && q.NorthEast_lat! < q.SouthWest_lat!)
      ctx.addIssue({ code: 'custom', path: ['NorthEast_lat'], message: 'is south of SouthWest_lat' })
    if (given.length === 4 && q.NorthEast_lng! < q.SouthWest_lng!)
      ctx.addIssue({ code: 'custom', path: ['NorthEast_lng'], message: 'is west of SouthWest_lng' })
    if (q.price_min !== undefined && q.price_max != null && q.price_max < q.price_min)
      ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'is below price_min' })
    if (q.format !== 'map' && q.listingLimit !== undefined)
      ctx.addIssue({ code: 'custom', path: ['listingLimit'], message: 'only applies with format=map' })
    for (const n of ['page', 'limit'] as const) {
      if (q.format && q[n] !== undefined)
        ctx.addIssue({ code: 'custom', path: [n], message: `does not apply with format=${q.format}` })
    }
  })

/** Validate GET /properties parameters (spec 2 §7); throws BadParameter naming the first bad one. */
export function parsePropertiesQuery(params: URLSearchParams): PropertiesQuery {
  const q = parseQuery(schema, params)
  const bounds =
    q.NorthEast_lat === undefined
      ? null
      : {
          south: Math.ceil(q.SouthWest_lat! * 1e6 - 1e-6),
          north: Math.floor(q.NorthEast_lat * 1e6 + 1e-6),
          west: Math.ceil(q.SouthWest_lng! * 1e6 - 1e-6),
          east: Math.floor(q.NorthEast_lng! * 1e6 + 1e-6),
        }
  const format = q.format ?? 'list'
  return {
    filters: {
      status: q.status ?? 'active',
      mun: [...new Set(q.mun ?? [])].sort(),
      type: [...new Set(q.type ?? [])].sort(),
      // Stored prices are whole dollars: rounding inward keeps the same listings.
      price_min: q.price_min ? Math.ceil(q.price_min) : null,
      price_max: q.price_max == null ? null : Math.floor(q.price_max),
      bedrooms: q.bedrooms ? q.bedrooms : null,
      bathrooms: q.bathrooms ? q.bathrooms : null,
      transaction: q.forSaleForRent === 'buy' ? 'sale' : q.forSaleForRent === 'rent' ? 'rent' : null,
      open_house: q.open_house ?? false,
      bounds,
    },
    format,
    order_by: (q.order_by?.replace('-', '_') ?? 'newest') as OrderBy,
    page: q.page ?? 1,
    limit: (format === 'map' ? q.listingLimit : q.limit) ?? DEFAULT_PAGE_SIZE,
  }
}
