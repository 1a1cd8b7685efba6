import { NextResponse, type NextRequest } from 'next/server'
import { detectLocale, LOCALE_COOKIE } from '@/domain/locale-detect'
import { isLocale } from '@/domain/locales'
import { pathOfSegments, splitLocalePath } from '@/domain/paths'
import { allowedIframeOrigins } from '@/domain/property-iframe'
import { adminContentSecurityPolicy, contentSecurityPolicy } from '@/security/csp'
import { securityHeaders } from '@/security/headers'
import { isDecodablePath, pathLanguage } from '@/routing/decode-path'
import { RESOLUTION_HEADER } from '@/domain/page-response'
import {
  badRequestPage,
  cachedPage,
  fillPlaceholder,
  fillSecret,
  missedPage,
  pageResponse,
} from '@/routing/page-cache-serve'
import { visibleSearch } from '@/routing/page-cache'
import { routeStatus, type RouteStatus } from '@/routing/route-status-client'
import { checkHost, knownSite, knownTagSources, noSitePage, rememberSite } from '@/routing/site-gate'
import { filePath, isFilePath } from '@/routing/outside-pages'
import { requestSiteHost, SITE_HOST_HEADER, siteHostHeaders } from '@/access/site-scope'
import { SITE_HOST_SIGNATURE_HEADER } from '@/security/site-host-signature'
import { ANSWERED_METHODS } from '@/security/method-hook'

/**
 * Everything but Next's image optimizer and the two files of their own routes: pages, odd paths
 * (`/fr/a-propos%3F.x`), the API (for its 400) and the folders of files (src/routing/outside-pages.ts:
 * a path there that is not a file answers a plain 404, never the site's catch-all page, issue 27).
 */
export const config = {
  matcher: ['/((?!_next/image|robots.txt$|sitemap.xml$).*)'],
}

/** Payload keeps the language an editor picks (account page) in this cookie. */
const ADMIN_LANGUAGE_COOKIE = 'payload-lng'

/**
 * The admin speaks French unless the editor chose otherwise: without their choice, Payload would
 * follow the browser's language (decision 0012). Its pages carry the admin's own nonce-based CSP
 * (decision 0018); nothing else of this proxy applies to the admin.
 */
function adminPage(request: NextRequest) {
  const headers = new Headers(request.headers)
  if (!request.cookies.has(ADMIN_LANGUAGE_COOKIE)) headers.set('accept-language', 'fr')
  const csp = adminContentSecurityPolicy(newNonce())
  headers.set('Content-Security-Policy', csp)
  const res = NextResponse.next({ request: { headers } })
  res.headers.set('Content-Security-Policy', csp)
  return res
}

const METHODS = new Set(ANSWERED_METHODS)

/**
 * 405 for a method the path does not take: one outside METHODS anywhere (src/security/method-hook.ts refuses
 * those first); on files, anything but GET and HEAD; on the site's pages, anything
 * but GET and HEAD, except a server action (edit mode: a POST with Next-Action and a non-multipart body,
 * the way its client sends it). A multipart POST to a page made Next.js parse it as a form action: 500.
 */
function refusedMethod(request: NextRequest): NextResponse | null {
  const { method } = request
  const { pathname } = request.nextUrl
  // A file is only read (a POST to one of public/'s answered 500).
  const readOnly = isFilePath(pathname) || !/^\/(api|admin|_next)(\/|$)/.test(pathname)
  const action =
    method === 'POST' &&
    !isFilePath(pathname) &&
    request.headers.has('next-action') &&
    !/multipart\//i.test(request.headers.get('content-type') ?? '')
  // The admin posts to its pages only as server actions: another POST made Next.js parse a form action (500 when multipart).
  const admin = /^\/admin(\/|$)/.test(pathname) && method === 'POST' && !request.headers.has('next-action')
  if (METHODS.has(method) && !admin && (!readOnly || method === 'GET' || method === 'HEAD' || action)) return null
  const allow = readOnly || admin ? 'GET, HEAD' : [...METHODS].join(', ')
  return new NextResponse('Méthode non permise. / Method not allowed.\n', {
    status: 405,
    headers: { allow, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

const newNonce = () => Buffer.from(crypto.randomUUID()).toString('base64')

/**
 * - Undecodable paths answer 400 (JSON under /api, the error page in the path's language elsewhere).
 * - Root path: language detection only (cookie, then browser language, then fr).
 * - Localized paths: served from the page cache when they can be (src/routing/page-cache-serve.ts,
 *   decision 0015), else rendered with the page resolver's status as the HTTP status (decision 0001).
 *   Every page response carries a nonce-based Content-Security-Policy.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const site = siteHostOfRequest(request)
  const refused = refusedMethod(request)
  if (refused) return refused
  if (isFilePath(pathname)) return filePath(request, withSiteHost(request.headers, site))
  if (!isDecodablePath(pathname)) return badRequest(request, site)
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return adminPage(request)
  if (pathname.startsWith('/api/') || pathname === '/api')
    return NextResponse.next({ request: { headers: withSiteHost(request.headers, site) } })
  if (!site) return noSitePage(pathLanguage(pathname), request.method)
  const carried = carriedStatus(request)
  if (carried) return renderPage(request, site, carried)
  if (pathname === '/') {
    const host = await checkHost(site, request.nextUrl.port, internalHeaders(site))
    if (host === 'none') return noSitePage(pathLanguage(pathname), request.method)
    const locale = detectLocale({
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    })
    const res = NextResponse.redirect(new URL(`/${locale}${visibleSearch(search)}`, request.url), 302)
    res.headers.set('Vary', 'Cookie, Accept-Language')
    res.headers.set('Cache-Control', 'no-store')
    return res
  }
  // Only a host known to name a site is answered from, or kept in, the page cache.
  const cached = (await knownSite(site)) ? await cachedPage(request, site) : null
  if (cached) return pageResponse(request, cached, newNonce(), true, await knownTagSources(site))
  const miss = await missedPage(request, site, () => pageStatus(request, site))
  if ('page' in miss) return pageResponse(request, miss.page, newNonce(), false, await knownTagSources(site))
  if (miss.status.site === false) return noSitePage(pathLanguage(pathname), request.method)
  return renderPage(request, site, miss.status)
}

/**
 * The status of a page and whether its host names a site, with at most one loopback call (issue 24): the
 * resolver's (/api/route-status, whose resolution the render then reuses) for a localized path; else the site
 * check alone, for a path the resolver has no status for (the QA pages: 200; no language: 404). A render the
 * proxy itself asked for (a page cache fill) carries the status it was given and asks nothing.
 */
async function pageStatus(request: NextRequest, site: string): Promise<RouteStatus> {
  const { pathname } = request.nextUrl
  const { locale, path } = splitLocalePath(pathname)
  const localized = locale && isLocale(locale) && !pathname.startsWith('/qa/')
  if (!localized) {
    const host = await checkHost(site, request.nextUrl.port, internalHeaders(site))
    const status = pathname.startsWith('/qa/') ? 200 : 404
    return { status, location: null, site: host === 'none' ? false : host === 'site' ? true : null }
  }
  const decoded = pathOfSegments(path.split('/').filter(Boolean).map(decodeOnce))
  const draft = request.cookies.has('__prerender_bypass') ? request.headers.get('cookie') : null
  const result = await routeStatus(locale, decoded, request.nextUrl.port, draft, internalHeaders(site))
  if (result.site) await rememberSite(site, result.tags)
  return result
}

/** The status a page cache fill carries (the proxy that asked for it looked it up), or null for any other request. */
function carriedStatus(request: NextRequest): RouteStatus | null {
  if (request.headers.get('x-page-cache-fill') !== fillSecret()) return null
  const status = Number(request.headers.get('x-page-cache-status'))
  if (!Number.isInteger(status) || status < 200) return null
  return { status, location: null, site: true, resolution: request.headers.get(RESOLUTION_HEADER) }
}

/**
 * The site a request is for (docs/decisions/0023): its Host, normalized (src/domain/site-host.ts).
 * The proxy's own loopback requests (page cache fills, status checks) carry the visitor's host in
 * X-Site-Host with a signature of the server's secret; anyone else's X-Site-Host is ignored.
 */
const siteHostOfRequest = (request: NextRequest): string | null => requestSiteHost(request.headers)

const internalHeaders = (site: string | null): Record<string, string> => (site ? siteHostHeaders(site) : {})

/** The request headers passed on: the site's host in a signed X-Site-Host (none for a host naming no site). */
function withSiteHost(source: Headers, site: string | null) {
  const headers = new Headers(source)
  headers.delete(SITE_HOST_SIGNATURE_HEADER)
  headers.delete(SITE_HOST_HEADER)
  headers.delete(RESOLUTION_HEADER) // only the proxy's own (renderPage)
  if (site) for (const [name, value] of Object.entries(siteHostHeaders(site))) headers.set(name, value)
  return headers
}

/**
 * A page rendered for this request with its status (a redirect answers at once), a fresh or the cache's placeholder
 * nonce, and a CSP allowing the origins of this site's tags (the status lookup's, else the host's as last known).
 */
async function renderPage(request: NextRequest, site: string, result: RouteStatus) {
  const { pathname } = request.nextUrl
  const filling = request.headers.get('x-page-cache-fill') === fillSecret()
  const nonce = filling ? fillPlaceholder() : newNonce()
  const tags = result.tags ?? (await knownTagSources(site))
  const csp = contentSecurityPolicy(nonce, undefined, allowedIframeOrigins(), tags)
  const headers = withSiteHost(request.headers, site)
  headers.delete('x-page-cache-fill')
  headers.delete('x-page-cache-status')
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', csp)
  headers.set('x-url', pathname + visibleSearch(request.nextUrl.search))

  if ((result.status === 301 || result.status === 302) && result.location) {
    const res = NextResponse.redirect(new URL(result.location, request.url), result.status)
    res.headers.set('x-redirect-location', result.location)
    return res
  }
  headers.set('x-page-status', String(result.status))
  if (result.resolution) headers.set(RESOLUTION_HEADER, result.resolution)
  const res = NextResponse.next({
    request: { headers },
    status: result.status === 200 ? undefined : effectiveStatus(result.status),
  })
  res.headers.set('Content-Security-Policy', csp)
  res.headers.set('x-page-cache', 'bypass')
  return res
}

/** 400 for a path that does not decode: JSON under /api, else the error page in the path's language. */
async function badRequest(request: NextRequest, site: string | null) {
  const { pathname } = request.nextUrl
  const lang = pathLanguage(pathname)
  if (pathname.startsWith('/api/') || pathname.startsWith('/admin')) {
    const message = lang === 'en' ? 'Invalid path.' : 'Chemin invalide.'
    return NextResponse.json(
      { errors: [{ message }] },
      { status: 400, headers: Object.fromEntries(securityHeaders.map((h) => [h.key, h.value])) },
    )
  }
  // A host naming no site gets its 404 here too: no 400 page is rendered, or cached, for it.
  const host = await checkHost(site, request.nextUrl.port, internalHeaders(site))
  if (host === 'none') return noSitePage(lang, request.method)
  const page = host === 'site' ? await badRequestPage(request, lang, site) : null
  if (page) return pageResponse(request, page.page, newNonce(), page.hit, await knownTagSources(site))
  return new NextResponse(lang === 'en' ? 'Bad request.' : 'Requête invalide.', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

const decodeOnce = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** A redirect without a location is shown as an error page ('Unexpected redirection response.'). */
const effectiveStatus = (status: number) => (status === 301 || status === 302 ? 500 : status)
