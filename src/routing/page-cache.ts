import type { TagSources } from '@/domain/site-tags'

/** One cached answer of the proxy: a page (its status and HTML) or a redirect. */
export type CachedPage = {
  generation: string
  status: number
  /** HTML with `placeholder` where each response puts its own nonce. */
  html: string | null
  placeholder: string
  location: string | null
  contentType: string
  /** The CSP sources of its site's tags when it was rendered (issue 28): a cache hit answers the same CSP. */
  tags?: TagSources | null
}

/** Least recently used pages first out; bounded by entry count (PAGE_CACHE_ENTRIES, default 2000). */
export class PageCache {
  private entries = new Map<string, CachedPage>()
  constructor(private readonly max = Number(process.env.PAGE_CACHE_ENTRIES) || 2000) {}

  get(key: string, generation: string): CachedPage | null {
    const hit = this.entries.get(key)
    if (!hit) return null
    this.entries.delete(key)
    if (hit.generation !== generation) return null
    this.entries.set(key, hit)
    return hit
  }

  set(key: string, page: CachedPage) {
    this.entries.delete(key)
    this.entries.set(key, page)
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string)
  }

  get size() {
    return this.entries.size
  }
}

type RequestLike = {
  method: string
  search: string
  headers: { get(name: string): string | null }
  hasCookie(name: string): boolean
}

/**
 * The request headers of Next's client router (its RSC requests: navigations, prefetches, refreshes). The proxy sees
 * them, and the `_rsc` query, only because next.config sets `skipProxyUrlNormalize` (docs/decisions/0042): without
 * it Next strips them before the proxy runs, and the cache answered a client navigation with a page's HTML.
 */
export const FLIGHT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-hmr-refresh',
] as const

/** Whether a request asks for an RSC payload rather than a document (any of Next's router headers, or `?_rsc=`). */
export function isFlightRequest(r: Pick<RequestLike, 'search' | 'headers'>): boolean {
  return FLIGHT_HEADERS.some((h) => r.headers.get(h) != null) || new URLSearchParams(r.search).has('_rsc')
}

/** A query as the page sees it: without Next's `_rsc` cache-buster (a share link or a redirect never carries it). */
export function visibleSearch(search: string): string {
  const params = new URLSearchParams(search)
  if (!params.has('_rsc')) return search
  params.delete('_rsc')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * Which page requests the proxy may answer from its cache: plain GET/HEAD of a document without a query
 * (filters, ?edit=1, ?variant= render per request), not in draft mode, never an RSC request (a client navigation
 * or prefetch: decision 0042, they render per request) nor a server action.
 */
export function isCacheableRequest(r: RequestLike): boolean {
  if (r.method !== 'GET' && r.method !== 'HEAD') return false
  if (isFlightRequest(r) || r.headers.get('next-action')) return false
  if (r.search && r.search !== '?') return false
  return !r.hasCookie('__prerender_bypass')
}

/** Statuses whose page is the same for every visitor (decision 0001's statuses; 500 and 503 are not kept). */
export const cacheableStatus = (status: number) => [200, 301, 302, 403, 404, 410].includes(status)
