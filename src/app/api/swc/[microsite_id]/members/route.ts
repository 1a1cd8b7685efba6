import { z } from 'zod'
import { membersPage } from '@/listings/directory/members'
import { one, parseQuery, wholeNumber } from '@/listings/search/query-params'
import { coreRoute } from '../../_lib/core-route'
import { ok } from '../../_lib/respond'

const schema = z.object({
  language: one(z.enum(['fr', 'en'], 'must be fr or en')),
  role: one(
    z.enum(
      ['broker', 'team', 'administrative_team', 'executive_team'],
      'must be broker, team, administrative_team or executive_team',
    ),
  ),
  office: one(wholeNumber(1, 999_999_999)),
  offset: one(wholeNumber(0, 100_000)),
  limit: one(wholeNumber(1, 48)),
})

/**
 * GET /api/swc/{microsite_id}/members?role&office&offset&limit → data.total, data.members: the
 * site's member directory filtered on the server (a bad parameter answers 400 naming it).
 */
export const GET = coreRoute<{ microsite_id: string }>(
  { protect: true, languageParam: true },
  async ({ request, db, locale, site }) => {
    const q = parseQuery(schema, request.nextUrl.searchParams)
    const data = await membersPage(db, site.people, {
      role: q.role ?? 'broker',
      office: q.office ?? null,
      offset: q.offset ?? 0,
      limit: q.limit ?? 16,
      locale,
    })
    return ok(data, 'private, max-age=60')
  },
)
