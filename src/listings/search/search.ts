import 'server-only'
import type { Locale } from '@/domain/locales'
import { MAX_MAP_FEATURES, type OrderBy } from '../constants'
import { toCard, type ListingRow, type PropertyCard } from './cards'
import { clusterFeatures, gridFor, pointFeature, type CellRow, type MapFeature, type PointRow } from './clusters'
import type { ListingsDb } from '../db'
import type { ListingFilters } from './properties-query'
import type { SearchIndex } from './search-index'
import { currentSearchIndex, speculativeSearchIndex } from './search-index-load'
import type { SiteListings } from '../site-listings'
import {
  accessPath,
  filterPath,
  fromListings,
  orderColumns,
  orderIndex,
  rtreeClause,
  whereClause,
  type Clause,
} from './search-sql'

/**
 * index: undefined → the in-process index when current (else SQL); null → SQL only; or that index.
 * listings: the site's listings (src/listings/site-listings.ts): every search serves one site.
 */
export type SearchCtx = { db: ListingsDb; now: number; listings: SiteListings; index?: SearchIndex | null }
type Ctx = SearchCtx

const indexOf = (ctx: Ctx) => (ctx.index !== undefined ? ctx.index : currentSearchIndex(ctx.db))
/** Deeper pages than this come from SQL: the in-process heap would grow with the offset. */
export const MAX_INDEX_PAGE_DEPTH = 5000

/** How many listings match (spec: format=count → data.total). */
export async function countListings(ctx: Ctx, f: ListingFilters): Promise<number> {
  const index = await indexOf(ctx)
  if (index) return index.count(f, ctx.now, ctx.listings)
  const { db, now } = ctx
  if (db.dialect === 'sqlite' && accessPath(f, ctx.listings) === 'rtree') {
    const r = rtreeClause(f)
    const [row] = await db.all<{ n: number }>(`SELECT count(*) AS n FROM listings_rtree r WHERE ${r.sql}`, r.params)
    return Number(row.n)
  }
  const w = whereClause(f, now, ctx.listings)
  const [row] = await db.all<{ n: number | string }>(
    `SELECT count(*) AS n FROM ${fromListings(db.dialect, filterPath(f))} WHERE ${w.sql}`,
    w.params,
  )
  return Number(row.n)
}

/** Below this many matches a page is cheaper to sort than to find by walking the sorted index. */
export const SORT_BELOW = 3000

type SortKeys = { id: number | string; listed_at: number | string; price: number | string }

/**
 * Every match with its sort keys when fewer than SORT_BELOW match, else null. The count stops at
 * SORT_BELOW inside the database: where matches are dense, no row travels back for nothing.
 */
async function fewMatches(db: ListingsDb, from: string, w: Clause): Promise<SortKeys[] | null> {
  const [row] = await db.all<{ n: number | string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${w.sql} LIMIT ?) AS p`,
    [...w.params, SORT_BELOW],
  )
  if (Number(row.n) >= SORT_BELOW) return null
  return db.all<SortKeys>(`SELECT l.id, l.listed_at, l.price FROM ${from} WHERE ${w.sql}`, w.params)
}

const byOrder: Record<OrderBy, (a: SortKeys, b: SortKeys) => number> = {
  newest: (a, b) => Number(b.listed_at) - Number(a.listed_at) || Number(b.id) - Number(a.id),
  oldest: (a, b) => Number(a.listed_at) - Number(b.listed_at) || Number(a.id) - Number(b.id),
  price_desc: (a, b) => Number(b.price) - Number(a.price) || Number(b.id) - Number(a.id),
  price_asc: (a, b) => Number(a.price) - Number(b.price) || Number(a.id) - Number(b.id),
}

/**
 * Ids of one page in the requested order. Few matches: they come back from the filter index with
 * their sort keys and are sorted here. Many: walk the index kept in that order
 * (covering, no sort) until the page is full, a plan forced with INDEXED BY on SQLite and
 * `enable_sort = off` on PostgreSQL, whose row estimates for viewports are too far off to choose
 * (bucket and longitude ranges are counted as independent).
 */
async function pageIds(ctx: Ctx, f: ListingFilters, order: OrderBy, limit: number, offset: number): Promise<number[]> {
  const index = await indexOf(ctx)
  if (index && offset + limit <= MAX_INDEX_PAGE_DEPTH)
    return index.pageIds(f, ctx.now, order, limit, offset, ctx.listings)
  const { db, now } = ctx
  const w = whereClause(f, now, ctx.listings)
  const filterFrom = fromListings(db.dialect, filterPath(f))
  const params = [...w.params, limit, offset]
  const walk = `WHERE ${w.sql} ORDER BY ${orderColumns[order]} LIMIT ? OFFSET ?`
  const page = (few: SortKeys[]) => few.sort(byOrder[order]).slice(offset, offset + limit)
  let rows: Array<{ id: number | string }>
  if (db.dialect === 'sqlite') {
    const few = await fewMatches(db, filterFrom, w)
    rows = few ? page(few) : await db.all(`SELECT l.id FROM listings l INDEXED BY ${orderIndex[order]} ${walk}`, params)
  } else {
    // A page is a few rows: starting parallel workers costs more (~6 ms here) than the walk itself.
    rows = await db.tx(async (tx) => {
      await tx.run('SET LOCAL max_parallel_workers_per_gather = 0')
      const few = await fewMatches(tx, filterFrom, w)
      if (few) return page(few)
      await tx.run('SET LOCAL enable_sort = off')
      return tx.all(`SELECT l.id FROM listings l ${walk}`, params)
    })
  }
  return rows.map((r) => Number(r.id))
}

const marks = (n: number) => Array(n).fill('?').join(', ')

/** Cards for listing ids, in the order given (ids the caller already found on its site). */
export async function cardsFor(
  { db, now }: { db: ListingsDb; now: number },
  ids: number[],
  locale: Locale,
): Promise<PropertyCard[]> {
  if (!ids.length) return []
  // Both at once: on PostgreSQL they run on two pooled connections.
  const [rows, photoRows] = await Promise.all([
    db.all<ListingRow>(
      `SELECT l.id, l.uls, l.status, l.transaction_type, l.type_code, l.mun_code, m.description AS city, l.street, l.postal_code, l.price,
         l.lat_e6, l.lng_e6, l.bedrooms, l.bathrooms, l.area, l.badge, l.open_house_until, l.listed_at, l.modified_at
       FROM listings l LEFT JOIN listing_municipalities m ON m.mun_code = l.mun_code WHERE l.id IN (${marks(ids.length)})`,
      ids,
    ),
    db.all<{ listing_id: number; url: string }>(
      `SELECT listing_id, url FROM listing_photos WHERE listing_id IN (${marks(ids.length)}) ORDER BY listing_id, position`,
      ids,
    ),
  ])
  const photos = new Map<number, string[]>()
  for (const p of photoRows) {
    const key = Number(p.listing_id)
    photos.set(key, [...(photos.get(key) ?? []), p.url])
  }
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toCard(row, photos.get(id) ?? [], locale, now)] : []
  })
}

export type ListingPage = { propertiesListing: PropertyCard[]; page: number; limit: number; has_more: boolean }

/** One page of cards (spec: page + limit → data.propertiesListing). */
export async function listPage(
  ctx: Ctx,
  f: ListingFilters,
  order: OrderBy,
  page: number,
  limit: number,
  locale: Locale,
): Promise<ListingPage> {
  const offset = (page - 1) * limit
  const guess =
    ctx.index === undefined && offset + limit + 1 <= MAX_INDEX_PAGE_DEPTH ? speculativeSearchIndex(ctx.db) : null
  if (guess) {
    // Cards are read while the sync version is checked (one round trip less); kept only if no import came in between.
    const ids = guess.index.pageIds(f, ctx.now, order, limit + 1, offset, ctx.listings)
    const [current, cards] = await Promise.all([guess.current, cardsFor(ctx, ids.slice(0, limit), locale)])
    if (current) return { propertiesListing: cards, page, limit, has_more: ids.length > limit }
  }
  const ids = await pageIds(ctx, f, order, limit + 1, offset)
  return {
    propertiesListing: await cardsFor(ctx, ids.slice(0, limit), locale),
    page,
    limit,
    has_more: ids.length > limit,
  }
}

/** Listings per grid cell of the viewport (one pass over the covering index, or the R*Tree alone). */
async function gridCells({ db, now, index, listings }: Ctx, f: ListingFilters): Promise<CellRow[]> {
  if (index) return index.cells(f, now, listings)
  const g = gridFor(f.bounds)
  const cellParams = [g.originLat, g.cellLat, g.originLng, g.cellLng]
  if (db.dialect === 'sqlite' && accessPath(f, listings) === 'rtree') {
    const r = rtreeClause(f)
    return db.all<CellRow>(
      `SELECT CAST((r.min_lat - ?) / ? AS INTEGER) AS cy, CAST((r.min_lng - ?) / ? AS INTEGER) AS cx, count(*) AS n, sum(r.min_lat) AS slat, sum(r.min_lng) AS slng, min(r.id) AS id
       FROM listings_rtree r WHERE ${r.sql} GROUP BY cy, cx`,
      [...cellParams, ...r.params],
    )
  }
  const w = whereClause(f, now, listings)
  return db.all<CellRow>(
    `SELECT CAST((l.lat_e6 - ?) / ? AS INTEGER) AS cy, CAST((l.lng_e6 - ?) / ? AS INTEGER) AS cx, count(*) AS n, sum(l.lat_e6) AS slat, sum(l.lng_e6) AS slng, min(l.id) AS id
     FROM ${fromListings(db.dialect, filterPath(f))} WHERE ${w.sql} GROUP BY 1, 2`,
    [...cellParams, ...w.params],
  )
}

/** Markers for the viewport: every listing up to 500, else the grid's clusters (a cell of one stays a marker). */
export async function mapFeatures(ctx: Ctx, f: ListingFilters): Promise<{ total: number; features: MapFeature[] }> {
  const { db, now } = ctx
  f = { ...f, located: true }
  const index = await indexOf(ctx)
  const cells = await gridCells({ ...ctx, index }, f)
  const total = cells.reduce((n, c) => n + Number(c.n), 0)
  if (total <= MAX_MAP_FEATURES) {
    const ids = index?.ids(f, now, ctx.listings)
    const w = whereClause(f, now, ctx.listings)
    const points = ids
      ? ids.length
        ? await db.all<PointRow>(
            `SELECT id, uls, lat_e6, lng_e6, price FROM listings WHERE id IN (${marks(ids.length)}) ORDER BY id`,
            ids,
          )
        : []
      : await db.all<PointRow>(
          `SELECT l.id, l.uls, l.lat_e6, l.lng_e6, l.price FROM ${fromListings(db.dialect, filterPath(f))} WHERE ${w.sql} ORDER BY l.id`,
          w.params,
        )
    return { total, features: points.map(pointFeature) }
  }
  const singleIds = cells.filter((c) => Number(c.n) === 1).map((c) => Number(c.id))
  const singles = singleIds.length
    ? await db.all<PointRow>(
        `SELECT id, uls, lat_e6, lng_e6, price FROM listings WHERE id IN (${marks(singleIds.length)})`,
        singleIds,
      )
    : []
  return { total, features: clusterFeatures(cells, new Map(singles.map((p) => [Number(p.id), p]))) }
}

/**
 * format=map: total, markers or clusters, and the first cards of the list. A listing without
 * coordinates has no marker; without bounds it is still in the list and its total, as in the pages
 * that follow (format=list), so paging stays consistent.
 */
export async function mapSearch(ctx: Ctx, f: ListingFilters, order: OrderBy, listingLimit: number, locale: Locale) {
  const index = await indexOf(ctx)
  ctx = { ...ctx, index }
  const unplaced = !f.bounds && (!index || index.hasUnlocated)
  const [map, first, total] = await Promise.all([
    mapFeatures(ctx, f),
    listPage(ctx, f, order, 1, listingLimit, locale),
    unplaced ? countListings(ctx, f) : null,
  ])
  return {
    total: total ?? map.total,
    propertiesMap: map.features,
    propertiesListing: first.propertiesListing,
    has_more: first.has_more,
  }
}
