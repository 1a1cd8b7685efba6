import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { generateFeed } from '@/listings/generator/generate'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { ResoClient, type ResoSettings } from '@/listings/sync/reso-client'
import { runSync, type SyncOptions } from '@/listings/sync/sync'
import { syncFromSettings } from '@/listings/sync/sync-service'
import { testPayload } from './helpers/db'
import { startFakeReso, type FakeOptions, type FakeReso } from './helpers/fake-reso'

/** The client side of the protocol against fakes written from RFC 6749 and OData: token requests, endpoints, photos. */
let payload: Payload
let db: ListingsDb
const fakes: FakeReso[] = []
const ours = `uls >= '76000000' AND uls < '76100000'`
const now = Date.parse('2026-11-20T12:00:00Z')
const fake = async (o: FakeOptions = {}) => {
  const f = await startFakeReso(o)
  fakes.push(f)
  return f
}
const client = (f: FakeReso, s: Partial<ResoSettings> = {}) =>
  new ResoClient({ ...f.settings, ...s }, { sleep: async () => undefined, maxAttempts: 2 })
const sync = (c: ResoClient, o: Partial<SyncOptions> & { siteId: number }) =>
  runSync(db, c, { holder: 'protocol', resources: ['Property'], pageSize: 200, ...o })
const count = async (where: string) =>
  Number((await db.all<{ n: number }>(`SELECT count(*) AS n FROM listings WHERE ${ours} AND ${where}`))[0].n)

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
}, 600_000)

afterAll(async () => {
  for (const f of fakes) await f.close()
  const ids = `SELECT id FROM listings WHERE ${ours}`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`)
  await db.run(`DELETE FROM listings WHERE ${ours}`)
  dropSearchIndex(db)
})

describe('the token request authenticates the client one way, encoded as RFC 6749 says', () => {
  it('HTTP Basic by default, the secret form-urlencoded first: a secret with "+" and ":" is accepted', async () => {
    const f = await fake({ clientSecret: 's3cr+t:with%signs' })
    f.data.Property = [...generateFeed({ count: 5, seed: 1, now, firstKey: 76_000_000 })]
    expect(await sync(client(f), { siteId: 41 })).toMatchObject({ status: 'succeeded', inserted: 5 })
    expect(f.tokenRequests).toEqual([{ methods: ['basic'], scope: null, status: 200 }])
  })

  it('the id and secret in the body when the feed is set so, and then no Basic header', async () => {
    const f = await fake({ clientSecret: 'a+b' })
    f.data.Property = [...generateFeed({ count: 5, seed: 1, now, firstKey: 76_000_000 })]
    expect(await sync(client(f, { auth: 'body' }), { siteId: 42 })).toMatchObject({ status: 'succeeded' })
    expect(f.tokenRequests.map((t) => t.methods)).toEqual([['body']])
  })

  it('asks for the provider’s scope; without it a scoped server refuses, and the run says why', async () => {
    const f = await fake({ scope: 'DDFApi_Read' })
    f.data.Property = [...generateFeed({ count: 5, seed: 1, now, firstKey: 76_000_000 })]
    expect(await sync(client(f), { siteId: 43 })).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('invalid_scope'),
    })
    expect(await sync(client(f, { scope: 'DDFApi_Read' }), { siteId: 43 })).toMatchObject({ status: 'succeeded' })
    expect(f.tokenRequests.at(-1)).toEqual({ methods: ['basic'], scope: 'DDFApi_Read', status: 200 })
  })

  it('the admin’s settings carry the scope and the authentication method to the sync', async () => {
    const f = await fake({ scope: 'api', clientSecret: 'x+y' })
    f.data.Property = [...generateFeed({ count: 5, seed: 1, now, firstKey: 76_000_000 })]
    await payload.updateGlobal({
      slug: 'listing-feed',
      data: {
        enabled: true,
        endpoint: f.settings.endpoint,
        token_url: f.settings.tokenUrl,
        client_id: f.settings.clientId,
        client_secret: f.settings.clientSecret,
        resources: ['Property'],
        scope: 'api',
        client_auth: 'body',
      },
    })
    try {
      expect(await syncFromSettings(payload, { siteId: 44, notify: async () => undefined })).toMatchObject({
        status: 'succeeded',
      })
      expect(f.tokenRequests).toEqual([{ methods: ['body'], scope: 'api', status: 200 }])
    } finally {
      await payload.updateGlobal({ slug: 'listing-feed', data: { enabled: false } })
    }
  })
})

describe('watermarks belong to one endpoint and one set of resources', () => {
  it('a feed pointed at another endpoint reads that endpoint in full', async () => {
    const before = await fake()
    before.data.Property = [
      ...generateFeed({ count: 30, seed: 2, now: Date.parse('2027-06-01T00:00:00Z'), firstKey: 76_010_000 }),
    ]
    expect(await sync(client(before), { siteId: 45 })).toMatchObject({ status: 'succeeded', inserted: 30 })
    // The new provider's records were all modified before the old feed's newest.
    const after = await fake()
    after.data.Property = [...generateFeed({ count: 30, seed: 3, now, firstKey: 76_020_000 })]
    expect(await sync(client(after), { siteId: 45 })).toMatchObject({ status: 'succeeded', inserted: 30 })
    expect(await count("uls >= '76020000' AND uls < '76030000'")).toBe(30)
    expect(after.log.find((l) => l.path === '/odata/Property')?.query.$filter).toBeUndefined()
  })

  it('other resources read everything again too', async () => {
    const f = await fake()
    f.data.Property = [...generateFeed({ count: 30, seed: 4, now, firstKey: 76_030_000 })]
    expect(await sync(client(f), { siteId: 46 })).toMatchObject({ status: 'succeeded', received: 30 })
    const again = await sync(client(f), { siteId: 46 })
    expect(again.status === 'succeeded' && again.received).toBeLessThan(5) // only the newest, at the watermark
    expect(await sync(client(f), { siteId: 46, resources: ['Property', 'Media'] })).toMatchObject({
      status: 'succeeded',
      received: 30,
    })
  })
})

describe('photos from whichever source the server’s $metadata offers', () => {
  const photos = async (key: string) =>
    (
      await db.all<{ url: string }>(
        'SELECT url FROM listing_photos WHERE listing_id = (SELECT id FROM listings WHERE uls = ?) ORDER BY position',
        [key],
      )
    ).map((p) => p.url)

  it('DDF: no Media resource, photos expanded from Property’s Media; the run does not fail', async () => {
    const f = await fake({ media: 'expand', scope: 'DDFApi_Read' })
    f.data.Property = [
      ...generateFeed({ count: 20, seed: 5, now, firstKey: 76_040_000, photos: ['https://cdn.example/a.jpg'] }),
    ]
    f.data.Property[0].Media = [2, 1].map((order) => ({
      MediaKey: `m${order}`,
      MediaURL: `https://cdn.example/d${order}.jpg`,
      Order: order,
    }))
    const result = await sync(client(f, { scope: 'DDFApi_Read' }), {
      siteId: 47,
      resources: ['Property', 'Member', 'Office', 'Media'],
    })
    expect(result).toMatchObject({ status: 'succeeded', inserted: 20, rejected: 0 })
    expect(await photos('76040000')).toEqual(['https://cdn.example/d1.jpg', 'https://cdn.example/d2.jpg'])
    expect(f.log.some((l) => l.path === '/odata/Media')).toBe(false)
    expect(f.log.find((l) => l.path === '/odata/Property')?.query.$expand).toBe('Media')
  })

  it('a Media resource is read in full however it pages (25 photos each for 50 listings, $top capped at 1,000)', async () => {
    const f = await fake({ paging: 'topCap' })
    f.data.Property = [...generateFeed({ count: 50, seed: 6, now, firstKey: 76_050_000, photos: [] })]
    f.data.Media = f.data.Property.flatMap((p) =>
      Array.from({ length: 25 }, (_, i) => ({
        MediaKey: `${String(p.ListingKey)}-${String(i).padStart(2, '0')}`,
        ResourceName: 'Property',
        ResourceRecordKey: p.ListingKey,
        Order: i + 1,
        MediaURL: `https://cdn.example/${String(p.ListingKey)}/${i + 1}.jpg`,
      })),
    )
    expect(await sync(client(f), { siteId: 48, resources: ['Property', 'Media'], pageSize: 1000 })).toMatchObject({
      status: 'succeeded',
      inserted: 50,
    })
    const last = String(f.data.Property[49].ListingKey)
    expect(await photos(last)).toEqual(Array.from({ length: 25 }, (_, i) => `https://cdn.example/${last}/${i + 1}.jpg`))
  })
})
