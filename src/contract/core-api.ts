/** The core API contract as the browser reads it (spec 1 §7, spec 2 §3, §7). */
export type Coords = { lat: number; lng: number }
export type Specs = { bed?: number | string | null; bath?: number | string | null; area?: number | string | null }
export type CarouselImage = string | { url: string; alt?: string | null }

export type Property = {
  id?: number | string
  hover_id?: number | string
  uls: string
  /** Label in the request's language; the code is in type_code. */
  type: string
  type_code?: string | null
  transaction?: 'sale' | 'rent' | null
  status?: string | null
  municipality?: { MUN_CODE: string; DESCRIPTION: string | null } | null
  listed_at?: string | null
  updated_at?: string | null
  address: string
  price: number | null
  url: string
  carousel_images?: CarouselImage[] | null
  property_image?: string | null
  specs?: Specs | null
  badge?: string | null
  coords?: Coords | null
  forSaleForRent?: string | null
}

/** A map feature: one listing, or a cluster when a viewport holds more than the feature limit. */
export type MapFeature = {
  type?: 'property' | 'cluster'
  id?: number | string
  hover_id?: number | string
  uls?: string | null
  coords: Coords
  count?: number | null
  price?: number | null
  /** Tooltip text of a marker that is not a listing (e.g. content markers). */
  label?: string | null
}

export type Tooltip = {
  uls: string
  address: string
  carousel_images?: CarouselImage[] | null
  price: number | null
  specs?: Specs | null
  type: string
  url: string
  transaction?: 'sale' | 'rent' | null
  badge?: string | null
}

export type Municipality = { MUN_CODE: string; DESCRIPTION: string }
export type PropertyTypeOption = { code: string; label: string }

export type SearchFiltersData = {
  municipalities: Municipality[]
  property_types: PropertyTypeOption[]
  price_increments?: number[] | null
}

/**
 * The first results the server rendered into the page (issue 10) for the filters whose core API
 * parameters are `key` (`JSON.stringify(toApiParams(filters))`), sorted newest first.
 */
export type FirstResults = { key: string; total: number; list: Property[]; features: MapFeature[]; more: boolean }

export type CountResponse = { total: number }
export type MapResponse = { total?: number; propertiesMap: MapFeature[]; propertiesListing: Property[]; has_more?: boolean }
export type PageResponse = { total?: number; propertiesListing: Property[]; has_more?: boolean }

/** First image URL of a listing (only the first media is shown on a card). */
export function firstImage(p: Pick<Property, 'carousel_images' | 'property_image'>): string | null {
  const first = p.carousel_images?.[0]
  if (first) return typeof first === 'string' ? first : first.url
  return p.property_image ?? null
}
