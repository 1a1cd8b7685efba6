import 'server-only'
import type { PayloadRequest } from 'payload'
import { syncSummaryFor } from '@/listings/sync/sync-history'
import { dashboardLeads } from './dashboard-leads'

/**
 * Everything the admin's home shows (issue 29), for the leads `req.user` may read (one site, or all of
 * theirs when `site` is null): new leads over 7 and 30 days against the period before, 12 weeks by
 * form, the top sources, what waits for review or failed, the median time to first contact, the sync.
 */
export async function dashboardFigures(req: PayloadRequest, site: string | null, now = Date.now()) {
  const [leads, sync] = await Promise.all([dashboardLeads(req, site, now), syncSummaryFor(req.payload, now)])
  return { ...leads, sync }
}
