import { priceIncrements } from '@/listings/constants'
import { propertyTypeOptions, searchMunicipalities } from '@/listings/feed/reference'
import { coreRoute } from '../../_lib/core-route'
import { noParameters } from '../../_lib/no-parameters'
import { ok } from '../../_lib/respond'

/**
 * GET /api/swc/{microsite_id}/search-filters → data.municipalities (those with active listings),
 * data.property_types [{ code, label }] in the request's language, data.price_increments.
 */
export const GET = coreRoute<{ microsite_id: string }>({ protect: true }, async ({ request, db, locale }) => {
  noParameters(request.nextUrl.searchParams)
  const [municipalities, property_types] = await Promise.all([searchMunicipalities(db), propertyTypeOptions(db, locale)])
  return ok({ municipalities, property_types, price_increments: priceIncrements }, 'private, max-age=300')
})
