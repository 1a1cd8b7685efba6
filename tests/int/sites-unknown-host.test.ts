import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { testPayload } from './helpers/db'
import { contactWire, postLead } from './leads-helpers'

/** Issue 17: a host naming no site is neither cached nor counted against a site's limits. */
const cacheEntries = vi.hoisted(() => new Map<string, unknown>())
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  // A stand-in for Next.js's data cache: it keeps every entry the loaders ask it to keep.
  unstable_cache:
    (fn: (...a: unknown[]) => Promise<unknown>, keys: string[]) =>
    async (...args: unknown[]) => {
      const key = JSON.stringify([...keys, ...args])
      if (!cacheEntries.has(key)) cacheEntries.set(key, await fn(...args))
      return cacheEntries.get(key)
    },
}))

let restore: () => void
beforeAll(async () => {
  await testPayload()
  restore = configureLeadServices({
    verifyCaptcha: async () => ({ passed: true, reason: null, score: 0.9 }),
    rateLimiter: memoryRateLimiter({ max: 2, windowMs: 60_000 }),
    afterResponse: () => {},
    wakeAt: () => {},
  })
}, 600_000)
afterAll(() => restore())

describe('a host naming no site', () => {
  it('leaves no entry in the data cache, however many such hosts ask', async () => {
    const { siteOfRequest } = await import('@/data/site-data')
    expect((await siteOfRequest(new Headers({ host: 'agence.localhost' })))?.site_id).toBe('agence-boreal')
    for (let i = 0; i < 50; i++) expect(await siteOfRequest(new Headers({ host: `inconnu-${i}.example` }))).toBeNull()
    const keys = [...cacheEntries.keys()]
    expect(keys.some((k) => k.includes('agence.localhost'))).toBe(true)
    expect(keys.filter((k) => k.includes('inconnu-'))).toEqual([])
  })

  it('does not count against the address’s lead limit on the real sites', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < 5; i++)
      expect(
        (
          await postLead(contactWire({ email: `inconnu-${i}@example.ca` }), {
            host: 'inconnu.example',
            'x-forwarded-for': ip,
          })
        ).status,
      ).toBe(404)
    expect((await postLead(contactWire({ email: 'vrai-site@example.ca' }), { 'x-forwarded-for': ip })).status).toBe(200)
    expect((await postLead(contactWire({ email: 'vrai-site-2@example.ca' }), { 'x-forwarded-for': ip })).status).toBe(
      200,
    )
    expect((await postLead(contactWire({ email: 'vrai-site-3@example.ca' }), { 'x-forwarded-for': ip })).status).toBe(
      429,
    )
  })
})
