import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { isAgencyAdmin } from '@/access'
import { listingsDb } from '../db'
import { pendingRejects } from './rejected-records'
import { summarizeSync, type SyncSummary } from '@/domain/sync-summary'
import { feedSettings, SITE_ID } from './sync-service'
import { recentRuns, type SyncRun } from './sync-state'

/** How many runs the admin lists. */
export const HISTORY_LENGTH = 30

/**
 * The site's sync history (newest first) for an agency administrator; null for anybody else, so
 * the admin view and the REST endpoint show nothing to other editors (decision 0028).
 */
export async function syncHistory(
  payload: Payload,
  user: PayloadRequest['user'] | null | undefined,
  limit = HISTORY_LENGTH,
): Promise<SyncRun[] | null> {
  if (!user || user.collection !== 'editors' || !isAgencyAdmin(user)) return null
  return recentRuns(listingsDb(payload), SITE_ID, limit)
}

const said = (req: PayloadRequest, fr: string, en: string) => (req.i18n?.language === 'en' ? en : fr)

/** 401 without a session, 403 for an editor who is not an agency administrator; null lets an administrator through. */
export function adminsOnlyAnswer(req: PayloadRequest): Response | null {
  if (!req.user || req.user.collection !== 'editors') {
    return Response.json(
      {
        errors: [
          {
            message: said(
              req,
              'Connectez-vous comme administrateur pour gérer le flux d’inscriptions.',
              'Sign in as an administrator to manage the listing feed.',
            ),
          },
        ],
      },
      { status: 401 },
    )
  }
  if (!isAgencyAdmin(req.user)) {
    return Response.json(
      {
        errors: [
          {
            message: said(
              req,
              'Le flux d’inscriptions est réservé aux administrateurs de l’agence.',
              'The listing feed is for agency administrators only.',
            ),
          },
        ],
      },
      { status: 403 },
    )
  }
  return null
}

/** GET /api/globals/listing-feed/history: `{ runs, rejected }` (the records waiting for a retry) for administrators. */
export async function syncHistoryEndpoint(req: PayloadRequest): Promise<Response> {
  const refused = adminsOnlyAnswer(req)
  if (refused) return refused
  const runs = (await syncHistory(req.payload, req.user))!
  const rejected = await pendingRejects(listingsDb(req.payload), SITE_ID)
  return Response.json({ runs, rejected }, { headers: { 'cache-control': 'no-store' } })
}

/**
 * The dashboard's line on the listings sync (issue 29), for any editor: when it last ran, how many
 * listings it changed, failed or not, and the next run. No error text or settings: those stay with
 * the agency administrators (decision 0028).
 */
export async function syncSummaryFor(payload: Payload, now = Date.now()): Promise<SyncSummary> {
  const [runs, feed] = await Promise.all([recentRuns(listingsDb(payload), SITE_ID, 2), feedSettings(payload)])
  return summarizeSync(runs, feed, now)
}
