import 'server-only'
import type { ListingsDb } from '../db'
import { SearchIndexBuilder, type IndexRow, type SearchIndex } from './search-index'

/**
 * The in-process search index of each database (docs/decisions/0008): loaded on first use in the
 * background (searches go to SQL meanwhile), used only while the sync log's version is the one
 * it was loaded at. Every write to the listings goes through importListings, which adds a
 * listing_syncs row in the same transaction, so a new row means the index is stale.
 */
type Holder = {
  index: SearchIndex | null
  version: number
  loading: Promise<SearchIndex | null> | null
  failedAt: number
  checkedAt: number
}

const holders = new WeakMap<object, Holder>()
const CHUNK = 50_000
const RETRY_AFTER_FAILURE_MS = 60_000
/** How often the sync version is read; 0 (default): on every search, it costs one primary-key lookup. */
const checkEveryMs = () => Number(process.env.LISTINGS_INDEX_CHECK_MS ?? 0)
export const searchIndexEnabled = () => process.env.LISTINGS_SEARCH_INDEX !== 'off'

const holderFor = (db: ListingsDb): Holder => {
  let h = holders.get(db.source)
  if (!h) holders.set(db.source, (h = { index: null, version: -1, loading: null, failedAt: 0, checkedAt: 0 }))
  return h
}

/** The sync log's version: its last row id (0 before any import). */
export async function syncVersion(db: ListingsDb): Promise<number> {
  const [row] = await db.all<{ v: number | string | null }>('SELECT max(id) AS v FROM listing_syncs')
  return Number(row?.v ?? 0)
}

const columns = [
  'id',
  'status',
  'transaction_type',
  'type_code',
  'mun_code',
  'price',
  'lat_e6',
  'lng_e6',
  'bedrooms',
  'bathrooms',
  'open_house_until',
  'listed_at',
]
  .map((c) => `l.${c}`)
  .join(', ')

/** Read every searchable listing, a chunk at a time, in one snapshot with the version it belongs to. */
async function load(db: ListingsDb): Promise<{ index: SearchIndex; version: number }> {
  return db.tx(async (tx) => {
    if (tx.dialect === 'postgres') await tx.run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const version = await syncVersion(tx)
    const builder = new SearchIndexBuilder()
    for (let after = -Infinity; ;) {
      const rows = await tx.all<IndexRow>(
        `SELECT ${columns}, d.list_agent_key, d.list_office_key FROM listings l LEFT JOIN listing_details d ON d.listing_id = l.id
         WHERE l.status IN ('active', 'sold') AND l.id > ? ORDER BY l.id LIMIT ${CHUNK}`,
        [Number.isFinite(after) ? after : -1],
      )
      builder.add(rows)
      if (rows.length < CHUNK) break
      after = Number(rows[rows.length - 1].id)
    }
    return { index: builder.build(), version }
  }, 'read')
}

function startLoad(db: ListingsDb, h: Holder): Promise<SearchIndex | null> {
  h.loading ??= load(db)
    .then(({ index, version }) => {
      h.index = index
      h.version = version
      return index
    })
    .catch((err) => {
      h.failedAt = Date.now()
      console.warn('[listings] search index not loaded, searching in SQL:', err instanceof Error ? err.message : err)
      return null
    })
    .finally(() => {
      h.loading = null
    })
  return h.loading
}

/**
 * The index when it is loaded and current, else null (the caller searches in SQL) after starting
 * a load in the background.
 */
export async function currentSearchIndex(db: ListingsDb): Promise<SearchIndex | null> {
  if (!searchIndexEnabled()) return null
  const h = holderFor(db)
  const now = Date.now()
  if (h.index && now - h.checkedAt < checkEveryMs()) return h.index
  const version = await syncVersion(db)
  h.checkedAt = now
  if (h.index && h.version === version) return h.index
  h.index = null // stale: never answer from it again
  if (!h.loading && now - h.failedAt > RETRY_AFTER_FAILURE_MS) void startLoad(db, h)
  return null
}

/**
 * The loaded index at once, with its version check still running (`current`: true when it is
 * still the sync log's version). A page reads its cards meanwhile and keeps them only if so.
 */
export function speculativeSearchIndex(db: ListingsDb): { index: SearchIndex; current: Promise<boolean> } | null {
  const index = searchIndexEnabled() ? holders.get(db.source)?.index : null
  return index ? { index, current: currentSearchIndex(db).then((now) => now === index) } : null
}

/** Load (or reload) the index now and wait for it: bench, tests, and warming up after an import. */
export async function loadSearchIndex(db: ListingsDb): Promise<SearchIndex | null> {
  const h = holderFor(db)
  if (h.loading) await h.loading
  const version = await syncVersion(db)
  if (h.index && h.version === version) return h.index
  h.index = null
  h.failedAt = 0
  return startLoad(db, h)
}

/** Forget the index (after writes made outside importListings). */
export function dropSearchIndex(db: ListingsDb): void {
  const h = holders.get(db.source)
  if (h) Object.assign(h, { index: null, version: -1 })
}
