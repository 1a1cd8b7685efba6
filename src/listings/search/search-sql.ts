import type { OrderBy } from '../constants'
import type { Dialect, Param } from '../db'
import type { ListingFilters } from './properties-query'
import { ownedClause, type SiteListings } from '../site-listings'

export type Clause = { sql: string; params: Param[] }

/** Longitude bucket of the covering index `listings_cell_idx`: lng_e6 / 100000 (0.1°, truncated). */
export const LNG_BUCKET = 100_000
/** Past this many buckets (a province-wide view), scanning every bucket is as cheap as listing them. */
const MAX_BUCKETS = 120

/** The buckets a west–east span covers; SQL integer division truncates toward zero, as Math.trunc. */
export function lngBuckets(west: number, east: number): number[] | null {
  const from = Math.trunc(west / LNG_BUCKET)
  const to = Math.trunc(east / LNG_BUCKET)
  return to - from + 1 > MAX_BUCKETS ? null : Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

const list = (n: number) => Array(n).fill('?').join(', ')

/**
 * The WHERE clause of a search on `listings l`. Status and transaction are literals from closed
 * sets (so the planner sees them); every other value is bound. Transaction and the longitude
 * buckets are always spelled out so the covering index (status, transaction_type, bucket,
 * lat_e6…) reads only the viewport's columns of buckets. A site that shows only some listings adds
 * its condition last (decision 0025); for every listing the clause is unchanged.
 */
export function whereClause(f: ListingFilters, now: number, site: SiteListings): Clause {
  const parts = [`l.status = '${f.status === 'sold' ? 'sold' : 'active'}'`]
  const params: Param[] = []
  parts.push(
    f.transaction
      ? `l.transaction_type = '${f.transaction === 'rent' ? 'rent' : 'sale'}'`
      : `l.transaction_type IN ('sale', 'rent')`,
  )
  if (f.bounds) {
    const { south, north, west, east } = f.bounds
    const buckets = lngBuckets(west, east)
    if (buckets) {
      parts.push(`(l.lng_e6 / ${LNG_BUCKET}) IN (${list(buckets.length)})`)
      params.push(...buckets)
    }
    parts.push('l.lat_e6 BETWEEN ? AND ?', 'l.lng_e6 BETWEEN ? AND ?')
    params.push(south, north, west, east)
  } else if (f.located) parts.push('l.lat_e6 IS NOT NULL AND l.lng_e6 IS NOT NULL')
  if (f.price_min != null) {
    parts.push('l.price >= ?')
    params.push(f.price_min)
  }
  if (f.price_max != null) {
    parts.push('l.price <= ?')
    params.push(f.price_max)
  }
  if (f.bedrooms != null) {
    parts.push('l.bedrooms >= ?')
    params.push(f.bedrooms)
  }
  if (f.bathrooms != null) {
    parts.push('l.bathrooms >= ?')
    params.push(f.bathrooms)
  }
  if (f.type.length) {
    parts.push(`l.type_code IN (${list(f.type.length)})`)
    params.push(...f.type)
  }
  if (f.mun.length) {
    parts.push(`l.mun_code IN (${list(f.mun.length)})`)
    params.push(...f.mun)
  }
  if (f.open_house) {
    parts.push('l.open_house_until >= ?')
    params.push(now)
  }
  const owned = ownedClause(site)
  if (owned) {
    parts.push(owned.sql)
    params.push(...owned.params)
  }
  return { sql: parts.join(' AND '), params }
}

/** Only the default status and map bounds: the R*Tree alone can answer. */
export const onlyBounds = (f: ListingFilters) =>
  f.status === 'active' &&
  !!f.bounds &&
  !f.transaction &&
  f.price_min == null &&
  f.price_max == null &&
  f.bedrooms == null &&
  f.bathrooms == null &&
  !f.type.length &&
  !f.mun.length &&
  !f.open_house

/**
 * SQLite access paths, pinned: left to itself it joins the R*Tree to the wide listings rows
 * (~1.3 µs a row: 16 ms for a city, 80 ms for a region at 100k listings) or walks the price index
 * for a price filter, where a covering index answers without reading a row (1–3 ms).
 * PostgreSQL plans for itself over the same indexes.
 */
export type AccessPath = 'rtree' | FilterPath
export type FilterPath = 'open_house' | 'mun' | 'search'

/** The index that narrows a filtered search most: listings with open houses are few, then municipalities. */
export function filterPath(f: ListingFilters): FilterPath {
  if (f.open_house) return 'open_house'
  return f.mun.length ? 'mun' : 'search'
}

/** The R*Tree knows nothing of sites: only a search of every listing may use it alone. */
export function accessPath(f: ListingFilters, site: SiteListings): AccessPath {
  return site.all && onlyBounds(f) ? 'rtree' : filterPath(f)
}

const filterIndex: Record<FilterPath, string> = {
  open_house: 'listings_open_house_idx',
  mun: 'listings_mun_idx',
  search: 'listings_cell_idx',
}

export function fromListings(dialect: Dialect, path: FilterPath): string {
  return dialect === 'postgres' ? 'listings l' : `listings l INDEXED BY ${filterIndex[path]}`
}

/** The R*Tree's own bounds test (rtree_i32: exact integers, active listings only). */
export function rtreeClause(f: ListingFilters): Clause {
  const { south, north, west, east } = f.bounds!
  return {
    sql: 'r.min_lat >= ? AND r.max_lat <= ? AND r.min_lng >= ? AND r.max_lng <= ?',
    params: [south, north, west, east],
  }
}

export const orderColumns: Record<OrderBy, string> = {
  newest: 'l.listed_at DESC, l.id DESC',
  oldest: 'l.listed_at ASC, l.id ASC',
  price_desc: 'l.price DESC, l.id DESC',
  price_asc: 'l.price ASC, l.id ASC',
}

/** The covering index whose order is the sort order (SQLite): a page needs no sort and stops when full. */
export const orderIndex: Record<OrderBy, string> = {
  newest: 'listings_listed_idx',
  oldest: 'listings_listed_idx',
  price_desc: 'listings_price_idx',
  price_asc: 'listings_price_idx',
}
