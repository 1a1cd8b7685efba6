import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { countListings, listPage, mapSearch } from '@/listings/search/search'
import { lastSyncAt } from '@/listings/feed/sync-log'
import { siteListings } from '@/listings/site-listings'
import type { CountData, ListingPageData, MapData } from '@/contract/core-api'
import { coreRoute } from '../../_lib/core-route'
import { ok } from '../../_lib/respond'

/**
 * GET /api/swc/{microsite_id}/properties with the search filters (spec 2 §7):
 * format=count → data.total; format=map (+ listingLimit, order_by) → data.total, data.propertiesMap,
 * data.propertiesListing; otherwise page + limit (+ order_by) → data.propertiesListing. Only the
 * listings of the host's site (decision 0025).
 */
export const GET = coreRoute<{ microsite_id: string }>({ protect: true }, async ({ request, db, locale, site }) => {
  const q = parsePropertiesQuery(request.nextUrl.searchParams)
  const ctx = { db, now: Date.now(), listings: await siteListings(db, site.people) }
  const syncedAt = await lastSyncAt(db)
  const last_updated = syncedAt ? new Date(syncedAt).toISOString() : null
  if (q.format === 'count') return ok<CountData>({ total: await countListings(ctx, q.filters), last_updated })
  if (q.format === 'map')
    return ok<MapData>({ ...(await mapSearch(ctx, q.filters, q.order_by, q.limit, locale)), last_updated })
  return ok<ListingPageData>({ ...(await listPage(ctx, q.filters, q.order_by, q.page, q.limit, locale)), last_updated })
})
