import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { listingsDb } from '../db'
import { SITE_ID } from './sync-service'
import { recentRuns, type SyncRun } from './sync-state'

/** How many runs the admin lists. */
export const HISTORY_LENGTH = 30

/**
 * The site's sync history (newest first) for a signed-in editor; null for anybody else, so the
 * admin view and the REST endpoint answer nothing to an anonymous request.
 */
export async function syncHistory(payload: Payload, user: PayloadRequest['user'] | null | undefined, limit = HISTORY_LENGTH): Promise<SyncRun[] | null> {
  if (!user || user.collection !== 'editors') return null
  return recentRuns(listingsDb(payload), SITE_ID, limit)
}

/** GET /api/globals/listing-feed/history: 401 without an editor's session, else `{ runs }`. */
export async function syncHistoryEndpoint(req: PayloadRequest): Promise<Response> {
  const runs = await syncHistory(req.payload, req.user)
  if (!runs) return Response.json({ errors: [{ message: req.i18n?.language === 'en' ? 'Sign in as an editor to see the sync history.' : 'Connectez-vous comme éditeur pour voir l’historique des synchronisations.' }] }, { status: 401 })
  return Response.json({ runs }, { headers: { 'cache-control': 'no-store' } })
}
