import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { resolvePage } from '@/data/resolve-page'
import { siteOfRequest } from '@/data/site-data'

/**
 * Status of a localized path (used by the proxy to set the HTTP status of pages). Draft mode counts
 * only when Next.js accepts the `__prerender_bypass` cookie (a forged one gets the published status).
 */
/** Next.js's own check of the draft cookie; outside a request scope (a direct call) there is no cookie. */
async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale') ?? ''
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  try {
    // The site of the request's host (X-Site-Host from the proxy): none → 404, and `site: false` for the proxy's gate.
    const site = await siteOfRequest(request)
    if (!site) return NextResponse.json({ status: 404, location: null, site: false })
    if (request.nextUrl.searchParams.has('site')) return NextResponse.json({ site: true })
    const result = await resolvePage({ site, locale, path, draft: await isDraft() })
    return NextResponse.json({ status: result.status, location: result.location ?? null })
  } catch (err) {
    console.error('route-status: resolver failed', err)
    return NextResponse.json({ status: 500, location: null })
  }
}
