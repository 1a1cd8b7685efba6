import { spawn } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { generateFeed } from '@/listings/generator/generate'
import { importListings } from '@/listings/feed/import'
import { testPayload } from './helpers/db'

/**
 * An import in another process holds SQLite's write lock for seconds; the site must keep reading
 * and queue its own writes instead of throwing SQLITE_BUSY (WAL + busy timeout on every connection).
 */
let payload: Payload
let db: ListingsDb
const sqlite = !process.env.DATABASE_URL
const keys = `uls >= '84000000' AND uls < '84001000'`

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
})
afterAll(async () => {
  if (!sqlite) return
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (SELECT id FROM listings WHERE ${keys})`)
  await db.run(`DELETE FROM listings WHERE ${keys}`)
  await db.run(`DELETE FROM listing_syncs WHERE source = 'busy-test'`)
})

describe.runIf(sqlite)('SQLite under a concurrent writer', () => {
  it('runs in WAL mode', async () => {
    const [row] = await db.all<{ journal_mode: string }>('PRAGMA journal_mode')
    expect(row.journal_mode).toBe('wal')
  })

  it('reads at once and writes after the other writer commits, even on the connection opened after a transaction', async () => {
    // libsql opens a fresh connection after each transaction: the timeout must be on it too.
    await db.tx(async (tx) => void (await tx.all('SELECT 1')))
    // The other writer is another process (libsql waits synchronously: in this one it would block its own commit).
    const held = 800
    const other = spawn(
      process.execPath,
      [
        '-e',
        `
      const { createClient } = require('@libsql/client')
      const c = createClient({ url: 'file:' + process.argv[1] })
      ;(async () => {
        await c.execute('BEGIN IMMEDIATE')
        await c.execute("INSERT INTO listing_syncs (source, full_feed, started_at, finished_at, received, inserted, updated, unchanged, withdrawn, rejected) VALUES ('busy-test', 0, 0, 0, 0, 0, 0, 0, 0, 0)")
        console.log('locked')
        setTimeout(async () => { await c.execute('COMMIT'); c.close() }, ${held})
      })()`,
        process.env.SQLITE_FILE!,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const release = new Promise<void>((resolve) => other.on('exit', () => resolve()))
    await new Promise<void>((resolve) => other.stdout.on('data', (d) => String(d).includes('locked') && resolve()))
    try {
      const t0 = performance.now()
      const [count] = await db.all<{ n: number }>('SELECT count(*) AS n FROM listings')
      expect(Number(count.n)).toBeGreaterThan(0)
      expect(performance.now() - t0).toBeLessThan(held / 2) // WAL: readers do not wait for the writer

      const feed = [...generateFeed({ count: 5, seed: 3, firstKey: 84_000_000, photos: ['/p/1.jpg'] })].map(
        (record, i) => ({ line: i + 1, record }),
      )
      const report = await importListings(db, feed, { full: false, source: 'busy-test' })
      expect(report.inserted).toBe(5)
      expect(performance.now() - t0).toBeGreaterThanOrEqual(held - 100) // it waited for the lock
      await db.run(`UPDATE listing_syncs SET source = 'busy-test' WHERE source = 'busy-test'`) // plain writes wait too
    } finally {
      await release
    }
  })
})
