import 'server-only'
import Redis from 'ioredis'
import { keyPrefix } from '@/infra/redis-generation.mjs'
import { RATE_LIMIT } from './constants'
import type { RateDecision, RateLimiter } from './rate-limit'

type Options = {
  url: string
  prefix?: string
  max?: number
  windowMs?: number
  log?: (message: string) => void
  /** What the log says when Redis goes away and comes back (the leads' by default). */
  outage?: { tag: string; down: string; up: string }
}
const LEADS_OUTAGE = { tag: 'leads', down: 'leads are refused (503) until it is back', up: 'leads are taken again' }

/** One atomic step: drop the hits out of the window, refuse at max (with the oldest hit's time), else record this one. */
const SLIDING_WINDOW = `
local k, now, win, max = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', k, 0, now - win)
if redis.call('ZCARD', k) >= max then
  return {0, tonumber(redis.call('ZRANGE', k, 0, 0, 'WITHSCORES')[2])}
end
redis.call('ZADD', k, now, ARGV[4])
redis.call('PEXPIRE', k, win)
return {1, 0}`

/** How long a Redis call may take before the post is refused as unavailable (a busy event loop is no outage). */
const REDIS_TIMEOUT_MS = 1000
/** Retry-After of a post refused while Redis is unreachable. */
const OUTAGE_RETRY_S = 30

/**
 * The lead rate limit shared by every app instance through Redis (REDIS_URL): a sliding window per
 * key in a sorted set that expires with its window, so the stored keys are bounded by the addresses
 * seen in one window. Redis unreachable or slow: the limit fails closed (decision 0022), the decision
 * says `unavailable` and the contact endpoint answers 503 before storing anything; the fault is logged
 * once (and the recovery once). Reconnects by itself: no restart after an outage.
 */
export function redisRateLimiter({
  url,
  prefix = `${keyPrefix()}leads:rl:`,
  max = RATE_LIMIT.max,
  windowMs = RATE_LIMIT.windowMs,
  log = console.warn,
  outage = LEADS_OUTAGE,
}: Options): RateLimiter & { close: () => Promise<void> } {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
  })
  redis.on('error', () => {}) // reported once per outage below, not per reconnection attempt
  let down = false
  const connected = redis.connect().catch(() => undefined)

  async function shared(key: string, now: number): Promise<RateDecision> {
    await connected
    const member = `${now}:${Math.random().toString(36).slice(2, 10)}`
    const [allowed, oldest] = (await redis.eval(SLIDING_WINDOW, 1, prefix + key, now, windowMs, max, member)) as [
      number,
      number,
    ]
    return allowed
      ? { allowed: true, retryAfterS: 0 }
      : { allowed: false, retryAfterS: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
  }

  return {
    async hit(key, now = Date.now()) {
      try {
        const decision = await shared(key, now)
        if (down) log(`[${outage.tag}] Redis is reachable again: ${outage.up}`)
        down = false
        return decision
      } catch (e) {
        if (!down) log(`[${outage.tag}] Redis unreachable (${(e as Error).message}): ${outage.down}`)
        down = true
        return { allowed: false, retryAfterS: OUTAGE_RETRY_S, unavailable: true }
      }
    },
    async reset() {
      const keys = await redis.keys(`${prefix}*`).catch(() => [])
      if (keys.length) await redis.del(...keys).catch(() => undefined)
    },
    close: async () => {
      redis.disconnect()
    },
  }
}
