/**
 * A saved search's query (decision 0046): the search page's filters as its URL holds them, plus the map area
 * (`area=south,west,north,east`) and the sort (`order_by`), so the search page reopens them as they were.
 */
import { filtersFromQuery, toUrlQuery, type MapBounds, type UrlSearchFilters } from './search-filters'

export const AREA_PARAM = 'area'
export const SORT_PARAM = 'order_by'

const coordinate = (n: number, limit: number) => Number.isFinite(n) && Math.abs(n) <= limit

/** The map area of a query's `area`, when it is four coordinates in order (south < north, west < east). */
export function parseArea(raw: string | null): MapBounds | null {
  if (!raw) return null
  const parts = raw.split(',').map(Number)
  if (parts.length !== 4) return null
  const [s, w, n, e] = parts as [number, number, number, number]
  if (![s, n].every((v) => coordinate(v, 90)) || ![w, e].every((v) => coordinate(v, 180))) return null
  if (s >= n || w >= e) return null
  return { SouthWest_lat: s, SouthWest_lng: w, NorthEast_lat: n, NorthEast_lng: e }
}

const round = (n: number) => String(Number(n.toFixed(5)))

/** The saved query of the search page's state. */
export function savedSearchQuery(filters: UrlSearchFilters, sort: string): string {
  const q = toUrlQuery(filters)
  const b = filters.map_bounds
  if (b) q.set(AREA_PARAM, [b.SouthWest_lat, b.SouthWest_lng, b.NorthEast_lat, b.NorthEast_lng].map(round).join(','))
  if (sort) q.set(SORT_PARAM, sort)
  return q.toString()
}

/** The filters (map area included) and the sort a saved query holds; unknown or bad values are left out. */
export function parseSavedSearch(query: string): { filters: UrlSearchFilters; sort: string | null } {
  const q = new URLSearchParams(query)
  const sort = q.get(SORT_PARAM)
  return {
    filters: { ...filtersFromQuery(q), map_bounds: parseArea(q.get(AREA_PARAM)) },
    sort: sort && /^[a-z_]{1,20}$/.test(sort) ? sort : null,
  }
}
