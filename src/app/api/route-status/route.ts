import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { resolvePage } from '@/data/resolve-page'

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
    const result = await resolvePage({ locale, path, draft: await isDraft() })
    return NextResponse.json({ status: result.status, location: result.location ?? null })
  } catch (err) {
    console.error('route-status: resolver failed', err)
    return NextResponse.json({ status: 500, location: null })
  }
}
