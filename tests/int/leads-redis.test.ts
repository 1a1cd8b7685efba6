import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { redisRateLimiter } from '@/leads/redis-rate-limit'
import { configureLeadServices } from '@/leads/services'
import { testPayload } from './helpers/db'
import { startCuttableRelay } from './helpers/tcp-cut'
import { contactWire, postLead } from './leads-helpers'

// The machine's Redis (127.0.0.1:6379); each run uses its own key prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const target = { host: new URL(REDIS_URL).hostname, port: Number(new URL(REDIS_URL).port || 6379) }
const opened: { close: () => Promise<void> }[] = []
const limiter = (o: Parameters<typeof redisRateLimiter>[0]) => {
  const l = redisRateLimiter(o)
  opened.push(l)
  return l
}
let payload: Payload
const undo: (() => void)[] = []
const leadsFrom = async (email: string) =>
  (await payload.count({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })).totalDocs
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// The first file of a run migrates and seeds: minutes on PostgreSQL on a busy machine.
beforeAll(async () => {
  payload = await testPayload()
  undo.push(
    configureLeadServices({
      afterResponse: () => {},
      wakeAt: () => {},
      verifyCaptcha: async () => ({ passed: true, reason: null, score: 0.9 }),
    }),
  )
}, 600_000)
afterAll(async () => {
  for (const u of undo.reverse()) u()
  await Promise.all(opened.map((l) => l.close()))
})

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

  it('Redis unreachable: the limit fails closed (unavailable), quickly, and the fault is logged once', async () => {
    const log = vi.fn()
    const down = limiter({ url: 'redis://127.0.0.1:1', prefix: 'x:', max: 2, windowMs: 60_000, log })
    const started = Date.now()
    const decisions = [await down.hit('a'), await down.hit('a'), await down.hit('a')]
    expect(Date.now() - started).toBeLessThan(1500)
    expect(decisions.map((d) => [d.allowed, d.unavailable])).toEqual([
      [false, true],
      [false, true],
      [false, true],
    ])
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0][0])).toMatch(/Redis unreachable/)
  })
})

describe('the contact endpoint while Redis is down, and after', () => {
  it('two instances (two limiters) hold one per-address limit: the post over it gets 429 from either', async () => {
    const prefix = `test:${randomUUID()}:`
    const instanceA = limiter({ url: REDIS_URL, prefix, max: 2, windowMs: 60_000 })
    const instanceB = limiter({ url: REDIS_URL, prefix, max: 2, windowMs: 60_000 })
    const from = { 'x-forwarded-for': '203.0.113.50', 'content-language': 'fr' }
    const email = `shared-${Date.now()}@example.ca`
    const statuses: number[] = []
    for (const instance of [instanceA, instanceB, instanceA]) {
      const restore = configureLeadServices({ rateLimiter: instance })
      statuses.push((await postLead(contactWire({ email, locale: 'fr' }), from)).status)
      restore()
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(await leadsFrom(email)).toBe(2)
  })

  it('refuses with a 503 in the visitor’s language and stores nothing; a retry of a lead already stored is still a success; Redis back: taken again without restart', async () => {
    const relay = await startCuttableRelay(target)
    opened.push(relay)
    const restore = configureLeadServices({
      rateLimiter: limiter({ url: relay.url, prefix: `test:${randomUUID()}:`, log: () => {} }),
    })
    try {
      const acknowledged = await postLead(contactWire({ email: 'before-outage@example.ca' }), {
        'idempotency-key': 'outage-retry-0001',
      })
      expect(acknowledged.status).toBe(200)

      await relay.cut()
      const fr = await postLead(contactWire({ email: 'during-outage@example.ca', locale: 'fr' }))
      expect(fr.status).toBe(503)
      expect(fr.headers.get('retry-after')).toBe('30')
      expect((await fr.json()).message).toMatch(/n’a pas été enregistrée/)
      const en = await postLead(contactWire({ email: 'during-outage@example.ca', locale: 'en' }))
      expect((await en.json()).message).toMatch(/was not saved/)
      expect(await leadsFrom('during-outage@example.ca')).toBe(0)
      // The browser retries a post whose answer it lost: it was stored, so it is a success, not "not saved".
      const retry = await postLead(contactWire({ email: 'before-outage@example.ca' }), {
        'idempotency-key': 'outage-retry-0001',
      })
      expect(retry.status).toBe(200)
      expect(await leadsFrom('before-outage@example.ca')).toBe(1)

      await relay.restore()
      let status = 0
      for (let i = 0; i < 40 && status !== 200; i++) {
        await sleep(100)
        status = (
          await postLead(contactWire({ email: 'after-outage@example.ca' }), { 'idempotency-key': 'after-outage-0001' })
        ).status
      }
      expect(status).toBe(200)
      expect(await leadsFrom('after-outage@example.ca')).toBe(1)
    } finally {
      restore()
    }
  })
})
