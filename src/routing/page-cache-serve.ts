import { randomBytes } from 'node:crypto'
import { NextResponse, type NextRequest } from 'next/server'
import { allowedIframeOrigins } from '@/domain/property-iframe'
import { contentSecurityPolicy } from '@/security/csp'
import { securityHeaders } from '@/security/headers'
import { cacheableStatus, FLIGHT_HEADERS, isCacheableRequest, PageCache, type CachedPage } from './page-cache'
import { currentGeneration } from '@/infra/page-generation'
import { internalOrigin, type RouteStatus } from './route-status-client'
import { RESOLUTION_HEADER } from '@/domain/page-response'
import { siteHostHeaders } from '@/access/site-scope'
import type { TagSources } from '@/domain/site-tags'

/**
 * The proxy's page cache (docs/decisions/0015). A cacheable page is rendered once per generation by
 * a loopback request that carries this process's secret; its HTML is kept with a secret placeholder
 * where the nonce goes, and every response gets a fresh nonce in place of the placeholder.
 */
const secret = randomBytes(24).toString('base64url')
const placeholder = randomBytes(24).toString('hex')
export const fillSecret = () => secret
export const fillPlaceholder = () => placeholder

const cache = new PageCache()
const inflight = new Map<string, Promise<CachedPage | null>>()

/** Whether this request may be answered from, or kept in, the page cache (the host must also name a site). */
function cacheableHere(request: NextRequest): boolean {
  if (process.env.PAGE_CACHE === 'off' || request.headers.has('x-page-cache-fill')) return false
  const cacheable = isCacheableRequest({
    method: request.method,
    search: request.nextUrl.search,
    headers: request.headers,
    hasCookie: (n) => request.cookies.has(n),
  })
  return cacheable && !request.nextUrl.pathname.startsWith('/qa/')
}

/** The cached answer for this request of a host known to name a site, or null (nothing is filled here). */
export async function cachedPage(request: NextRequest, site: string): Promise<CachedPage | null> {
  if (!cacheableHere(request)) return null
  const generation = await currentGeneration()
  return generation == null ? null : cache.get(`${site}|${request.nextUrl.pathname}`, generation)
}

/** A page the cache did not have: filled now (or by the request already filling it), or its status to render per request. */
export type Miss = { page: CachedPage } | { status: RouteStatus }
const misses = new Map<string, Promise<Miss>>()

/**
 * On a miss, `ask` (the status lookup, which also says whether the host names a site) runs once for every
 * request of the same page arriving meanwhile. A redirect is kept as it is; a page with a cacheable status is
 * rendered by one loopback request carrying the status and the resolution's token (no second lookup, no second
 * resolution); anything else is rendered per request.
 */
export async function missedPage(request: NextRequest, site: string, ask: () => Promise<RouteStatus>): Promise<Miss> {
  const generation = cacheableHere(request) ? await currentGeneration() : null
  if (generation == null) return { status: await ask() }
  const { pathname, port } = request.nextUrl
  const key = `${site}|${pathname}`
  let pending = misses.get(key)
  if (!pending) {
    pending = (async (): Promise<Miss> => {
      const status = await ask()
      if (status.site !== true || !cacheableStatus(status.status)) return { status }
      if (status.location) {
        const page = {
          generation,
          status: status.status,
          placeholder,
          contentType: '',
          html: null,
          location: status.location,
        }
        cache.set(key, page)
        return { page }
      }
      const page = await fill(key, pathname, generation, port, site, status)
      return page ? { page } : { status: { ...status, resolution: null } }
    })().finally(() => misses.delete(key))
    misses.set(key, pending)
  }
  return pending
}

/**
 * The 400 page of a language (for a path that does not decode): `/{lang}` rendered with status 400.
 * Next.js cannot render the undecodable URL itself, not even rewritten.
 */
export async function badRequestPage(request: NextRequest, lang: 'fr' | 'en', site: string | null) {
  return lookup(`${site ?? ''}|400:${lang}`, `/${lang}`, request.nextUrl.port, site, { status: 400, location: null })
}

/** Keys start with the site's host: a page is only ever served again to the site it was rendered for. */
async function lookup(key: string, pathname: string, port: string, site: string | null, status?: RouteStatus) {
  const generation = await currentGeneration()
  // Shared generation unknown (Redis down): no page can be known fresh, so none is cached or served from the cache.
  if (generation == null) return null
  const hit = cache.get(key, generation)
  if (hit) return { page: hit, hit: true }
  let pending = inflight.get(key)
  if (!pending) {
    pending = fill(key, pathname, generation, port, site, status).finally(() => inflight.delete(key))
    inflight.set(key, pending)
  }
  const page = await pending
  return page ? { page, hit: false } : null
}

async function fill(
  key: string,
  pathname: string,
  generation: string,
  port: string,
  site: string | null,
  status?: RouteStatus,
): Promise<CachedPage | null> {
  try {
    const origin = internalOrigin(port)
    const res = await fetch(`${origin}${pathname}`, {
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
      headers: {
        'x-page-cache-fill': secret,
        accept: 'text/html',
        ...(site ? siteHostHeaders(site) : {}),
        // The status the proxy already has, and its resolution: the render asks and resolves nothing again.
        ...(status ? { 'x-page-cache-status': String(status.status) } : {}),
        ...(status?.resolution ? { [RESOLUTION_HEADER]: status.resolution } : {}),
      },
    })
    const contentType = res.headers.get('content-type') ?? ''
    const redirectTo = res.headers.get('x-redirect-location')
    const page: CachedPage = {
      generation,
      status: res.status,
      placeholder,
      contentType,
      html: redirectTo ? null : await res.text(),
      location: redirectTo,
      tags: status?.tags ?? null,
    }
    if (!redirectTo && !contentType.startsWith('text/html')) return null
    if ((cacheableStatus(res.status) || res.status === status?.status) && !res.headers.has('set-cookie'))
      cache.set(key, page)
    return page
  } catch (err) {
    console.warn('[page cache] fill failed, rendering per request:', pathname, err)
    return null
  }
}

/**
 * A cached answer as a response: the redirect, or the HTML with this response's nonce in its CSP and scripts.
 * The CSP allows the origins of the site's tags kept with the page, else `tags` (the host's, as last known).
 */
export function pageResponse(request: NextRequest, page: CachedPage, nonce: string, hit = true, tags?: TagSources) {
  if (page.location) return NextResponse.redirect(new URL(page.location, request.url), page.status)
  const headers = new Headers(securityHeaders.map((h) => [h.key, h.value] as [string, string]))
  headers.set('Content-Type', page.contentType)
  const csp = contentSecurityPolicy(nonce, undefined, allowedIframeOrigins(), page.tags ?? tags)
  headers.set('Content-Security-Policy', csp)
  // The HTML holds a per-response nonce: browsers revalidate, shared caches do not keep it.
  headers.set('Cache-Control', 'private, no-cache')
  headers.set('x-page-cache', hit ? 'hit' : 'miss')
  // A document, never an RSC payload (decision 0042): as Next's own answers do, it varies by the router's headers.
  headers.set('Vary', FLIGHT_HEADERS.slice(0, 4).join(', '))
  const body = request.method === 'HEAD' || page.html == null ? null : page.html.replaceAll(page.placeholder, nonce)
  return new NextResponse(body, { status: page.status, headers })
}
