/**
 * The client's address from the connection (spec: issue 11). The socket address is the hop that
 * reached us; a proxy in front appends the address it received from to X-Forwarded-For, so only the
 * last `trustedProxies` hops of the chain [...X-Forwarded-For, socket] were written by proxies we
 * trust. With 0 (the default) the forwarded header is ignored: a client cannot choose its address.
 */
export function clientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | string[] | null | undefined,
  trustedProxies: number,
): string | null {
  const raw = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = raw
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  const chain = socketAddress ? [...hops, socketAddress] : []
  if (!chain.length) return null
  const trusted = Math.max(0, Math.floor(trustedProxies) || 0)
  return normalize(chain[Math.max(0, chain.length - 1 - trusted)])
}

/** '::ffff:127.0.0.1' → '127.0.0.1'; anything not shaped like an address is cut to 64 characters. */
const normalize = (a: string) => a.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1').slice(0, 64)

/** TRUSTED_PROXIES: how many proxies in front of the site append to X-Forwarded-For (default 0). */
export const trustedProxies = (env: Record<string, string | undefined> = process.env) => {
  const n = Number(env.TRUSTED_PROXIES)
  return Number.isInteger(n) && n > 0 ? n : 0
}
