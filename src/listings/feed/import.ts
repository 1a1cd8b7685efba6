import 'server-only'
import { createHash } from 'node:crypto'
import type { ListingsDb } from '../db'
import { dropIndexesForBulkLoad } from './bulk-indexes'
import { claim, upsertListings, withdraw, type Hashed, type ReplacedPhoto } from './import-sql'
import { municipalityLearner } from './municipalities'
import { ensureReferenceData } from './reference'
import { normalizeRecord, type RawRecord, type RecordError } from './reso'
import { recordSync } from './sync-log'
import { bumpGeneration } from '@/infra/page-generation'

export type FeedItem = { line: number; record: RawRecord; error?: string }
/** A full feed may withdraw at most this share of the listings on sale unless allowed: a cut-off file must not empty the site. */
export const MAX_WITHDRAWN_SHARE = 0.5

export type ImportOptions = {
  full: boolean
  source: string
  now?: number
  batchSize?: number
  allowMassWithdrawal?: boolean
  /** Who owns the listings written (`feed:<site>` for a RESO feed; `file`, the default, for a file import): a full feed withdraws only its own. */
  listingSource?: string
  /** Hears the stored photos that changed listings no longer list, once they are committed. */
  onPhotosReplaced?: (photos: ReplacedPhoto[]) => void
}
export type ImportReport = {
  source: string
  full: boolean
  received: number
  inserted: number
  updated: number
  unchanged: number
  withdrawn: number
  rejected: number
  errors: RecordError[]
  started_at: number
  finished_at: number
}

type Existing = { id: number; hash: string; status: string; source: string | null }

/** The report keeps this many problems; `rejected` still counts them all. */
const MAX_REPORTED = 10_000

type ExistingRow = { id: number; uls: string; content_hash: string; status: string; source: string | null }
const keyOf = (record: RawRecord) =>
  typeof record.ListingKey === 'string' || typeof record.ListingKey === 'number' ? String(record.ListingKey).trim() : ''

/**
 * The stored listings an import compares against: every one for a full feed (or a stream), only
 * those of its keys for a partial list such as a sync chunk (a few thousand among a million).
 */
async function existingListings(db: ListingsDb, items: FeedItem[] | null): Promise<Map<string, Existing>> {
  const select = 'SELECT id, uls, content_hash, status, source FROM listings'
  let rows: ExistingRow[]
  if (items && items.length <= 20_000) {
    const keys = [...new Set(items.map((i) => keyOf(i.record)).filter(Boolean))]
    rows = []
    for (let i = 0; i < keys.length; i += 500) {
      const part = keys.slice(i, i + 500)
      rows.push(...(await db.all<ExistingRow>(`${select} WHERE uls IN (${part.map(() => '?').join(', ')})`, part)))
    }
  } else rows = await db.all<ExistingRow>(select)
  return new Map(
    rows.map((r) => [r.uls, { id: Number(r.id), hash: r.content_hash, status: r.status, source: r.source }]),
  )
}

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64')

/**
 * Upsert a RESO feed by ListingKey. Unchanged records are not written (importing twice changes
 * nothing); bad records are reported (line, field, reason) and skipped; on a full feed, active or
 * sold listings the feed no longer holds become withdrawn.
 */
export async function importListings(
  db: ListingsDb,
  feed: Iterable<FeedItem> | AsyncIterable<FeedItem>,
  opts: ImportOptions,
): Promise<ImportReport> {
  const startedAt = opts.now ?? Date.now()
  const report: ImportReport = {
    source: opts.source,
    full: opts.full,
    received: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: 0,
    rejected: 0,
    errors: [],
    started_at: startedAt,
    finished_at: startedAt,
  }
  const replaced: ReplacedPhoto[] = []
  const owner = opts.listingSource ?? 'file'
  // One transaction: readers see the feed before or after, never half of it; SQLite keeps one warm connection.
  await db.tx(async (tx) => {
    if (tx.dialect === 'sqlite') await tx.run('PRAGMA cache_size = -131072')
    await ensureReferenceData(tx)
    const cities = await municipalityLearner(tx)
    const existing = await existingListings(tx, !opts.full && Array.isArray(feed) ? feed : null)
    const empty = existing.size === 0 && !(await tx.all('SELECT 1 FROM listings LIMIT 1')).length
    const rebuildIndexes = empty ? await dropIndexesForBulkLoad(tx) : null
    const seen = new Map<string, number>()
    let batch: Hashed[] = []
    let changedIds: number[] = []
    const claimed: number[] = []
    const flush = async () => {
      await cities.save()
      if (batch.length) replaced.push(...(await upsertListings(tx, batch, changedIds, owner)))
      batch = []
      changedIds = []
    }

    for await (const { line, record, error } of feed) {
      report.received++
      if (error) {
        report.rejected++
        if (report.errors.length < MAX_REPORTED)
          report.errors.push({ line, uls: null, field: '(record)', reason: error })
        continue
      }
      const key = keyOf(record)
      if (key && seen.has(key)) {
        report.rejected++
        if (report.errors.length < MAX_REPORTED)
          report.errors.push({
            line,
            uls: key,
            field: 'ListingKey',
            reason: `repeats the listing of line ${seen.get(key)}`,
          })
        continue
      }
      if (key) seen.set(key, line)
      const result = normalizeRecord(record, cities.resolve, startedAt)
      if (Array.isArray(result)) {
        report.rejected++
        if (report.errors.length < MAX_REPORTED) report.errors.push(...result.map((e) => ({ line, ...e })))
        continue
      }
      const hash = hashOf(result)
      const before = existing.get(result.uls)
      if (before && before.hash === hash && before.status === result.status) {
        report.unchanged++
        if (before.source !== owner) claimed.push(before.id)
        continue
      }
      if (before) {
        report.updated++
        changedIds.push(before.id)
      } else report.inserted++
      batch.push({ listing: result, hash })
      if (batch.length >= (opts.batchSize ?? 5000)) await flush()
    }
    await flush()
    await claim(tx, claimed, owner)
    await rebuildIndexes?.()

    if (opts.full && seen.size > 0) {
      // Only this source's listings: a file does not withdraw a feed's, nor the reverse (the guard counts its own).
      const own = [...existing].filter(([, e]) => e.status !== 'withdrawn' && e.source === owner)
      const stale = own.filter(([uls]) => !seen.has(uls)).map(([, e]) => e.id)
      const listed = own.length
      if (stale.length > 100 && stale.length > listed * MAX_WITHDRAWN_SHARE && !opts.allowMassWithdrawal) {
        throw new Error(
          `The feed would withdraw ${stale.length} of ${listed} listings; nothing was imported. Check the file, or allow it explicitly.`,
        )
      }
      await withdraw(tx, stale, startedAt)
      report.withdrawn = stale.length
    }
    report.finished_at = Math.max(Date.now(), startedAt)
    await recordSync(tx, report)
  })
  if (replaced.length) opts.onPhotosReplaced?.(replaced)
  // Cached search and listing pages show the import from the next request on (decision 0015).
  await bumpGeneration()
  // Fresh planner statistics (and, on PostgreSQL, the visibility map index-only scans need).
  if (report.inserted + report.updated + report.withdrawn > 1000) {
    await db
      .run(db.dialect === 'postgres' ? 'VACUUM (ANALYZE) listings' : 'ANALYZE listings')
      .catch((err) => console.warn('[listings import] statistics not refreshed:', err))
  }
  return report
}
