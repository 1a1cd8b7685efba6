import 'server-only'
import type { ListingsDb } from './db'
import { ownedClause, type SiteListings } from './site-listings'

/** Listings per child sitemap: each has a French and an English URL, so 50,000 URLs at most. */
export const LISTINGS_PER_SITEMAP = 25_000
const BATCH = 5_000

export type SitemapListing = { id: number; uls: string; street: string; city: string | null; modified_at: number }

const onSite = (site: SiteListings) => {
  const owned = ownedClause(site, 'l')
  return owned ? { sql: ` AND ${owned.sql}`, params: owned.params } : { sql: '', params: [] }
}

/**
 * The first listing id of each child sitemap of a site: its active listings in id order, cut every
 * `per`. A child then reads from its start id by the primary key, whatever the size of the feed.
 */
export async function listingSitemapStarts(
  db: ListingsDb,
  site: SiteListings,
  per = LISTINGS_PER_SITEMAP,
): Promise<number[]> {
  const own = onSite(site)
  const rows = await db.all<{ id: number }>(
    `SELECT id FROM (SELECT l.id, ROW_NUMBER() OVER (ORDER BY l.id) AS rn FROM listings l WHERE l.status = 'active'${own.sql}) ranked WHERE (rn - 1) % ? = 0 ORDER BY id`,
    [...own.params, per],
  )
  return rows.map((r) => Number(r.id))
}

/** The site's active listings of one child sitemap (from `startId`, at most `count`), read in batches for streaming. */
export async function* activeListingsFrom(
  db: ListingsDb,
  site: SiteListings,
  startId: number,
  count = LISTINGS_PER_SITEMAP,
): AsyncGenerator<SitemapListing[]> {
  const own = onSite(site)
  let from = startId
  let left = count
  while (left > 0) {
    const rows = await db.all<SitemapListing>(
      `SELECT l.id, l.uls, l.street, m.description AS city, l.modified_at FROM listings l
       LEFT JOIN listing_municipalities m ON m.mun_code = l.mun_code
       WHERE l.status = 'active' AND l.id >= ?${own.sql} ORDER BY l.id LIMIT ?`,
      [from, ...own.params, Math.min(BATCH, left)],
    )
    if (!rows.length) return
    yield rows
    left -= rows.length
    from = Number(rows.at(-1)!.id) + 1
  }
}
