import { propertyTypeCodes, type PropertyTypeCode } from '@/domain/property-types'
import type { UrlSearchFilters } from '@/domain/search-filters'

/** Map bounds as integer micro-degrees (the stored precision). */
export type Bounds = { south: number; north: number; west: number; east: number }

/** The filters of a core API properties query, parsed and checked (the page URL's form is `UrlSearchFilters`). */
export type ListingFilters = {
  status: 'active' | 'sold'
  mun: string[]
  type: PropertyTypeCode[]
  price_min: number | null
  price_max: number | null
  bedrooms: number | null
  bathrooms: number | null
  transaction: 'sale' | 'rent' | null
  open_house: boolean
  bounds: Bounds | null
  /** Only listings with coordinates (set by map searches: a listing without them has no marker). */
  located?: boolean
}

const isTypeCode = (t: string): t is PropertyTypeCode => (propertyTypeCodes as readonly string[]).includes(t)

/**
 * The core API's filters for page-URL filters already normalised (`filtersFromQuery`, `normalize`:
 * what is left is a query the API accepts): what `parsePropertiesQuery` makes of their `toApiParams`,
 * built directly (the search page's first results, issue 10).
 */
export function listingFilters(f: UrlSearchFilters, status: ListingFilters['status'] = 'active'): ListingFilters {
  const b = f.map_bounds
  const micro = (v: number) => Number(v.toFixed(6)) * 1e6
  return {
    status,
    mun: [...new Set(f.mun)].sort(),
    type: [...new Set(f.type.filter(isTypeCode))].sort(),
    // Stored prices are whole dollars: rounding inward keeps the same listings.
    price_min: f.price_min ? Math.ceil(f.price_min) : null,
    price_max: f.price_max == null ? null : Math.floor(f.price_max),
    bedrooms: f.bedrooms || null,
    bathrooms: f.bathrooms || null,
    transaction: f.forSaleForRent === 'buy' ? 'sale' : f.forSaleForRent === 'rent' ? 'rent' : null,
    open_house: f.open_house,
    bounds: b
      ? {
          south: Math.ceil(micro(b.SouthWest_lat) - 1e-6),
          north: Math.floor(micro(b.NorthEast_lat) + 1e-6),
          west: Math.ceil(micro(b.SouthWest_lng) - 1e-6),
          east: Math.floor(micro(b.NorthEast_lng) + 1e-6),
        }
      : null,
  }
}
