import 'server-only'
import { createHash } from 'node:crypto'
import type { ListingsDb } from '../db'
import { dropIndexesForBulkLoad } from './bulk-indexes'
import { upsertListings, withdraw, type Hashed, type ReplacedPhoto } from './import-sql'
import { cityResolver, ensureReferenceData } from './reference'
import { normalizeRecord, type RawRecord, type RecordError } from './reso'
import { recordSync } from './sync-log'
import { bumpGeneration } from '@/infra/page-generation'

export type FeedItem = { line: number; record: RawRecord; error?: string }
/** A full feed may withdraw at most this share of the listings on sale unless allowed: a cut-off file must not empty the site. */
export const MAX_WITHDRAWN_SHARE = 0.5

export type ImportOptions = {
  full: boolean; source: string; now?: number; batchSize?: number; allowMassWithdrawal?: boolean
  /** Hears the stored photos that changed listings no longer list, once they are committed. */
  onPhotosReplaced?: (photos: ReplacedPhoto[]) => void
}
export type ImportReport = {
  source: string; full: boolean; received: number; inserted: number; updated: number; unchanged: number
  withdrawn: number; rejected: number; errors: RecordError[]; started_at: number; finished_at: number
}

type Existing = { id: number; hash: string; status: string }

/** The report keeps this many problems; `rejected` still counts them all. */
const MAX_REPORTED = 10_000

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64')

/**
 * Upsert a RESO feed by ListingKey. Unchanged records are not written (importing twice changes
 * nothing); bad records are reported (line, field, reason) and skipped; on a full feed, active or
 * sold listings the feed no longer holds become withdrawn.
 */
export async function importListings(db: ListingsDb, feed: Iterable<FeedItem> | AsyncIterable<FeedItem>, opts: ImportOptions): Promise<ImportReport> {
  const startedAt = opts.now ?? Date.now()
  const report: ImportReport = {
    source: opts.source, full: opts.full, received: 0, inserted: 0, updated: 0, unchanged: 0, withdrawn: 0, rejected: 0,
    errors: [], started_at: startedAt, finished_at: startedAt,
  }
  const replaced: ReplacedPhoto[] = []
  // One transaction: readers see the feed before or after, never half of it; SQLite keeps one warm connection.
  await db.tx(async (tx) => {
    if (tx.dialect === 'sqlite') await tx.run('PRAGMA cache_size = -131072')
    await ensureReferenceData(tx)
    const resolveCity = await cityResolver(tx)
    const existing = new Map<string, Existing>()
    for (const r of await tx.all<{ id: number; uls: string; content_hash: string; status: string }>('SELECT id, uls, content_hash, status FROM listings')) {
      existing.set(r.uls, { id: Number(r.id), hash: r.content_hash, status: r.status })
    }
    const rebuildIndexes = existing.size === 0 ? await dropIndexesForBulkLoad(tx) : null
    const seen = new Map<string, number>()
    let batch: Hashed[] = []
    let changedIds: number[] = []
    const flush = async () => {
      if (batch.length) replaced.push(...(await upsertListings(tx, batch, changedIds)))
      batch = []
      changedIds = []
    }

    for await (const { line, record, error } of feed) {
      report.received++
      if (error) {
        report.rejected++
        if (report.errors.length < MAX_REPORTED) report.errors.push({ line, uls: null, field: '(record)', reason: error })
        continue
      }
      const key = typeof record.ListingKey === 'string' || typeof record.ListingKey === 'number' ? String(record.ListingKey).trim() : ''
      if (key && seen.has(key)) {
        report.rejected++
        if (report.errors.length < MAX_REPORTED) report.errors.push({ line, uls: key, field: 'ListingKey', reason: `repeats the listing of line ${seen.get(key)}` })
        continue
      }
      if (key) seen.set(key, line)
      const result = normalizeRecord(record, resolveCity)
      if (Array.isArray(result)) {
        report.rejected++
        if (report.errors.length < MAX_REPORTED) report.errors.push(...result.map((e) => ({ line, ...e })))
        continue
      }
      const hash = hashOf(result)
      const before = existing.get(result.uls)
      if (before && before.hash === hash && before.status === result.status) {
        report.unchanged++
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
    await rebuildIndexes?.()

    if (opts.full && seen.size > 0) {
      const stale = [...existing].filter(([uls, e]) => e.status !== 'withdrawn' && !seen.has(uls)).map(([, e]) => e.id)
      const listed = [...existing.values()].filter((e) => e.status !== 'withdrawn').length
      if (stale.length > 100 && stale.length > listed * MAX_WITHDRAWN_SHARE && !opts.allowMassWithdrawal) {
        throw new Error(`The feed would withdraw ${stale.length} of ${listed} listings; nothing was imported. Check the file, or allow it explicitly.`)
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
    await db.run(db.dialect === 'postgres' ? 'VACUUM (ANALYZE) listings' : 'ANALYZE listings').catch((err) => console.warn('[listings import] statistics not refreshed:', err))
  }
  return report
}
