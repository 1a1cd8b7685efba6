import type { Coords } from '@/contract/core-api'

/**
 * What a map shows: the core API's listing features and clusters (ListingFeature), or markers of a
 * block's own content (a label, no listing).
 */
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
