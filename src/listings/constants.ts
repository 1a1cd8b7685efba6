export { propertyTypeCodes, propertyTypeLabel, propertyTypes, type PropertyTypeCode } from '@/domain/property-types'

/** Where a listing photo stored as a media file is served (src/listings/sync/photo-store.ts); feed photos are absolute URLs. */
export const STORED_PHOTO_PATH = '/api/media/file/'

export const statuses = ['active', 'sold', 'withdrawn'] as const
export type ListingStatus = (typeof statuses)[number]

export const transactions = ['sale', 'rent'] as const
export type Transaction = (typeof transactions)[number]

export { badges, type Badge } from '@/contract/core-api'

/** Search sort options; the spec also spells the price ones with a dash. */
export const orderBys = ['newest', 'oldest', 'price_desc', 'price_asc'] as const
export type OrderBy = (typeof orderBys)[number]

/** Default price increments (spec 2 §9): 0–500 000 by 25 000, 550 000–1 000 000 by 50 000, then 2M…10M. */
export const priceIncrements: readonly number[] = Object.freeze([
  ...Array.from({ length: 21 }, (_, i) => i * 25_000),
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
])

/** Listing search page size (spec 2 §9) and the caps the API accepts. */
export const DEFAULT_PAGE_SIZE = 25
export const MAX_PAGE_SIZE = 100
/** format=map returns at most this many features; beyond it, clusters. */
export const MAX_MAP_FEATURES = 500
/** A listing counts as "new" this long after it was listed. */
export const NEW_LISTING_MS = 7 * 24 * 3600 * 1000
