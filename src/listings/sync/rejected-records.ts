import 'server-only'
import type { ListingsDb } from '../db'
import type { RawRecord } from '../feed/reso'

/** One record a sync rejected: its key when it has one, the field at fault and the import's reason. */
export type Rejection = { resource: string; key: string | null; field: string; reason: string }
/** A rejected record waiting for its retry (listing_feed_rejects). */
export type PendingReject = Rejection & {
  key: string
  first_rejected_at: number
  last_rejected_at: number
  attempts: number
}

/** The RESO field holding each resource's record key (what a retry asks the feed for). */
export const KEY_FIELD: Record<string, string> = { Property: 'ListingKey', Member: 'MemberKey', Office: 'OfficeKey' }

export const recordKey = (resource: string, r: RawRecord): string | null => {
  const v = r[KEY_FIELD[resource] ?? 'ListingKey']
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() || null : null
}

const CHUNK = 500

/**
 * After a chunk is committed: its rejected records are kept by key (first reason per record, the
 * attempt counted), and every other record of the chunk, imported now, leaves the list.
 */
export async function settleRejects(
  db: ListingsDb,
  siteId: number,
  resource: string,
  records: RawRecord[],
  rejections: Rejection[],
  now: number,
): Promise<void> {
  const byKey = new Map<string, Rejection>()
  for (const r of rejections) if (r.key && !byKey.has(r.key)) byKey.set(r.key, r)
  for (const r of byKey.values()) {
    await db.run(
      `INSERT INTO listing_feed_rejects (site_id, resource, record_key, field, reason, first_rejected_at, last_rejected_at, attempts)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1)
       ON CONFLICT (site_id, resource, record_key) DO UPDATE SET field = excluded.field, reason = excluded.reason,
         last_rejected_at = excluded.last_rejected_at, attempts = listing_feed_rejects.attempts + 1`,
      [siteId, resource, r.key!, r.field.slice(0, 200), r.reason.slice(0, 1000), now, now],
    )
  }
  const accepted = records.map((r) => recordKey(resource, r)).filter((k): k is string => k != null && !byKey.has(k))
  await forgetRejects(db, siteId, resource, accepted)
}

/** These keys leave the list (imported, or gone from the feed). */
export async function forgetRejects(db: ListingsDb, siteId: number, resource: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += CHUNK) {
    const part = keys.slice(i, i + CHUNK)
    await db.run(
      `DELETE FROM listing_feed_rejects WHERE site_id = ? AND resource = ? AND record_key IN (${part.map(() => '?').join(', ')})`,
      [siteId, resource, ...part],
    )
  }
}

/** Keys one run asks the feed for again (40 requests); the least recently tried go first, so all get their turn. */
export const MAX_RETRIES_PER_RUN = 2000

/** The keys of a resource's records rejected before `before` (not by the run asking), least recently tried first. */
export async function rejectedKeys(
  db: ListingsDb,
  siteId: number,
  resource: string,
  before: number,
  limit = MAX_RETRIES_PER_RUN,
): Promise<string[]> {
  const rows = await db.all<{ record_key: string }>(
    'SELECT record_key FROM listing_feed_rejects WHERE site_id = ? AND resource = ? AND last_rejected_at < ? ORDER BY last_rejected_at, record_key LIMIT ?',
    [siteId, resource, before, limit],
  )
  return rows.map((r) => r.record_key)
}

/** What the admin lists as waiting for a retry, newest rejection first. */
export async function pendingRejects(db: ListingsDb, siteId: number, limit = 200): Promise<PendingReject[]> {
  const rows = await db.all<Record<string, unknown>>(
    'SELECT * FROM listing_feed_rejects WHERE site_id = ? ORDER BY last_rejected_at DESC, record_key LIMIT ?',
    [siteId, limit],
  )
  return rows.map((r) => ({
    resource: String(r.resource),
    key: String(r.record_key),
    field: String(r.field),
    reason: String(r.reason),
    first_rejected_at: Number(r.first_rejected_at),
    last_rejected_at: Number(r.last_rejected_at),
    attempts: Number(r.attempts),
  }))
}
