import 'server-only'
import type { ListingsDb } from '../db'

type SyncFigures = {
  source: string
  full: boolean
  started_at: number
  finished_at: number
  received: number
  inserted: number
  updated: number
  unchanged: number
  withdrawn: number
  rejected: number
}

/** Each import leaves a row: when it ran and what it changed. */
export async function recordSync(db: ListingsDb, s: SyncFigures): Promise<void> {
  await db.run(
    `INSERT INTO listing_syncs (source, full_feed, started_at, finished_at, received, inserted, updated, unchanged, withdrawn, rejected)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      s.source.slice(0, 500),
      s.full ? 1 : 0,
      s.started_at,
      s.finished_at,
      s.received,
      s.inserted,
      s.updated,
      s.unchanged,
      s.withdrawn,
      s.rejected,
    ],
  )
}

/** When listings were last synchronised (shown as "last updated"), or null before the first import. */
export async function lastSyncAt(db: ListingsDb): Promise<number | null> {
  const [row] = await db.all<{ t: number | string | null }>('SELECT max(finished_at) AS t FROM listing_syncs')
  return row?.t == null ? null : Number(row.t)
}
