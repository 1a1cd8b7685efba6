/**
 * Core data a block may carry from the server (spec 1 §3, spec 2 §3: block_params.core_data):
 * when present and well formed it is used as is, and the data it holds is not fetched again.
 */
type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export type CoreArticlesListing<A> = {
  articles: A[]
  total: number
  page: number
  limit: number
  has_more: boolean
  categories?: Array<{ id: number | string; label: string; articles_count: number }>
}

/**
 * `articlesListing`: the answer of GET /articles ({ articles, total, page, limit, has_more, categories? })
 * or a bare list of articles. Anything else: null (the block reads them itself).
 */
export function coreArticlesListing<A = unknown>(core: unknown): CoreArticlesListing<A> | null {
  const raw = isObj(core) ? core.articlesListing : undefined
  const listing: Obj | null = Array.isArray(raw) ? { articles: raw } : isObj(raw) ? raw : null
  if (!listing || !Array.isArray(listing.articles)) return null
  const articles = listing.articles as A[]
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)
  const total = num(listing.total, articles.length)
  const out: CoreArticlesListing<A> = {
    articles,
    total,
    page: num(listing.page, 1),
    limit: num(listing.limit, articles.length),
    has_more: typeof listing.has_more === 'boolean' ? listing.has_more : total > articles.length,
  }
  if (Array.isArray(listing.categories)) out.categories = listing.categories as CoreArticlesListing<A>['categories']
  return out
}

export type CoreSearchFilters = {
  municipalities: Array<{ MUN_CODE: string; DESCRIPTION: string }>
  property_types: Array<{ code: string; label: string }>
  price_increments: readonly number[] | null
}

/** `propertiesFilters`: the answer of GET /search-filters (municipalities and property_types lists); else null. */
export function corePropertiesFilters(core: unknown): CoreSearchFilters | null {
  const raw = isObj(core) ? core.propertiesFilters : undefined
  if (!isObj(raw) || !Array.isArray(raw.municipalities) || !Array.isArray(raw.property_types)) return null
  const increments = Array.isArray(raw.price_increments) && raw.price_increments.every((n) => typeof n === 'number')
  return {
    municipalities: raw.municipalities.filter(
      (m): m is CoreSearchFilters['municipalities'][number] =>
        isObj(m) && typeof m.MUN_CODE === 'string' && typeof m.DESCRIPTION === 'string',
    ),
    property_types: raw.property_types.filter(
      (p): p is CoreSearchFilters['property_types'][number] =>
        isObj(p) && typeof p.code === 'string' && typeof p.label === 'string',
    ),
    price_increments: increments ? (raw.price_increments as number[]) : null,
  }
}
