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

/** The client address: first X-Forwarded-For hop (set by the proxy in front), else X-Real-IP. */
export function clientIp(headers: Headers): string | null {
  const xff = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return xff || headers.get('x-real-ip')?.trim() || null
}
