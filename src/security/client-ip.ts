/**
 * The client address the connection hook (src/leads/client-address-hook.ts, installed at start-up) resolved
 * from the socket and TRUSTED_PROXIES and left alone in X-Forwarded-For. The last entry is taken, so
 * a client-written first entry never becomes the key.
 */
export function clientIp(headers: Headers): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  return hops.at(-1)?.slice(0, 64) ?? null
}
