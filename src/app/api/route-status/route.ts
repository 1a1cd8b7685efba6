import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { resolvePage } from '@/data/resolve-page'
import { keepResolution, resolutionKey } from '@/data/resolution-memo'
import { siteOfRequest } from '@/data/site-data'
import { siteTags, tagSources } from '@/domain/site-tags'

/** Next.js's own check of the draft cookie; outside a request scope (a direct call) there is no cookie. */
async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * Status of a localized path (used by the proxy to set the HTTP status of pages), and whether the host names a
 * site (`site: false`, the proxy's gate): one loopback call answers both. Draft mode counts only when Next.js
 * accepts the `__prerender_bypass` cookie (a forged one gets the published status). The resolution is kept for
 * the render that follows (`resolution`, a token the proxy passes on: src/data/resolution-memo.ts).
 */
export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale') ?? ''
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  try {
    // The site of the request's host (X-Site-Host from the proxy): none → 404, and `site: false` for the proxy's gate.
    const site = await siteOfRequest(request)
    if (!site) return NextResponse.json({ status: 404, location: null, site: false })
    // The CSP sources of the site's tags (issue 28): the proxy keeps them with the host and the cached pages.
    const tags = tagSources(siteTags(site.tags))
    if (request.nextUrl.searchParams.has('site')) return NextResponse.json({ site: true, tags })
    const draft = await isDraft()
    const result = await resolvePage({ site, locale, path, draft })
    const redirect = result.status === 301 || result.status === 302
    const resolution = redirect ? null : keepResolution(resolutionKey(site.id, locale, path, draft), result)
    return NextResponse.json({ status: result.status, location: result.location ?? null, resolution, tags })
  } catch (err) {
    console.error('route-status: resolver failed', err)
    return NextResponse.json({ status: 500, location: null })
  }
}
