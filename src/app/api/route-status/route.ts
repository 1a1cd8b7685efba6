import { NextResponse, type NextRequest } from 'next/server'
import { resolvePage } from '@/data/resolve-page'

/** Status of a localized path (used by the proxy to set the HTTP status of pages). */
export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale') ?? ''
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  try {
    const result = await resolvePage({ locale, path })
    return NextResponse.json({ status: result.status, location: result.location ?? null })
  } catch (err) {
    console.error('route-status: resolver failed', err)
    return NextResponse.json({ status: 500, location: null })
  }
}
