import 'server-only'
import { asText } from '@/domain/text'
import type { ListingsDb } from '../db'
import type { Rejection } from './rejected-records'

export type FeedState = {
  /** JSON: where each resource's watermark was read from (`watermarkOrigins`). */
  origin: string | null
  watermarks: Record<string, number>
  last_full_at: number | null
  last_success_at: number | null
  failures: number
  alerted: string | null
}
export type RunFigures = {
  received: number
  inserted: number
  updated: number
  unchanged: number
  withdrawn: number
  rejected: number
}
export type RunStatus = 'running' | 'succeeded' | 'failed'

const num = (v: unknown) => (v == null ? null : Number(v))

/**
 * What each resource's watermark belongs to: the endpoint, and for Property whether photos come
 * with it. A watermark read elsewhere, or before photos were asked for, is not used: that resource
 * is read from the start.
 */
export function watermarkOrigins(endpoint: string, resources: string[]): Record<string, string> {
  const root = endpoint.replace(/\/+$/, '')
  return Object.fromEntries(
    resources
      .filter((r) => r !== 'Media')
      .map((r) => [r, r === 'Property' && resources.includes('Media') ? `${root} +Media` : root]),
  )
}

/**
 * Take the site's sync lock until `expiresAt`, unless another holder has it and it has not
 * expired. One UPDATE decides, so two instances starting at once cannot both win.
 */
export async function acquireLock(
  db: ListingsDb,
  siteId: number,
  holder: string,
  now: number,
  ttlMs: number,
): Promise<boolean> {
  await db.run('INSERT INTO listing_feed_state (site_id) VALUES (?) ON CONFLICT (site_id) DO NOTHING', [siteId])
  const won = await db.all(
    'UPDATE listing_feed_state SET lock_holder = ?, lock_expires_at = ? WHERE site_id = ? AND (lock_holder IS NULL OR lock_holder = ? OR lock_expires_at < ?) RETURNING site_id',
    [holder, now + ttlMs, siteId, holder, now],
  )
  return won.length === 1
}

export async function releaseLock(db: ListingsDb, siteId: number, holder: string): Promise<void> {
  await db.run(
    'UPDATE listing_feed_state SET lock_holder = NULL, lock_expires_at = NULL WHERE site_id = ? AND lock_holder = ?',
    [siteId, holder],
  )
}

export async function readState(db: ListingsDb, siteId: number): Promise<FeedState> {
  const [r] = await db.all<Record<string, unknown>>(
    'SELECT origin, watermarks, last_full_at, last_success_at, failures, alerted FROM listing_feed_state WHERE site_id = ?',
    [siteId],
  )
  return {
    origin: (r?.origin as string) ?? null,
    watermarks: r ? (JSON.parse(asText(r.watermarks || '{}')) as FeedState['watermarks']) : {},
    last_full_at: num(r?.last_full_at),
    last_success_at: num(r?.last_success_at),
    failures: Number(r?.failures ?? 0),
    alerted: (r?.alerted as string) ?? null,
  }
}

export async function saveState(db: ListingsDb, siteId: number, s: Partial<FeedState>): Promise<void> {
  const sets = Object.entries(s).map(([k, v]) => [k, k === 'watermarks' ? JSON.stringify(v) : v] as const)
  if (!sets.length) return
  await db.run(`UPDATE listing_feed_state SET ${sets.map(([k]) => `${k} = ?`).join(', ')} WHERE site_id = ?`, [
    ...sets.map(([, v]) => v as number | string | null),
    siteId,
  ])
}

export async function startRun(db: ListingsDb, siteId: number, kind: string, now: number): Promise<number> {
  const [row] = await db.all<{ id: number }>(
    "INSERT INTO listing_sync_runs (site_id, kind, status, started_at) VALUES (?, ?, 'running', ?) RETURNING id",
    [siteId, kind, now],
  )
  return Number(row.id)
}

/** Progress while running, the outcome at the end; `rejections` keeps the first 50 (resource, key, field, reason). */
export async function updateRun(
  db: ListingsDb,
  id: number,
  f: RunFigures,
  end?: { status: RunStatus; at: number; error?: string | null; rejections?: Rejection[] },
) {
  await db.run(
    `UPDATE listing_sync_runs SET received = ?, inserted = ?, updated = ?, unchanged = ?, withdrawn = ?, rejected = ?,
     status = ?, finished_at = ?, error = ?, rejections = ? WHERE id = ?`,
    [
      f.received,
      f.inserted,
      f.updated,
      f.unchanged,
      f.withdrawn,
      f.rejected,
      end?.status ?? 'running',
      end?.at ?? null,
      end?.error?.slice(0, 2000) ?? null,
      end?.rejections?.length ? JSON.stringify(end.rejections.slice(0, 50)) : null,
      id,
    ],
  )
}

export type SyncRun = RunFigures & {
  id: number
  kind: string
  status: RunStatus
  started_at: number
  finished_at: number | null
  error: string | null
  rejections: Rejection[]
}

/** A stored rejection; runs recorded before keys were kept hold one line of text each. */
const rejectionOf = (r: unknown): Rejection =>
  typeof r === 'string' ? { resource: '', key: null, field: '', reason: r } : (r as Rejection)

export async function recentRuns(db: ListingsDb, siteId: number, limit = 20): Promise<SyncRun[]> {
  const rows = await db.all<Record<string, unknown>>(
    'SELECT * FROM listing_sync_runs WHERE site_id = ? ORDER BY id DESC LIMIT ?',
    [siteId, limit],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    status: r.status as RunStatus,
    started_at: Number(r.started_at),
    finished_at: num(r.finished_at),
    received: Number(r.received),
    inserted: Number(r.inserted),
    updated: Number(r.updated),
    unchanged: Number(r.unchanged),
    withdrawn: Number(r.withdrawn),
    rejected: Number(r.rejected),
    error: (r.error as string) ?? null,
    rejections: r.rejections ? (JSON.parse(asText(r.rejections)) as unknown[]).map(rejectionOf) : [],
  }))
}
