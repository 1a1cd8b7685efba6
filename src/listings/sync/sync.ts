import 'server-only'
import { asText } from '@/domain/text'
import type { ListingsDb } from '../db'
import { importDirectory } from '../feed/directory-import'
import { importListings, type FeedItem } from '../feed/import'
import type { ReplacedPhoto } from '../feed/import-sql'
import type { RawRecord } from '../feed/reso'
import { alertFor, type AlertKind } from './alert-rules'
import { anyOf } from './media'
import { attachMedia, photoSource, resourcesOffered } from './media-source'
import { readAll } from './paged-read'
import { reconcileKeys } from './reconcile'
import { forgetRejects, KEY_FIELD, recordKey, rejectedKeys, settleRejects, type Rejection } from './rejected-records'
import type { ResoClient } from './reso-client'
import { serviceShape } from './reso-metadata'
import { odataTimestamp } from './retry'
import {
  acquireLock,
  readState,
  releaseLock,
  saveState,
  startRun,
  updateRun,
  watermarkOrigins,
  type RunFigures,
} from './sync-state'

export type ResoResource = 'Property' | 'Member' | 'Office' | 'Media'
export type SyncOptions = {
  siteId: number
  holder: string
  resources: ResoResource[]
  /** Records per OData page ($top) and per committed chunk (one transaction, then the watermark moves). */
  pageSize?: number
  chunkSize?: number
  /** Run the full key reconciliation now, or when the last one is older than this. */
  full?: boolean
  /** Read every record again from the start (the watermarks are ignored): an administrator's "read everything again". */
  reread?: boolean
  /** Hears the run's id once this instance holds the lock and the run is recorded. */
  onStarted?: (runId: number) => void
  reconcileEveryMs?: number
  allowMassWithdrawal?: boolean
  lockTtlMs?: number
  onProgress?: (f: RunFigures & { at: number }) => void
  notify?: (kind: AlertKind, detail: string) => Promise<void>
  /** Stores the photos of these committed listings (feed URLs → media); never fails the sync. */
  photos?: (listingKeys: string[]) => Promise<void>
  /** After `photos`: deletes the stored photos changed listings no longer list; never fails the sync. */
  prunePhotos?: (replaced: ReplacedPhoto[]) => Promise<void>
}
export type SyncResult =
  { status: 'skipped' } | ({ status: 'succeeded' | 'failed'; runId: number; error: string | null } & RunFigures)

const DAY = 24 * 60 * 60 * 1000
/** Each resource's key (RESO Data Dictionary): the tie-break of the reading order. */
export const RESOURCE_KEYS: Record<ResoResource, string> = {
  Property: 'ListingKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  Media: 'MediaKey',
}
const modifiedAt = (r: RawRecord) => {
  const t = Date.parse(asText(r.ModificationTimestamp))
  return Number.isFinite(t) ? t : null
}

/**
 * One sync of a site from its RESO Web API feed, if no other instance holds the site's lock:
 * Office, Member then Property records modified since the last committed chunk (ModificationTimestamp
 * then key, oldest first, paged however the server pages: `paged-read.ts`), so a run that dies
 * resumes from its last committed chunk; photos from the Media resource or Property's own `Media`,
 * whichever the server's `$metadata` offers; written through the file import's path (upserts owned
 * by this feed, a listing_syncs row, search index refresh), then a full key reconciliation of this
 * feed's own listings when due. A watermark holds only for the endpoint it was read from (and, for
 * Property, with photos if they are now asked for): otherwise that resource is read again in full
 * (docs/decisions/0027).
 */
export async function runSync(db: ListingsDb, client: ResoClient, opts: SyncOptions): Promise<SyncResult> {
  const ttl = opts.lockTtlMs ?? 10 * 60 * 1000
  if (!(await acquireLock(db, opts.siteId, opts.holder, Date.now(), ttl))) return { status: 'skipped' }
  const state = await readState(db, opts.siteId)
  // A watermark counts only where it was read: another endpoint, or photos newly asked for, read everything.
  const origins = watermarkOrigins(client.endpoint, opts.resources)
  const before = JSON.parse(state.origin ?? '{}') as Record<string, string>
  const watermarks: Record<string, number> = opts.reread
    ? {}
    : Object.fromEntries(Object.entries(state.watermarks).filter(([r]) => origins[r] && before[r] === origins[r]))
  if (JSON.stringify(before) !== JSON.stringify(origins))
    await saveState(db, opts.siteId, { origin: JSON.stringify(origins), watermarks })
  const listingSource = `feed:${opts.siteId}`
  const top = opts.pageSize ?? 1000
  // A first sync reads the whole feed but withdraws nothing: reconciliation comes once a day after it.
  const full =
    opts.full || (state.last_full_at != null && Date.now() - state.last_full_at > (opts.reconcileEveryMs ?? DAY))
  const startedAt = Date.now()
  const runId = await startRun(db, opts.siteId, opts.reread ? 'reread' : full ? 'full' : 'incremental', startedAt)
  opts.onStarted?.(runId)
  const f: RunFigures = { received: 0, inserted: 0, updated: 0, unchanged: 0, withdrawn: 0, rejected: 0 }
  const rejections: Rejection[] = []
  const add = (r: Partial<RunFigures>, rejected: Rejection[]) => {
    for (const k of Object.keys(f) as Array<keyof RunFigures>) f[k] += Number(r[k] ?? 0)
    for (const e of rejected) if (rejections.length < 50) rejections.push(e)
  }
  /** The import's errors as rejections, each with its record's key (read from the record when the error has none). */
  const rejectionsOf = (
    resource: string,
    items: FeedItem[],
    errors: Array<{ line: number; field: string; reason: string; uls?: string | null; key?: string | null }>,
  ) => {
    const byLine = new Map(items.map((i) => [i.line, i.record]))
    return errors.map((e) => {
      const record = byLine.get(e.line)
      return {
        resource,
        key: e.uls ?? e.key ?? (record ? recordKey(resource, record) : null),
        field: e.field,
        reason: e.reason,
      }
    })
  }
  const progress = async () => {
    await updateRun(db, runId, f)
    await acquireLock(db, opts.siteId, opts.holder, Date.now(), ttl)
    opts.onProgress?.({ ...f, at: Date.now() })
  }
  let error: string | null = null
  try {
    const shape = await client.metadata().then(
      (xml) => (xml ? serviceShape(xml) : null),
      () => null,
    )
    const photos = photoSource(opts.resources, shape)
    for (const resource of resourcesOffered(opts.resources, shape)) {
      const since = watermarks[resource]
      const query = {
        filter: since != null ? `ModificationTimestamp ge ${odataTimestamp(since)}` : undefined,
        top,
        key: RESOURCE_KEYS[resource],
        byTimestamp: true,
        expand: resource === 'Property' && photos === 'expand' ? 'Media' : undefined,
      }
      let chunk: RawRecord[] = []
      const replaced: ReplacedPhoto[] = []
      const commit = async () => {
        if (!chunk.length) return
        const items: FeedItem[] = chunk.map((record, i) => ({ line: f.received + i + 1, record }))
        let rejected: Rejection[]
        if (resource === 'Property') {
          await attachMedia(photos === 'resource' ? client : null, chunk, top)
          const report = await importListings(db, items, {
            full: false,
            source: `reso:${resource}`,
            listingSource,
            onPhotosReplaced: (p) => replaced.push(...p),
          })
          add(report, (rejected = rejectionsOf(resource, items, report.errors)))
        } else {
          const report = await importDirectory(db, resource, items, { source: `reso:${resource}` })
          add(
            { ...report, updated: report.updated, inserted: report.inserted },
            (rejected = rejectionsOf(resource, items, report.errors)),
          )
        }
        // Rejected records are kept by key and asked for again next run; imported ones leave that list.
        await settleRejects(db, opts.siteId, resource, chunk, rejected, Date.now())
        const latest = Math.max(...chunk.map((r) => modifiedAt(r) ?? -Infinity))
        if (Number.isFinite(latest)) watermarks[resource] = Math.max(latest, watermarks[resource] ?? 0)
        await saveState(db, opts.siteId, { watermarks })
        const keys =
          resource === 'Property' && opts.photos ? chunk.map((r) => asText(r.ListingKey).trim()).filter(Boolean) : []
        chunk = []
        await progress()
        for (let i = 0; i < keys.length; i += 200) {
          await opts.photos!(keys.slice(i, i + 200)).catch((err) => console.warn('[listings sync] photos:', err))
          await acquireLock(db, opts.siteId, opts.holder, Date.now(), ttl)
        }
        const gone = replaced.splice(0)
        if (gone.length && opts.prunePhotos)
          await opts.prunePhotos(gone).catch((err) => console.warn('[listings sync] replaced photos:', err))
      }
      for await (const records of readAll(client, resource, query)) {
        chunk.push(...records)
        if (chunk.length >= (opts.chunkSize ?? 20_000)) await commit()
      }
      await commit()
      // Records rejected by an earlier run, asked for by key (the watermark has moved past them).
      const retry = await rejectedKeys(db, opts.siteId, resource, startedAt)
      const back = new Set<string>()
      for (let i = 0; i < retry.length; i += 50) {
        for await (const page of client.pages(
          client.url(resource, {
            filter: anyOf(KEY_FIELD[resource], retry.slice(i, i + 50)),
            top: 50,
            expand: resource === 'Property' && photos === 'expand' ? 'Media' : undefined,
          }),
        )) {
          for (const r of page.records) back.add(recordKey(resource, r) ?? '')
          chunk.push(...page.records)
        }
        if (chunk.length >= (opts.chunkSize ?? 20_000)) await commit()
      }
      await commit()
      await forgetRejects(
        db,
        opts.siteId,
        resource,
        retry.filter((k) => !back.has(k)),
      )
    }
    if (full && opts.resources.includes('Property')) {
      const keys = new Set<string>()
      for await (const records of readAll(client, 'Property', {
        select: ['ListingKey'],
        top: Math.max(top, 1000),
        key: 'ListingKey',
      })) {
        for (const r of records) if (r.ListingKey != null) keys.add(asText(r.ListingKey).trim())
      }
      f.withdrawn += await reconcileKeys(db, keys, {
        source: 'reso:Property (keys)',
        listingSource,
        allowMassWithdrawal: opts.allowMassWithdrawal,
      })
      await saveState(db, opts.siteId, { last_full_at: Date.now() })
    } else if (state.last_full_at == null) await saveState(db, opts.siteId, { last_full_at: Date.now() })
  } catch (err) {
    error = err instanceof Error ? err.message : String(err)
  }
  const now = Date.now()
  await updateRun(db, runId, f, { status: error ? 'failed' : 'succeeded', at: now, error, rejections })
  const after = await readState(db, opts.siteId)
  const alert = alertFor(after, error ? { ok: false } : { ok: true })
  await saveState(db, opts.siteId, {
    failures: alert.failures,
    alerted: alert.alerted,
    ...(error ? {} : { last_success_at: now }),
  })
  await releaseLock(db, opts.siteId, opts.holder)
  if (alert.send)
    await opts.notify?.(alert.send, error ?? '').catch((err) => console.warn('[listings sync] alert not sent:', err))
  return { status: error ? 'failed' : 'succeeded', runId, error, ...f }
}

/** Sends the stale-feed alert once when no sync succeeded for two hours (the scheduler calls it each tick). */
export async function checkStale(
  db: ListingsDb,
  siteId: number,
  notify: SyncOptions['notify'],
  now = Date.now(),
): Promise<void> {
  const state = await readState(db, siteId)
  const alert = alertFor(state, { check: 'stale', now })
  if (!alert.send) return
  await saveState(db, siteId, { alerted: alert.alerted })
  await notify?.(alert.send, '')
}
