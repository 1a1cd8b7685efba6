import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisDataCache, withPageRenewal } from '@/infra/redis-data-cache.mjs'
import { generationKey, redisGeneration } from '@/infra/redis-generation.mjs'
import { startCuttableRelay } from './helpers/tcp-cut'

// The machine's Redis (127.0.0.1:6379); this file's keys are under a prefix of its own.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const target = { host: new URL(REDIS_URL).hostname, port: Number(new URL(REDIS_URL).port || 6379) }
const closers: Array<() => Promise<void>> = []
const quiet = () => {}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const within = async <T>(ms: number, probe: () => Promise<T>, ok: (v: T) => boolean) => {
  const until = Date.now() + ms
  for (;;) {
    const v = await probe()
    if (ok(v) || Date.now() > until) return v
    await sleep(20)
  }
}
const generation = (url: string) => {
  const g = redisGeneration({ url, refreshMs: 100, log: quiet })
  closers.push(g.close)
  return g
}
const dataCache = (url: string) => {
  const c = redisDataCache({ url, log: quiet })
  closers.push(c.close)
  return c
}
const fetchEntry = (body: string) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: ['pages'],
  value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
})
let admin: Redis

beforeAll(() => {
  process.env.REDIS_KEY_PREFIX = `test:${randomUUID()}:`
  admin = new Redis(REDIS_URL)
})
afterAll(async () => {
  const keys = await admin.keys(`${process.env.REDIS_KEY_PREFIX}*`)
  if (keys.length) await admin.del(...keys)
  admin.disconnect()
  await Promise.all(closers.map((c) => c()))
})

describe('two instances sharing the page generation through Redis', () => {
  it('a publish on instance A (new generation) is seen by instance B within a second', async () => {
    const a = generation(REDIS_URL)
    const b = generation(REDIS_URL)
    const before = await b.read()
    expect(before).not.toBeNull()
    const bumped = await a.bump()
    const seen = await within(
      1000,
      () => b.read(),
      (v) => v !== before,
    )
    expect(seen).toContain(bumped)
  })

  it("B hears of A's new generation at once, long before its next read of Redis", async () => {
    const a = generation(REDIS_URL)
    const heard: string[] = []
    const g = redisGeneration({ url: REDIS_URL, refreshMs: 60_000, log: quiet, onChange: (v) => heard.push(v) })
    closers.push(g.close)
    const before = await within(
      1000,
      () => g.read(),
      (v) => v != null,
    ) // read once: B now rereads Redis only in a minute
    await sleep(100) // B's listener subscribed
    const bumped = await a.bump()
    const seen = await within(
      1000,
      () => g.read(),
      (v) => v !== before,
    )
    expect(seen).toContain(bumped)
    expect(heard).toEqual([seen])
  })

  it('Redis unreachable: no generation (pages render per request) within the bounded wait, and a bump does not throw', async () => {
    const down = generation('redis://127.0.0.1:1')
    const started = Date.now()
    expect(await down.read()).toBeNull()
    expect(await down.bump()).toBeNull()
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('Redis gone for over a second: pages are rendered per request; back: cached again, under a generation no page from before the outage has', async () => {
    const relay = await startCuttableRelay(target)
    closers.push(relay.close)
    const b = generation(relay.url)
    const before = await within(
      1000,
      () => b.read(),
      (v) => v != null,
    )
    expect(before).not.toBeNull()
    await relay.cut()
    await sleep(150)
    expect(await b.read()).toBe(before) // a failure within a second of a good read is no outage (a busy event loop)
    expect(
      await within(
        2500,
        () => b.read(),
        (v) => v == null,
      ),
    ).toBeNull()
    await relay.restore()
    const after = await within(
      3000,
      () => b.read(),
      (v) => v != null,
    )
    expect(after).not.toBeNull()
    expect(after).not.toBe(before)
  })
})

describe('Next.js data cache shared through Redis (@fortedigital/nextjs-cache-handler)', () => {
  it('an entry written by A is read by B; a tag expired on A is a miss on B and starts a new page generation', async () => {
    const a = dataCache(REDIS_URL)
    const b = dataCache(REDIS_URL)
    await sleep(100) // both connected
    await a.handler.set('home', fetchEntry('published v1') as never)
    const onB = await b.handler.get('home', { implicitTags: [] })
    expect((onB?.value as { data: { body: string } }).data.body).toBe('published v1')
    const genBefore = await admin.get(generationKey())
    const pagesOfB = redisGeneration({ url: REDIS_URL, refreshMs: 60_000, log: quiet })
    closers.push(pagesOfB.close)
    const pagesBefore = await within(
      1000,
      () => pagesOfB.read(),
      (v) => v != null,
    )
    await sleep(100) // B's listener subscribed
    // What Next.js on A calls at the end of a publish: every tag expired, then the pages renewed once.
    class ExpireOnA {
      async revalidateTag(tags: string[]) {
        for (const t of tags) await a.handler.revalidateTag(t)
      }
    }
    await new (withPageRenewal(ExpireOnA, a.renewPages))().revalidateTag(['pages', 'header'])
    expect(await b.handler.get('home', { implicitTags: [] })).toBeNull()
    expect(await admin.get(generationKey())).not.toBe(genBefore)
    expect(
      await within(
        200,
        () => pagesOfB.read(),
        (v) => v !== pagesBefore,
      ),
    ).toContain(await admin.get(generationKey())) // announced, not polled
  })

  it('Redis down: a read is a quick miss (no error, no hang); Redis back: recovers by itself, with entries from before the outage gone', async () => {
    const relay = await startCuttableRelay(target)
    closers.push(relay.close)
    const cache = dataCache(relay.url)
    CacheHandler.onCreation(() => ({ handlers: [cache.handler] }))
    const next = new CacheHandler({ serverDistDir: mkdtempSync(path.join(tmpdir(), 'dist-')), dev: false } as never)
    await sleep(100)
    await next.set(
      'about',
      { kind: 'FETCH', data: { headers: {}, body: 'before', status: 200, url: '' }, revalidate: false } as never,
      { tags: ['pages'] },
    )
    expect(await next.get('about', { kind: 'FETCH', softTags: [] } as never)).not.toBeNull()

    await relay.cut()
    const started = Date.now()
    expect(await next.get('about', { kind: 'FETCH', softTags: [] } as never)).toBeNull()
    await next.set(
      'about',
      { kind: 'FETCH', data: { headers: {}, body: 'during', status: 200, url: '' }, revalidate: false } as never,
      { tags: ['pages'] },
    )
    expect(Date.now() - started).toBeLessThan(1000)

    const genBefore = await admin.get(generationKey())
    await relay.restore()
    await within(
      5000,
      async () => admin.get(generationKey()),
      (g) => g !== genBefore,
    )
    await cache.recovered()
    expect(await next.get('about', { kind: 'FETCH', softTags: [] } as never)).toBeNull()
    await next.set(
      'about',
      { kind: 'FETCH', data: { headers: {}, body: 'after', status: 200, url: '' }, revalidate: false } as never,
      { tags: ['pages'] },
    )
    const back = await next.get('about', { kind: 'FETCH', softTags: [] } as never)
    expect((back?.value as { data: { body: string } }).data.body).toBe('after')
  })
})
