import 'server-only'
import { hostname } from 'node:os'
import type { Payload } from 'payload'
import { sendMail } from '@/leads/transports'
import { deliverPropertyAlerts, lastListingId } from '../alerts/deliver-alerts'
import { listingsDb } from '../db'
import type { AlertKind } from './alert-rules'
import { ResoClient } from './reso-client'
import { pruneReplacedPhotos, pruneWithdrawnPhotos } from './photo-prune'
import { storeListingPhotos } from './photo-store'
import { openSecret } from './secret-box'
import { checkStale, runSync, type ResoResource, type SyncOptions, type SyncResult } from './sync'

/** The only site until multi-site: every sync table row is keyed by it. */
export const SITE_ID = 1
const holder = `${hostname()}:${process.pid}`

type FeedSettings = {
  enabled?: boolean | null
  endpoint?: string | null
  token_url?: string | null
  client_id?: string | null
  client_secret_sealed?: string | null
  client_auth?: 'basic' | 'body' | null
  scope?: string | null
  resources?: string[] | null
  interval_minutes?: number | null
  reconcile_hours?: number | null
  confirm_mass_withdrawal?: boolean | null
}

export async function feedSettings(payload: Payload): Promise<FeedSettings> {
  return await payload.findGlobal({ slug: 'listing-feed', overrideAccess: true })
}

const subjects: Record<AlertKind, string> = {
  failing: 'Vos inscriptions ne se synchronisent plus / Your listings stopped syncing',
  stale: 'Vos inscriptions ne sont plus à jour / Your listings are out of date',
  recovered: 'La synchronisation des inscriptions est rétablie / Listing sync recovered',
}
const bodies: Record<AlertKind, [string, string]> = {
  failing: ['La synchronisation du flux a échoué trois fois de suite.', 'The feed sync failed three times in a row.'],
  stale: ['Aucune synchronisation réussie depuis deux heures.', 'No successful sync for two hours.'],
  recovered: ['La synchronisation du flux fonctionne de nouveau.', 'The feed sync works again.'],
}

/**
 * E-mails every agency administrator once, in French then English, through the leads' SMTP transport. Only
 * they can see or change the feed (issue 27): an editor scoped to one site is not told of it.
 */
export function editorAlerts(payload: Payload) {
  return async (kind: AlertKind, detail: string) => {
    const editors = await payload.find({
      collection: 'editors',
      where: { role: { equals: 'admin' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const text = `${bodies[kind][0]}\n\n${bodies[kind][1]}${detail ? `\n\n${detail}` : ''}\n`
    for (const e of editors.docs) {
      await sendMail({
        to: String(e.email),
        subject: subjects[kind],
        text,
        html: `<p>${bodies[kind][0]}</p><p lang="en">${bodies[kind][1]}</p>${detail ? `<pre>${detail.replace(/[<&>]/g, '')}</pre>` : ''}`,
      })
    }
  }
}

/**
 * One sync with the admin's settings, or null when the feed is not set up. Then the property
 * alerts: the listings it committed (even a run that failed later) are matched against the
 * stored alert requests.
 */
export async function syncFromSettings(payload: Payload, extra: Partial<SyncOptions> = {}): Promise<SyncResult | null> {
  const s = await feedSettings(payload)
  if (!s.enabled || !s.endpoint || !s.token_url || !s.client_id || !s.client_secret_sealed) return null
  const client = new ResoClient({
    endpoint: s.endpoint,
    tokenUrl: s.token_url,
    clientId: s.client_id,
    clientSecret: openSecret(s.client_secret_sealed),
    auth: s.client_auth,
    scope: s.scope,
  })
  const db = listingsDb(payload)
  const since = await lastListingId(db)
  const result = await runSync(db, client, {
    siteId: SITE_ID,
    holder,
    resources: (s.resources ?? ['Property']) as ResoResource[],
    reconcileEveryMs: (s.reconcile_hours ?? 24) * 3_600_000,
    allowMassWithdrawal: Boolean(s.confirm_mass_withdrawal),
    notify: editorAlerts(payload),
    // With the Media resource on, the feed's photos are stored and resized like other media.
    photos: s.resources?.includes('Media')
      ? async (keys) => {
          const r = await storeListingPhotos(payload, db, keys)
          if (r.broken)
            console.warn(
              `[listings sync] ${r.broken} photo(s) kept at their feed URL: ${r.errors.slice(0, 3).join('; ')}`,
            )
        }
      : undefined,
    prunePhotos: s.resources?.includes('Media')
      ? async (replaced) => void (await pruneReplacedPhotos(payload, db, replaced))
      : undefined,
    ...extra,
  })
  // The editor's confirmation is good for one reconciliation.
  if (s.confirm_mass_withdrawal && result.status === 'succeeded' && result.withdrawn > 0) {
    await payload.updateGlobal({ slug: 'listing-feed', data: { confirm_mass_withdrawal: false }, overrideAccess: true })
  }
  if (result.status !== 'skipped') {
    await deliverPropertyAlerts(payload, { since }).catch((err) => console.warn('[property alerts]', err))
  }
  if (result.status === 'succeeded' && s.resources?.includes('Media')) {
    await pruneWithdrawnPhotos(payload, db).catch((err) =>
      console.warn('[listings sync] withdrawn listings’ photos:', err),
    )
  }
  return result
}

/**
 * The in-process schedule: every minute, a sync when the interval has passed since the last start
 * (the database lock keeps several instances to one), and the stale-feed check.
 */
export function startSyncScheduler(payload: Payload, tickMs = 60_000): () => void {
  let last = 0
  let busy = false
  const tick = async () => {
    if (busy) return
    busy = true
    try {
      const s = await feedSettings(payload)
      if (!s.enabled) return
      if (Date.now() - last >= (s.interval_minutes ?? 15) * 60_000) {
        last = Date.now()
        const r = await syncFromSettings(payload)
        if (r?.status === 'failed') console.warn(`[listings sync] failed: ${r.error}`)
      }
      await checkStale(listingsDb(payload), SITE_ID, editorAlerts(payload))
    } catch (err) {
      console.warn('[listings sync]', err)
    } finally {
      busy = false
    }
  }
  const timer = setInterval(() => void tick(), tickMs)
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
