import { z } from 'zod'
import { listArticles } from '@/data/articles'
import { flag, many, one, parseQuery, wholeNumber } from '@/listings/search/query-params'
import { coreRoute } from '../../_lib/core-route'
import { ok } from '../../_lib/respond'

const schema = z.object({
  language: one(z.enum(['fr', 'en'], 'must be fr or en')),
  page: one(wholeNumber(1, 10_000)),
  limit: one(wholeNumber(1, 50)),
  order: one(z.enum(['asc', 'desc'], 'must be asc or desc')),
  categories: many(
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be category ids joined by commas')
      .transform(Number),
    100,
  ).optional(),
  with_categories: one(flag),
})

/**
 * GET /api/swc/{microsite_id}/articles?language&page&limit&order&categories&with_categories
 * → data.articles (+ total, page, limit, has_more) and, with with_categories=1, data.categories.
 */
export const GET = coreRoute<{ microsite_id: string }>(
  { protect: true, languageParam: true },
  async ({ request, locale }) => {
    const q = parseQuery(schema, request.nextUrl.searchParams)
    const data = await listArticles({
      locale,
      page: q.page ?? 1,
      limit: q.limit ?? 6,
      order: q.order ?? 'desc',
      categories: q.categories?.length ? [...new Set(q.categories)] : null,
      withCategories: q.with_categories ?? false,
    })
    return ok(data, 'private, max-age=60')
  },
)
