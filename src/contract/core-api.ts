/**
 * The core API's contract (spec 1 §7, spec 2 §3, §7): what its routes answer under `data`, written once.
 * The route handlers (src/app/api/swc) are typed against it, the listings search builds it, and the
 * browser (src/ui) reads it. Client-safe: types and constants only.
 */
export type Coords = { lat: number; lng: number }

export const badges = [
  'sold',
  'open-house',
  'new',
  'new-build',
  'rent',
  'foreclosed',
  'collection',
  'commercial',
] as const
export type Badge = (typeof badges)[number]

/** A listing card (search results, property blocks, similar listings). */
export type PropertyCard = {
  id: number
  hover_id: number
  uls: string
  /** Label in the request's language; the code is in type_code. */
  type: string
  type_code: string
  transaction: 'sale' | 'rent'
  status: string
  address: string
  municipality: { MUN_CODE: string; DESCRIPTION: string | null }
  price: number
  url: string
  carousel_images: string[]
  property_image: string | null
  specs: { bed: number; bath: number; area: number | null }
  badge: Badge | null
  /** Null when the feed gave none: no map marker. */
  coords: Coords | null
  listed_at: string
  updated_at: string
}

/** GET /shortlist?uls=…: a visitor's saved listings by key, any status, in the order asked; unknown keys as missing. */
export type ShortlistData = { properties: PropertyCard[]; missing: string[] }

/** GET /property/{uls}/tooltip: a marker's popup. */
export type Tooltip = Pick<PropertyCard, 'uls' | 'address' | 'carousel_images' | 'price' | 'specs' | 'type' | 'url'> & {
  id: number
  transaction: 'sale' | 'rent'
  badge: Badge | null
}

/** A map feature of a search: one listing, or a cluster when a viewport holds more than the feature limit. */
export type ListingFeature =
  | { type: 'property'; hover_id: number; uls: string; coords: Coords; price: number }
  | { type: 'cluster'; count: number; coords: Coords }

export type MunicipalityOption = { MUN_CODE: string; DESCRIPTION: string }
export type PropertyTypeOption = { code: string; label: string }

/** When the listings were last synchronised from the feed (ISO time), on every GET /properties answer. */
type Synced = { last_updated: string | null }

/** GET /properties?format=count */
export type CountData = { total: number } & Synced
/** GET /properties?format=map: the markers and the first cards. */
export type MapData = {
  total: number
  propertiesMap: ListingFeature[]
  propertiesListing: PropertyCard[]
  has_more: boolean
} & Synced
/** GET /properties?page&limit: one page of cards. */
export type ListingPageData = {
  propertiesListing: PropertyCard[]
  page: number
  limit: number
  has_more: boolean
} & Synced
/** GET /search-filters */
export type SearchFiltersData = {
  municipalities: MunicipalityOption[]
  property_types: PropertyTypeOption[]
  price_increments: readonly number[]
}
/** GET /municipalities (open) */
export type MunicipalitiesData = { municipalities: MunicipalityOption[] }

/**
 * The first results the server rendered into the page (issue 10) for the filters whose core API
 * parameters are `key` (`JSON.stringify(toApiParams(filters))`), sorted newest first.
 */
export type FirstResults = {
  key: string
  total: number
  list: PropertyCard[]
  features: ListingFeature[]
  more: boolean
}

/** First image URL of a listing (only the first media is shown on a card). */
export function firstImage(
  p: Pick<PropertyCard, 'carousel_images'> & { property_image?: string | null },
): string | null {
  return p.carousel_images[0] ?? p.property_image ?? null
}
