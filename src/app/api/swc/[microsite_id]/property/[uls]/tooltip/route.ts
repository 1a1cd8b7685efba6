import { tooltipFor } from '@/listings/search/tooltip'
import { BadParameter } from '@/listings/search/query-params'
import { siteListings } from '@/listings/site-listings'
import { coreRoute } from '../../../../_lib/core-route'
import { noParameters } from '../../../../_lib/no-parameters'
import type { Tooltip } from '@/contract/core-api'
import { fail, ok } from '../../../../_lib/respond'

const ULS = /^[A-Za-z0-9_-]{1,40}$/

/** GET /api/swc/{microsite_id}/property/{uls}/tooltip → the tooltip record; 404 JSON when unknown or another site's. */
export const GET = coreRoute<{ microsite_id: string; uls: string }>({ protect: true }, async ({ request, params, db, locale, site }) => {
  noParameters(request.nextUrl.searchParams)
  if (!ULS.test(params.uls)) throw new BadParameter([{ parameter: 'uls', message: 'may only hold letters, digits, - and _ (40 at most)' }])
  const tooltip = await tooltipFor({ db, now: Date.now(), listings: await siteListings(db, site.people) }, params.uls, locale)
  return tooltip ? ok<Tooltip>(tooltip) : fail(404, `No listing ${params.uls}`)
})
