import { quebecMunicipalities } from '@/listings/quebec-municipalities'
import type { Municipality } from './municipalities'

let cache: Municipality[] | null = null

/** The municipalities a step form falls back to when GET /municipalities cannot be reached. */
export const municipalityFallback = (): Municipality[] =>
  (cache ??= quebecMunicipalities.map((m) => ({ MUN_CODE: m.code, DESCRIPTION: m.name })))
