import { shortlistCards } from '@/listings/search/shortlist-cards'
import { BadParameter } from '@/listings/search/query-params'
import { siteListings } from '@/listings/site-listings'
import type { ShortlistData } from '@/contract/core-api'
import { coreRoute } from '../../_lib/core-route'
import { ok } from '../../_lib/respond'

const MAX_KEYS = 50
// eslint-disable-next-line no-control-regex -- a RESO key may be any text but NUL (decision 0034)
const ULS = /^[^\u0000]{1,255}$/

/**
 * GET /api/swc/{microsite_id}/shortlist?uls=A&uls=B… → the cards of up to 50 listings of the site by key, any status,
 * in the order asked, and the keys it does not have (a visitor's favourites, recently viewed or shared link: decision 0046).
 */
export const GET = coreRoute<{ microsite_id: string }>({ protect: true }, async ({ request, db, locale, site }) => {
  const params = request.nextUrl.searchParams
  const unknown = [...new Set(params.keys())].filter((k) => k !== 'uls')
  if (unknown.length) throw new BadParameter(unknown.map((parameter) => ({ parameter, message: 'is not a parameter' })))
  const keys = [...new Set(params.getAll('uls'))]
  if (keys.length > MAX_KEYS) throw new BadParameter([{ parameter: 'uls', message: `at most ${MAX_KEYS} keys` }])
  if (!keys.every((k) => ULS.test(k)))
    throw new BadParameter([{ parameter: 'uls', message: 'must be listing keys of 1 to 255 characters' }])
  const ctx = { db, now: Date.now(), listings: await siteListings(db, site.people) }
  return ok<ShortlistData>(await shortlistCards(ctx, keys, locale))
})
