import { NextResponse, type NextRequest } from 'next/server'
import { detectLocale, LOCALE_COOKIE } from '@/domain/locale-detect'
import { isLocale } from '@/domain/locales'
import { splitLocalePath } from '@/domain/paths'
import { allowedIframeOrigins } from '@/domain/property-iframe'
import { contentSecurityPolicy } from '@/security/csp'
import { routeStatus } from '@/routing/route-status-client'

export const config = {
  matcher: ['/((?!api|admin|_next|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-z0-9]+$).*)'],
}

/**
 * Root path: language detection only (cookie, then browser language, then fr).
 * Localized paths: the page resolver's status becomes the HTTP status (redirects, 403, 404, 410,
 * 500, 503…), and every page gets a nonce-based Content-Security-Policy.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname === '/') {
    const locale = detectLocale({
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    })
    const res = NextResponse.redirect(new URL(`/${locale}${search}`, request.url), 302)
    res.headers.set('Vary', 'Cookie, Accept-Language')
    res.headers.set('Cache-Control', 'no-store')
    return res
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const csp = contentSecurityPolicy(nonce, undefined, allowedIframeOrigins())
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', csp)
  headers.set('x-url', request.nextUrl.pathname + request.nextUrl.search)

  const { locale, path } = splitLocalePath(pathname)
  const draft = request.cookies.has('__prerender_bypass')
  const result = pathname.startsWith('/qa/') || draft
    ? { status: 200, location: null }
    : locale && isLocale(locale)
      ? await routeStatus(locale, path, request.nextUrl.port)
      : { status: 404, location: null }

  if ((result.status === 301 || result.status === 302) && result.location) {
    return NextResponse.redirect(new URL(result.location, request.url), result.status)
  }
  headers.set('x-page-status', String(result.status))
  const res = NextResponse.next({ request: { headers }, status: result.status === 200 ? undefined : effectiveStatus(result.status) })
  res.headers.set('Content-Security-Policy', csp)
  return res
}

/** A redirect without a location is shown as an error page ('Unexpected redirection response.'). */
const effectiveStatus = (status: number) => (status === 301 || status === 302 ? 500 : status)
