import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { pruneReplacedPhotos, pruneWithdrawnPhotos, WITHDRAWN_PHOTOS_KEPT_MS } from '@/listings/sync/photo-prune'
import { storeListingPhotos, type PhotoStoreReport } from '@/listings/sync/photo-store'
import { ResoClient } from '@/listings/sync/reso-client'
import { runSync } from '@/listings/sync/sync'
import { testPayload } from './helpers/db'
import { startFakeReso, type FakeReso } from './helpers/fake-reso'

let payload: Payload
let db: ListingsDb
let fake: FakeReso
let cdn: Server
let base = ''
const reports: PhotoStoreReport[] = []
const ours = `uls >= '73000000' AND uls < '73100000'`
const record = (key: string, media: string[], price = 410_000) => ({
  ListingKey: key,
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  ListPrice: price,
  UnparsedAddress: '12 rue des Photos',
  City: 'Québec',
  PostalCode: 'G1R 2B5',
  Latitude: 46.81,
  Longitude: -71.21,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 1,
  OnMarketTimestamp: '2026-11-20T12:00:00Z',
  ModificationTimestamp: new Date(Date.parse('2026-11-22T00:00:00Z') + price).toISOString(),
  Media: media.map((m, i) => ({ MediaURL: `${base}${m}`, Order: i + 1 })),
})
const photos = async (key: string) =>
  (
    await db.all<{ url: string }>(
      'SELECT url FROM listing_photos WHERE listing_id = (SELECT id FROM listings WHERE uls = ?) ORDER BY position',
      [key],
    )
  ).map((p) => p.url)
const sync = () =>
  runSync(db, new ResoClient(fake.settings, { sleep: async () => undefined }), {
    siteId: 9,
    holder: 'photos',
    resources: ['Property'],
    pageSize: 50,
    photos: async (keys) => void reports.push(await storeListingPhotos(payload, db, keys, { timeoutMs: 3000 })),
    prunePhotos: async (replaced) => void (pruned += await pruneReplacedPhotos(payload, db, replaced)),
  })
let pruned = 0
const mediaNamed = async (url: string) =>
  (
    await payload.find({
      collection: 'media',
      where: { filename: { equals: decodeURIComponent(url.split('/').pop()!) } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer()
  cdn = createServer((req, res) => {
    if (['/house.jpg', '/garden.jpg', '/kitchen.jpg'].includes(req.url!)) {
      res.writeHead(200, { 'content-type': 'image/jpeg' })
      return res.end(jpeg)
    }
    if (req.url === '/page.jpg') {
      res.writeHead(200, { 'content-type': 'text/html' })
      return res.end('<html>not a photo</html>')
    }
    if (req.url === '/slow.jpg') return setTimeout(() => res.end(), 10_000).unref()
    // A photo host redirecting to the cloud metadata address, and one redirecting to a real photo.
    if (req.url === '/to-metadata.jpg')
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam.jpg' }).end()
    if (req.url === '/to-house.jpg') return res.writeHead(301, { location: '/house.jpg' }).end()
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`
  fake = await startFakeReso()
}, 600_000)

afterAll(async () => {
  await fake.close()
  cdn.closeAllConnections()
  await new Promise((r) => cdn.close(r))
  const ids = `SELECT id FROM listings WHERE ${ours}`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`)
  await db.run(`DELETE FROM listings WHERE ${ours}`)
  await payload.delete({ collection: 'media', where: { filename: { like: 'listing-7300' } }, overrideAccess: true })
  dropSearchIndex(db)
})

describe('listing photos stored like other media', () => {
  it('fetches each feed photo, stores it resized as a media file; a broken photo keeps its feed URL and never blocks the listing', async () => {
    fake.data.Property.push(record('73000001', ['/house.jpg', '/missing.jpg', '/page.jpg', '/slow.jpg']))
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 1, rejected: 0 })
    const [stored, ...broken] = await photos('73000001')
    expect(stored).toMatch(/^\/api\/media\/file\/listing-73000001-[0-9a-f]{12}\.jpg$/)
    expect(broken).toEqual([`${base}/missing.jpg`, `${base}/page.jpg`, `${base}/slow.jpg`])
    expect(reports[0]).toMatchObject({ stored: 1, broken: 3 })
    // Photos download side by side: the errors come in any order.
    const errors = reports[0].errors.join('\n')
    expect(errors).toMatch(/missing\.jpg: HTTP 404/)
    expect(errors).toMatch(/page\.jpg: not an image/)
    const [media] = (
      await payload.find({
        collection: 'media',
        where: { filename: { equals: decodeURIComponent(stored.split('/').pop()!) } },
        overrideAccess: true,
      })
    ).docs
    expect(media).toMatchObject({ width: 2000, height: 1500, mimeType: 'image/jpeg' })
    expect(media.sizes?.card).toMatchObject({ width: 768 })
    expect(existsSync(path.join(process.env.MEDIA_DIR!, media.sizes!.card!.filename!))).toBe(true)
    const [listing] = await db.all<{ status: string }>("SELECT status FROM listings WHERE uls = '73000001'")
    expect(listing.status).toBe('active')
  })

  it('a listing that changes at the feed reuses its stored photo instead of downloading it again', async () => {
    const before = await photos('73000001')
    fake.data.Property[0] = record('73000001', ['/house.jpg', '/missing.jpg', '/page.jpg', '/slow.jpg'], 420_000)
    expect(await sync()).toMatchObject({ status: 'succeeded', updated: 1 })
    expect(reports.at(-1)).toMatchObject({ stored: 0, reused: 1 })
    expect((await photos('73000001'))[0]).toBe(before[0])
    expect(pruned).toBe(0)
  })

  it('a photo the feed replaces is deleted with its resized copies; the photos still listed stay', async () => {
    fake.data.Property.push(record('73000002', ['/house.jpg', '/garden.jpg'], 500_000))
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 1 })
    const [house, garden] = await photos('73000002')
    const gardenMedia = await mediaNamed(garden)
    const gardenFiles = [
      gardenMedia.filename!,
      ...Object.values(gardenMedia.sizes ?? {})
        .map((size) => size?.filename)
        .filter((f): f is string => Boolean(f)),
    ]
    expect(gardenFiles.length).toBeGreaterThan(1)
    expect(gardenFiles.every((f) => existsSync(path.join(process.env.MEDIA_DIR!, f)))).toBe(true)

    fake.data.Property[fake.data.Property.length - 1] = record('73000002', ['/house.jpg', '/kitchen.jpg'], 510_000)
    expect(await sync()).toMatchObject({ status: 'succeeded', updated: 1 })
    const [houseAfter, kitchen] = await photos('73000002')
    expect(houseAfter).toBe(house)
    expect(kitchen).toMatch(/^\/api\/media\/file\/listing-73000002-[0-9a-f]{12}\.jpg$/)
    expect(kitchen).not.toBe(garden)
    expect(pruned).toBe(1)
    expect(await mediaNamed(garden)).toBeUndefined()
    expect(gardenFiles.some((f) => existsSync(path.join(process.env.MEDIA_DIR!, f)))).toBe(false)
    expect(await mediaNamed(house)).toBeDefined()
    expect(await mediaNamed(kitchen)).toBeDefined()
  })

  it('a listing withdrawn for more than 30 days loses its stored photos; one withdrawn since less keeps them', async () => {
    fake.data.Property.push(
      record('73000003', ['/house.jpg', '/garden.jpg'], 520_000),
      record('73000004', ['/kitchen.jpg'], 530_000),
    )
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 2 })
    const [old, recent] = [await photos('73000003'), await photos('73000004')]
    expect([...old, ...recent].every((u) => u.startsWith('/api/media/file/listing-'))).toBe(true)
    const now = Date.now()
    await db.run("UPDATE listings SET status = 'withdrawn', modified_at = ? WHERE uls = '73000003'", [
      now - WITHDRAWN_PHOTOS_KEPT_MS - 60_000,
    ])
    await db.run("UPDATE listings SET status = 'withdrawn', modified_at = ? WHERE uls = '73000004'", [
      now - WITHDRAWN_PHOTOS_KEPT_MS + 60_000,
    ])

    expect(await pruneWithdrawnPhotos(payload, db, now)).toBe(2)
    expect(await photos('73000003')).toEqual([])
    expect(
      (await db.all<{ photo_url: string | null }>("SELECT photo_url FROM listings WHERE uls = '73000003'"))[0]
        .photo_url,
    ).toBeNull()
    for (const url of old) expect(await mediaNamed(url)).toBeUndefined()
    expect(await photos('73000004')).toEqual(recent)
    expect(await mediaNamed(recent[0])).toBeDefined()
    expect(await mediaNamed((await photos('73000002'))[0])).toBeDefined()

    // Back on the market: its photos are stored again.
    const back = fake.data.Property.findIndex((r) => r.ListingKey === '73000003')
    fake.data.Property[back] = record('73000003', ['/house.jpg', '/garden.jpg'], 540_000) // modified after the others
    expect(await sync()).toMatchObject({ status: 'succeeded' })
    const again = await photos('73000003')
    expect(again).toEqual(old)
    for (const url of again) expect(await mediaNamed(url)).toBeDefined()
  })

  it('a photo URL redirecting to a private or metadata address is not followed there (decision 0028); other redirects are', async () => {
    fake.data.Property.push(record('73000009', ['/to-house.jpg', '/to-metadata.jpg'], 600_000))
    expect(await sync()).toMatchObject({ status: 'succeeded', rejected: 0 })
    const [stored, refused] = await photos('73000009')
    expect(stored).toMatch(/^\/api\/media\/file\/listing-73000009-/)
    expect(refused).toBe(`${base}/to-metadata.jpg`)
    expect(reports.at(-1)!.errors.join('\n')).toMatch(/to-metadata\.jpg: 169\.254\.169\.254 is a linkLocal address/)
  })
})
