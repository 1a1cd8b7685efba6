import type { NextRequest } from 'next/server'
import { payloadClient } from '@/data/payload'
import { unsubscribe } from '@/listings/alerts/unsubscribe'

export const dynamic = 'force-dynamic'

/** The link in every property-alert e-mail (GET), and the mail clients' one-click unsubscribe (POST, RFC 8058). */
export async function GET(request: NextRequest) {
  return unsubscribe(await payloadClient(), request.nextUrl.searchParams.get('token'))
}

export async function POST(request: NextRequest) {
  return unsubscribe(await payloadClient(), request.nextUrl.searchParams.get('token'))
}
