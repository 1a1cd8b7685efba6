/** One cached answer of the proxy: a page (its status and HTML) or a redirect. */
export type CachedPage = {
  generation: string
  status: number
  /** HTML with `placeholder` where each response puts its own nonce. */
  html: string | null
  placeholder: string
  location: string | null
  contentType: string
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
 * Which page requests the proxy may answer from its cache: plain GET/HEAD of a path without a query
 * (filters, ?edit=1, ?variant=, Next.js's ?_rsc= navigations render per request), not in draft mode,
 * not a React Server Components request.
 */
export function isCacheableRequest(r: RequestLike): boolean {
  if (r.method !== 'GET' && r.method !== 'HEAD') return false
  if (r.search && r.search !== '?') return false
  if (r.headers.get('rsc') || r.headers.get('next-router-prefetch') || r.headers.get('next-action')) return false
  return !r.hasCookie('__prerender_bypass')
}

/** Statuses whose page is the same for every visitor (decision 0001's statuses; 500 and 503 are not kept). */
export const cacheableStatus = (status: number) => [200, 301, 302, 403, 404, 410].includes(status)
