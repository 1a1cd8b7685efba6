import { tooltipFor } from '@/listings/search/tooltip'
import { BadParameter } from '@/listings/search/query-params'
import { siteListings } from '@/listings/site-listings'
import { coreRoute } from '../../../../_lib/core-route'
import { noParameters } from '../../../../_lib/no-parameters'
import type { Tooltip } from '@/contract/core-api'
import { fail, ok } from '../../../../_lib/respond'

/** Any RESO ListingKey (docs/decisions/0034): 1 to 255 characters, no NUL; the path segment arrives decoded. */
// eslint-disable-next-line no-control-regex -- a RESO key may be any text but NUL, which the store refuses
const ULS = /^[^\u0000]{1,255}$/

/** GET /api/swc/{microsite_id}/property/{uls}/tooltip → the tooltip record; 404 JSON when unknown or another site's. */
export const GET = coreRoute<{ microsite_id: string; uls: string }>(
  { protect: true },
  async ({ request, params, db, locale, site }) => {
    noParameters(request.nextUrl.searchParams)
    if (!ULS.test(params.uls))
      throw new BadParameter([{ parameter: 'uls', message: 'must be a listing key of 1 to 255 characters' }])
    const tooltip = await tooltipFor(
      { db, now: Date.now(), listings: await siteListings(db, site.people) },
      params.uls,
      locale,
    )
    return tooltip ? ok<Tooltip>(tooltip) : fail(404, `No listing ${params.uls}`)
  },
)
