import { RATE_LIMIT } from './constants'

export type RateLimiter = { hit: (key: string, now?: number) => { allowed: boolean; retryAfterS: number }; reset: () => void }

/**
 * Per-key limit over a sliding window, kept in this process's memory. With several app instances
 * each counts separately (the effective limit is max × instances): put it in Redis for that case.
 */
export function memoryRateLimiter({ max, windowMs } = RATE_LIMIT): RateLimiter {
  const hits = new Map<string, number[]>()
  let lastSweep = 0
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return
    lastSweep = now
    for (const [k, list] of hits) if (!list.some((t) => now - t < windowMs)) hits.delete(k)
  }
  return {
    hit(key, now = Date.now()) {
      sweep(now)
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs)
      if (recent.length >= max) {
        hits.set(key, recent)
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) }
      }
      recent.push(now)
      hits.set(key, recent)
      return { allowed: true, retryAfterS: 0 }
    },
    reset: () => hits.clear(),
  }
}

/**
 * The client address. Each proxy appends the address it received the request from to
 * X-Forwarded-For, so only the last `trustedProxies` entries are trustworthy: the entry written by
 * the outermost of our proxies (LEADS_TRUSTED_PROXIES, default 1: one proxy, or Next.js itself, in
 * front). The first entry is whatever the client sent: keying on it let anyone dodge the limit.
 * Without X-Forwarded-For, X-Real-IP.
 */
export function clientIp(headers: Headers, trustedProxies = Number(process.env.LEADS_TRUSTED_PROXIES) || 1): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean)
  if (hops.length) return hops[Math.max(0, hops.length - trustedProxies)]
  return headers.get('x-real-ip')?.trim() || null
}
