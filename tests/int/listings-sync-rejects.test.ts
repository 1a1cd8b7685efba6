import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { generateFeed } from '@/listings/generator/generate'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { ResoClient } from '@/listings/sync/reso-client'
import { runSync } from '@/listings/sync/sync'
import { SITE_ID } from '@/listings/sync/sync-service'
import { readState, recentRuns } from '@/listings/sync/sync-state'
import { testPayload } from './helpers/db'
import { startFakeReso, type FakeReso } from './helpers/fake-reso'
import { editorToken, rest } from './helpers/rest'
import { agencySite } from './helpers/sites'

/** Issue 32 items 3 and 8: a rejected record is shown with its reason, kept, asked for again and imported once fixed. */
let payload: Payload
let db: ListingsDb
let fake: FakeReso
const SITE = 11
const ours = `uls >= '74000000' AND uls < '74100000'`
const tokens = { admin: '', editor: '' }
const sync = () =>
  runSync(db, new ResoClient(fake.settings, { sleep: async () => undefined }), {
    siteId: SITE,
    holder: 'rejects',
    resources: ['Property'],
    pageSize: 10,
  })
const listing = async (key: string) =>
  (await db.all<{ price: number; status: string }>('SELECT price, status FROM listings WHERE uls = ?', [key]))[0]
const pending = async (site = SITE) =>
  db.all<{ record_key: string; field: string; attempts: number }>(
    'SELECT record_key, field, attempts FROM listing_feed_rejects WHERE site_id = ? ORDER BY record_key',
    [site],
  )

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  fake = await startFakeReso()
  fake.data.Property = [
    ...generateFeed({ count: 30, seed: 5, now: Date.parse('2026-11-20T12:00:00Z'), firstKey: 74_000_000, photos: [] }),
  ]
  tokens.admin = await editorToken(payload, 'admin-rejets@example.ca', 'admin', [])
  tokens.editor = await editorToken(payload, 'editeur-rejets@example.ca', 'editor', [(await agencySite()).id])
}, 600_000)

afterAll(async () => {
  await fake.close()
  const ids = `SELECT id FROM listings WHERE ${ours}`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`)
  await db.run(`DELETE FROM listings WHERE ${ours}`)
  await payload.updateGlobal({ slug: 'listing-feed', data: { enabled: false, endpoint: '', token_url: '' } })
  dropSearchIndex(db)
})

describe('rejected feed records', () => {
  it('are shown in the history with key, field and reason, and kept for a retry', async () => {
    const bad = fake.data.Property[3]
    const gone = fake.data.Property[4]
    bad.ListPrice = 'sur demande'
    gone.ListPrice = 'sur demande'
    const first = await sync()
    expect(first).toMatchObject({ status: 'succeeded', received: 30, inserted: 28, rejected: 2 })
    const [run] = await recentRuns(db, SITE)
    expect(run.rejections).toContainEqual({
      resource: 'Property',
      key: String(bad.ListingKey),
      field: 'ListPrice',
      reason: 'is not a number: "sur demande"',
    })
    expect((await pending()).map((p) => p.record_key)).toEqual([String(bad.ListingKey), String(gone.ListingKey)])
  })

  it('are asked for again by key on the next runs, though the watermark moved past them, and imported once fixed', async () => {
    const bad = fake.data.Property[3]
    // Still wrong: asked for again, still waiting (a second attempt), nothing else read.
    const second = await sync()
    expect(second).toMatchObject({ status: 'succeeded', rejected: 2, inserted: 0 })
    expect((await pending()).map((p) => p.attempts)).toEqual([2, 2])
    // The feed fixes the price without touching ModificationTimestamp, and drops the other record.
    bad.ListPrice = 525_000
    const watermark = (await readState(db, SITE)).watermarks.Property
    expect(Date.parse(String(bad.ModificationTimestamp))).toBeLessThan(watermark)
    fake.data.Property.splice(4, 1)
    const third = await sync()
    expect(third).toMatchObject({ status: 'succeeded', inserted: 1, rejected: 0 })
    expect(await listing(String(bad.ListingKey))).toMatchObject({ price: 525_000 })
    expect(await pending()).toEqual([])
  })

  it('are listed over REST for administrators only', async () => {
    fake.data.Property[5].ListPrice = 'n/d'
    await payload.updateGlobal({
      slug: 'listing-feed',
      data: {
        enabled: true,
        endpoint: fake.settings.endpoint,
        token_url: fake.settings.tokenUrl,
        client_id: fake.settings.clientId,
        client_secret: fake.settings.clientSecret,
        resources: ['Property'],
      },
    })
    const r = await rest('POST', 'globals/listing-feed/reread', { token: tokens.admin })
    expect(r.status).toBe(202)
    await vi.waitFor(async () => expect((await recentRuns(db, SITE_ID, 1))[0]?.status).not.toBe('running'), {
      timeout: 30_000,
      interval: 100,
    })
    const history = await rest('GET', 'globals/listing-feed/history', { token: tokens.admin })
    expect(history.status).toBe(200)
    const [last] = history.body.runs as Array<{ kind: string; received: number; rejections: unknown[] }>
    // "Read everything again": every record of the feed, whatever the watermark.
    expect(last).toMatchObject({ kind: 'reread', received: 29 })
    expect(last.rejections).toContainEqual({
      resource: 'Property',
      key: String(fake.data.Property[5].ListingKey),
      field: 'ListPrice',
      reason: 'is not a number: "n/d"',
    })
    expect(history.body.rejected).toContainEqual(
      expect.objectContaining({ key: String(fake.data.Property[5].ListingKey), field: 'ListPrice', attempts: 1 }),
    )
    expect((await rest('GET', 'globals/listing-feed/history', { token: tokens.editor })).status).toBe(403)
    expect((await rest('POST', 'globals/listing-feed/reread', { token: tokens.editor })).status).toBe(403)
    expect((await rest('POST', 'globals/listing-feed/reread')).status).toBe(401)
  })
})
