import 'server-only'
import type { ListingsDb } from '../db'
import { MAX_WITHDRAWN_SHARE } from '../feed/import'
import { withdraw } from '../feed/import-sql'
import { recordSync } from '../feed/sync-log'

/**
 * Full key reconciliation: this feed's listings on sale (`listingSource`) whose key it no longer
 * holds become withdrawn, in one transaction with a listing_syncs row (so searches reload); listings
 * from a file or another feed are not its to withdraw. The file import's guard holds, counted on the
 * feed's own listings: more than half of them (and over 100) needs the editor's explicit go-ahead.
 */
export async function reconcileKeys(
  db: ListingsDb,
  feedKeys: Set<string>,
  opts: { source: string; listingSource: string; allowMassWithdrawal?: boolean; now?: number },
): Promise<number> {
  if (feedKeys.size === 0) throw new Error('The feed listed no ListingKey at all; nothing was withdrawn.')
  const startedAt = opts.now ?? Date.now()
  return db.tx(async (tx) => {
    const listed = await tx.all<{ id: number; uls: string }>(
      "SELECT id, uls FROM listings WHERE source = ? AND status <> 'withdrawn'",
      [opts.listingSource],
    )
    const stale = listed.filter((l) => !feedKeys.has(l.uls)).map((l) => Number(l.id))
    if (stale.length > 100 && stale.length > listed.length * MAX_WITHDRAWN_SHARE && !opts.allowMassWithdrawal) {
      throw new Error(
        `The feed would withdraw ${stale.length} of ${listed.length} listings; nothing was withdrawn. An editor must confirm it.`,
      )
    }
    if (!stale.length) return 0
    await withdraw(tx, stale, startedAt)
    await recordSync(tx, {
      source: opts.source,
      full: true,
      started_at: startedAt,
      finished_at: Math.max(Date.now(), startedAt),
      received: feedKeys.size,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      withdrawn: stale.length,
      rejected: 0,
    })
    return stale.length
  })
}
