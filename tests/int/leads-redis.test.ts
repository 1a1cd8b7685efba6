import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { redisRateLimiter } from '@/leads/redis-rate-limit'

// The machine's Redis (127.0.0.1:6379); each run uses its own key prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const opened: { close: () => Promise<void> }[] = []
const limiter = (o: Parameters<typeof redisRateLimiter>[0]) => {
  const l = redisRateLimiter(o)
  opened.push(l)
  return l
}
afterAll(async () => { await Promise.all(opened.map((l) => l.close())) })

describe('lead rate limit shared through Redis (REDIS_URL)', () => {
  it('is shared by two handlers that have separate memory: the third post from one address is refused by the other', async () => {
    const prefix = `test:${randomUUID()}:`
    const a = limiter({ url: REDIS_URL, prefix, max: 2, windowMs: 60_000 })
    const b = limiter({ url: REDIS_URL, prefix, max: 2, windowMs: 60_000 })
    expect((await a.hit('203.0.113.9')).allowed).toBe(true)
    expect((await b.hit('203.0.113.9')).allowed).toBe(true)
    const third = await a.hit('203.0.113.9')
    expect(third.allowed).toBe(false)
    expect(third.retryAfterS).toBeGreaterThan(50)
    expect((await b.hit('198.51.100.4')).allowed).toBe(true)
    await a.reset()
    expect((await b.hit('203.0.113.9')).allowed).toBe(true)
  })

  it('Redis unreachable: posts are still limited by this instance, and the fault is logged once', async () => {
    const log = vi.fn()
    const down = limiter({ url: 'redis://127.0.0.1:1', prefix: 'x:', max: 2, windowMs: 60_000, log })
    const decisions = [await down.hit('a'), await down.hit('a'), await down.hit('a')]
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false])
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0][0])).toMatch(/Redis unreachable/)
  })
})
