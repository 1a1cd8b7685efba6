import { headers } from 'next/headers'

/**
 * Origin of the current request (spec 1 §4 server start-up): forwarded protocol (default https,
 * http for a local host), forwarded host or Host header.
 */
export async function requestOrigin(): Promise<string> {
  const h = await headers()
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost'
  const local = /^(localhost|127\.|\[::1\])/.test(host)
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() || (local ? 'http' : 'https')
  return `${proto}://${host}`
}
