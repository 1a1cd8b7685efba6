import { priceIncrements } from '@/listings/constants'
import { propertyTypeOptions, searchMunicipalities } from '@/listings/feed/reference'
import { siteListings } from '@/listings/site-listings'
import type { SearchFiltersData } from '@/contract/core-api'
import { coreRoute } from '../../_lib/core-route'
import { noParameters } from '../../_lib/no-parameters'
import { ok } from '../../_lib/respond'

/**
 * GET /api/swc/{microsite_id}/search-filters → data.municipalities (those with active listings of the site),
 * data.property_types [{ code, label }] in the request's language, data.price_increments.
 */
export const GET = coreRoute<{ microsite_id: string }>({ protect: true }, async ({ request, db, locale, site }) => {
  noParameters(request.nextUrl.searchParams)
  const [municipalities, property_types] = await Promise.all([
    siteListings(db, site.people).then((l) => searchMunicipalities(db, l)),
    propertyTypeOptions(db, locale),
  ])
  return ok<SearchFiltersData>(
    { municipalities, property_types, price_increments: priceIncrements },
    'private, max-age=300',
  )
})
