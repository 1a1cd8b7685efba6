import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { readFeedFile } from '@/listings/feed/feed-file'
import { feedWriter } from '@/listings/feed/feed-write'
import { generateFeed } from '@/listings/generator/generate'
import { importListings } from '@/listings/feed/import'
import type { RawRecord } from '@/listings/feed/reso'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { lastSyncAt } from '@/listings/feed/sync-log'
import { testPayload } from './helpers/db'

let payload: Payload
let db: ListingsDb
let snapshot: Array<{ id: number; status: string; modified_at: number }>
const dir = mkdtempSync(path.join(tmpdir(), 'feed-'))
const now = Date.parse('2026-11-20T12:00:00Z')
const feed = (count: number, seed = 5) => [
  ...generateFeed({ count, seed, now, firstKey: 70_000_000, photos: ['/p/1.jpg', '/p/2.jpg'] }),
]
const items = (records: RawRecord[]) => records.map((record, i) => ({ line: i + 1, record }))
const ours = `uls >= '70000000' AND uls < '70100000'`
const state = () => db.all<Record<string, unknown>>(`SELECT * FROM listings WHERE ${ours} ORDER BY uls`)

async function writeFeed(name: string, records: RawRecord[]) {
  const file = path.join(dir, name)
  let text = ''
  const w = feedWriter(file, async (s) => {
    text += s
  })
  for (const r of records) await w.record(r)
  await w.end()
  writeFileSync(file, text)
  return file
}

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  snapshot = await db.all('SELECT id, status, modified_at FROM listings')
})

// Full feeds withdraw the demo listings too: put them back and remove this file's listings.
afterAll(async () => {
  const ids = `SELECT id FROM listings WHERE ${ours}`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`)
  await db.run(`DELETE FROM listings WHERE ${ours}`)
  rmSync(dir, { recursive: true, force: true })
  for (const s of snapshot)
    await db.run('UPDATE listings SET status = ?, modified_at = ? WHERE id = ?', [
      s.status,
      Number(s.modified_at),
      Number(s.id),
    ])
  dropSearchIndex(db)
})

describe('listing import', () => {
  it('inserts a feed, and importing it again changes nothing', async () => {
    const records = feed(400)
    const first = await importListings(db, items(records), { full: false, source: 'test' })
    expect(first).toMatchObject({ received: 400, inserted: 400, updated: 0, unchanged: 0, rejected: 0 })
    const before = await state()
    const photos = await db.all(
      `SELECT count(*) AS n FROM listing_photos WHERE listing_id IN (SELECT id FROM listings WHERE ${ours})`,
    )
    const again = await importListings(db, items(records), { full: false, source: 'test' })
    expect(again).toMatchObject({ received: 400, inserted: 0, updated: 0, unchanged: 400 })
    expect(await state()).toEqual(before)
    expect(
      await db.all(
        `SELECT count(*) AS n FROM listing_photos WHERE listing_id IN (SELECT id FROM listings WHERE ${ours})`,
      ),
    ).toEqual(photos)
  })

  it('updates a changed record in place and replaces its photos', async () => {
    const records = feed(400)
    records[3] = { ...records[3], ListPrice: 123_456, Media: [{ MediaURL: '/p/9.jpg', Order: 1 }] }
    const report = await importListings(db, items(records), { full: false, source: 'test' })
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 399 })
    const [row] = await db.all<{ id: number; price: number }>('SELECT id, price FROM listings WHERE uls = ?', [
      String(records[3].ListingKey),
    ])
    expect(Number(row.price)).toBe(123_456)
    expect(await db.all('SELECT url FROM listing_photos WHERE listing_id = ?', [Number(row.id)])).toEqual([
      { url: '/p/9.jpg' },
    ])
  })

  it('withdraws listings a full feed no longer holds, and brings them back when they return', async () => {
    const records = feed(400).slice(0, 390)
    const report = await importListings(db, items(records), { full: true, source: 'test' })
    expect(report).toMatchObject({
      updated: 1,
      withdrawn: 10 + snapshot.filter((s) => s.status !== 'withdrawn').length,
    })
    const gone = await db.all<{ status: string }>(`SELECT status FROM listings WHERE ${ours} AND uls >= ?`, [
      '70000390',
    ])
    expect(gone.map((g) => g.status)).toEqual(Array(10).fill('withdrawn'))
    const back = await importListings(db, items(feed(400)), { full: true, source: 'test' })
    expect(back).toMatchObject({ updated: 10, unchanged: 390, withdrawn: 0 })
  })

  it('refuses a full feed that would withdraw most listings, changing nothing', async () => {
    const before = await db.all('SELECT id, status FROM listings ORDER BY id')
    await expect(importListings(db, items(feed(400).slice(0, 50)), { full: true, source: 'cut off' })).rejects.toThrow(
      /would withdraw/,
    )
    expect(await db.all('SELECT id, status FROM listings ORDER BY id')).toEqual(before)
  })

  it('rejects bad records with line, field and reason, and keeps the good ones', async () => {
    const records: RawRecord[] = feed(5, 9).map((r) => ({ ...r, ListingKey: `T${String(r.ListingKey)}` }))
    records[1] = { ...records[1], ListPrice: 'cheap' }
    records[3] = { ...records[3], StandardStatus: 'Sleeping' }
    records.push({ ...records[0] })
    const report = await importListings(db, items(records), { full: false, source: 'test' })
    expect(report).toMatchObject({ received: 6, inserted: 3, rejected: 3 })
    expect(report.errors).toEqual([
      { line: 2, uls: records[1].ListingKey, field: 'ListPrice', reason: 'is not a number: "cheap"' },
      { line: 4, uls: records[3].ListingKey, field: 'StandardStatus', reason: 'is not a known status: Sleeping' },
      { line: 6, uls: records[0].ListingKey, field: 'ListingKey', reason: 'repeats the listing of line 1' },
    ])
    await db.run(`DELETE FROM listing_photos WHERE listing_id IN (SELECT id FROM listings WHERE uls LIKE 'T%')`)
    await db.run(`DELETE FROM listing_details WHERE listing_id IN (SELECT id FROM listings WHERE uls LIKE 'T%')`)
    await db.run(`DELETE FROM listing_open_houses WHERE listing_id IN (SELECT id FROM listings WHERE uls LIKE 'T%')`)
    await db.run(`DELETE FROM listings WHERE uls LIKE 'T%'`)
  })

  it('reads CSV, NDJSON and JSON feeds to the same listings, and records the sync time', async () => {
    const records = feed(400)
    const before = await state()
    for (const name of ['feed.csv', 'feed.ndjson', 'feed.json']) {
      const report = await importListings(db, readFeedFile(await writeFeed(name, records)), {
        full: false,
        source: name,
      })
      expect(report, name).toMatchObject({ received: 400, inserted: 0, updated: 0, unchanged: 400, rejected: 0 })
    }
    expect(await state()).toEqual(before)
    expect(await lastSyncAt(db)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('reports a broken NDJSON line without stopping', async () => {
    const file = path.join(dir, 'broken.ndjson')
    writeFileSync(file, `${JSON.stringify(feed(1)[0])}\n{not json\n[]\n`)
    const report = await importListings(db, readFeedFile(file), { full: false, source: 'broken' })
    expect(report.errors).toEqual([
      { line: 2, uls: null, field: '(record)', reason: 'is not valid JSON' },
      { line: 3, uls: null, field: '(record)', reason: 'is not a JSON object' },
    ])
    expect(report.unchanged).toBe(1)
  })
})
