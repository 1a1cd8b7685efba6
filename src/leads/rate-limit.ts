import { RATE_LIMIT } from './constants'

/** unavailable: the shared limit could not be checked (Redis down); the post is refused (503), not counted. */
export type RateDecision = { allowed: boolean; retryAfterS: number; unavailable?: boolean }
export type RateLimiter = {
  hit: (key: string, now?: number) => RateDecision | Promise<RateDecision>
  reset: () => void | Promise<void>
}
type MemoryRateLimiter = { hit: (key: string, now?: number) => RateDecision; reset: () => void }

/** Keys kept at most by one process's limiter: past it the oldest key is dropped (a flood of addresses cannot grow memory). */
export const MEMORY_LIMITER_MAX_KEYS = 50_000

/**
 * Per-key limit over a sliding window, kept in this process's memory. With several app instances
 * each counts separately (the effective limit is max × instances): set REDIS_URL to share it
 * (redis-rate-limit.ts).
 */
export function memoryRateLimiter(
  { max, windowMs } = RATE_LIMIT,
  maxKeys = MEMORY_LIMITER_MAX_KEYS,
): MemoryRateLimiter {
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
      hits.delete(key) // re-inserted below: the map's order is the keys' last use
      if (recent.length >= max) {
        hits.set(key, recent)
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) }
      }
      recent.push(now)
      hits.set(key, recent)
      if (hits.size > maxKeys) hits.delete(hits.keys().next().value!)
      return { allowed: true, retryAfterS: 0 }
    },
    reset: () => hits.clear(),
  }
}
