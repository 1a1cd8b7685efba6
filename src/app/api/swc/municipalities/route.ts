import { allMunicipalities } from '@/listings/feed/reference'
import type { MunicipalitiesData } from '@/contract/core-api'
import { coreRoute } from '../_lib/core-route'
import { noParameters } from '../_lib/no-parameters'
import { ok } from '../_lib/respond'

/** GET /api/swc/municipalities (unprotected) → data.municipalities: [{ MUN_CODE, DESCRIPTION }]. */
export const GET = coreRoute({ protect: false }, async ({ request, db }) => {
  noParameters(request.nextUrl.searchParams)
  return ok<MunicipalitiesData>({ municipalities: await allMunicipalities(db) }, 'public, max-age=300')
})
