import { describe, expect, it } from 'vitest'
import {
  cacheableStatus,
  isCacheableRequest,
  isFlightRequest,
  PageCache,
  visibleSearch,
  type CachedPage,
} from './page-cache'

const page = (generation: string, html = '<p>x</p>'): CachedPage => ({
  generation,
  status: 200,
  html,
  placeholder: 'P',
  location: null,
  contentType: 'text/html',
})
const req = (
  over: Partial<{ method: string; search: string; headers: Record<string, string>; cookies: string[] }> = {},
) => ({
  method: over.method ?? 'GET',
  search: over.search ?? '',
  headers: { get: (n: string) => over.headers?.[n] ?? null },
  hasCookie: (n: string) => (over.cookies ?? []).includes(n),
})

describe('page cache', () => {
  it('answers a page only in the generation it was rendered in', () => {
    const c = new PageCache(10)
    c.set('/fr', page('g1'))
    expect(c.get('/fr', 'g1')?.html).toBe('<p>x</p>')
    expect(c.get('/fr', 'g2')).toBeNull()
    expect(c.get('/fr', 'g1')).toBeNull()
  })
  it('drops the least recently used page beyond its size', () => {
    const c = new PageCache(2)
    c.set('/a', page('g'))
    c.set('/b', page('g'))
    c.get('/a', 'g')
    c.set('/c', page('g'))
    expect(c.get('/b', 'g')).toBeNull()
    expect(c.get('/a', 'g')).not.toBeNull()
    expect(c.size).toBe(2)
  })
})

describe('which requests the cache answers', () => {
  it('plain GET and HEAD of a path', () => {
    expect(isCacheableRequest(req())).toBe(true)
    expect(isCacheableRequest(req({ method: 'HEAD' }))).toBe(true)
  })
  it('not a query (filters, edit mode, variants, navigations), a POST, a server action or an RSC request', () => {
    expect(isCacheableRequest(req({ search: '?edit=1' }))).toBe(false)
    expect(isCacheableRequest(req({ search: '?_rsc=abc' }))).toBe(false)
    expect(isCacheableRequest(req({ method: 'POST' }))).toBe(false)
    expect(isCacheableRequest(req({ headers: { rsc: '1' } }))).toBe(false)
    expect(isCacheableRequest(req({ headers: { 'next-action': 'x' } }))).toBe(false)
  })
  it('never a client navigation or prefetch, whichever of the router headers or `_rsc` it carries (decision 0042)', () => {
    for (const h of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']) {
      expect(isCacheableRequest(req({ headers: { [h]: '1' } }))).toBe(false)
      expect(isFlightRequest(req({ headers: { [h]: '1' } }))).toBe(true)
    }
    expect(isFlightRequest(req({ search: '?tri=nom&_rsc=1x2y' }))).toBe(true)
    expect(isFlightRequest(req({ search: '?tri=nom' }))).toBe(false)
  })
  it('shows a page its query without the router’s `_rsc` cache-buster', () => {
    expect(visibleSearch('?_rsc=abc')).toBe('')
    expect(visibleSearch('?tri=nom&_rsc=abc')).toBe('?tri=nom')
    expect(visibleSearch('?tri=nom')).toBe('?tri=nom')
    expect(visibleSearch('')).toBe('')
  })
  it('not in draft mode (even a forged cookie renders per request, with its verified status)', () => {
    expect(isCacheableRequest(req({ cookies: ['__prerender_bypass'] }))).toBe(false)
  })
  it('keeps the statuses every visitor gets, not server errors', () => {
    expect([200, 301, 302, 403, 404, 410].every(cacheableStatus)).toBe(true)
    expect(cacheableStatus(500) || cacheableStatus(503) || cacheableStatus(400)).toBe(false)
  })
})
