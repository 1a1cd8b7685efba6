import { z } from 'zod'
import { officesList } from '@/listings/directory/offices'
import { one, parseQuery, wholeNumber } from '@/listings/search/query-params'
import { coreRoute } from '../../_lib/core-route'
import { ok } from '../../_lib/respond'

const schema = z.object({
  language: one(z.enum(['fr', 'en'], 'must be fr or en')),
  with_coords: one(z.enum(['1', '0', 'true', 'false'], 'must be 1 or 0').transform((v) => v === '1' || v === 'true')),
  offset: one(wholeNumber(0, 10_000)),
  limit: one(wholeNumber(1, 100)),
})

/**
 * GET /api/swc/{microsite_id}/offices?with_coords&offset&limit → data.total, data.succursales: the
 * site's offices in the visitor's language (core data `succursales`), by position; with_coords
 * keeps those a map can show. A bad parameter answers 400 naming it.
 */
export const GET = coreRoute<{ microsite_id: string }>(
  { protect: true, languageParam: true },
  async ({ request, db, locale, site }) => {
    const q = parseQuery(schema, request.nextUrl.searchParams)
    const all = (await officesList(db, site.people, locale)).filter((o) => !q.with_coords || o.coords)
    const offset = q.offset ?? 0
    return ok({ total: all.length, succursales: all.slice(offset, offset + (q.limit ?? 100)) }, 'private, max-age=60')
  },
)
