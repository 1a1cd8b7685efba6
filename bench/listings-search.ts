/**
 * Listings bench: import rate, then p50/p95 of count, list page and map searches at city- and
 * region-sized bounds with filters, map feature counts and gzipped sizes. Prints figures only.
 *   npm run bench:listings -- [--count 100000] [--runs 100]                  (SQLite, scratch file)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:listings -- --count 1000000
 * PostgreSQL runs on a scratch database created and dropped here (--keep keeps it, or the SQLite
 * file, for EXPLAIN; --import-only skips the searches; --reuse <database> searches a kept database
 * without importing or dropping it; --boxes Laval,Québec measures only those viewports; --shortlist-only measures only
 * the favourites' call for 50 keys).
 */
// First, before any other package: see scripts/boot-payload.ts (Node 20 ESM race in richtext-lexical).
await import('@payloadcms/richtext-lexical')
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { boxes, filterSets, jitter } from './listings-scenarios'
import { ms, timeIt } from './stats'

const args = process.argv.slice(2)
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const baseUrl = process.env.DATABASE_URL ?? ''
const postgres = /^postgres(ql)?:\/\//.test(baseUrl)
const count = flag('count', postgres ? 1_000_000 : 100_000)
const runs = flag('runs', 100)
const keep = args.includes('--keep')
const only = args.includes('--import-only')
const reuse = args.includes('--reuse') ? args[args.indexOf('--reuse') + 1] : null
/** --shortlist-only: no search index and no viewport searches, only the favourites' 50-key call (issue 31). */
const shortlistOnly = args.includes('--shortlist-only')
/** --boxes Laval,Sherbrooke: only these viewports (to rerun a noisy figure). */
const boxNames = shortlistOnly ? [] : args.includes('--boxes') ? args[args.indexOf('--boxes') + 1].split(',') : null

const work = mkdtempSync(path.join(tmpdir(), 'listings-bench-'))
process.on('exit', () => keep || rmSync(work, { recursive: true, force: true }))
const scratch = reuse ?? `courtier_bench_${process.pid}`
const admin = async (sql: string) => {
  const { default: pg } = await import('pg')
  const c = new pg.Client({ connectionString: baseUrl })
  await c.connect()
  await c.query(sql)
  await c.end()
}
if (postgres) {
  if (!reuse) await admin(`CREATE DATABASE ${scratch}`)
  // Dropped on the way out, even when Node exits while loading modules (see scripts/tsx-retry.mjs) or on Ctrl-C.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))
  process.on('exit', () => {
    if (keep || reuse) return
    const drop = `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });
      c.connect().then(() => c.query('DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)')).catch(() => {}).finally(() => c.end())`
    spawnSync(process.execPath, ['-e', drop, baseUrl], { stdio: 'ignore' })
  })
  const url = new URL(baseUrl)
  url.pathname = `/${scratch}`
  process.env.DATABASE_URL = url.toString()
} else process.env.SQLITE_FILE = path.join(work, 'bench.db')
process.env.PAYLOAD_SECRET ||= 'bench'
process.env.MEDIA_DIR = path.join(work, 'media')

const { bootPayload, migrate } = await import('../scripts/boot-payload')
const { listingsDb } = await import('@/listings/db')
const { importListings } = await import('@/listings/feed/import')
const { generateFeed } = await import('@/listings/generator/generate')
const { defaultPhotoUrls } = await import('@/listings/generator/photos')
const { parsePropertiesQuery } = await import('@/listings/search/properties-query')
const { countListings, listPage, mapSearch } = await import('@/listings/search/search')
const { ALL_LISTINGS } = await import('@/listings/site-listings')
const { shortlistCards } = await import('@/listings/search/shortlist-cards')
const { loadSearchIndex, searchIndexEnabled, syncVersion } = await import('@/listings/search/search-index-load')

const payload = await bootPayload()
try {
  await migrate(payload)
  const db = listingsDb(payload)
  const feedTime = Date.now()
  const feed = function* () {
    let line = 0
    for (const record of generateFeed({ count, seed: 1, now: feedTime, photos: defaultPhotoUrls }))
      yield { line: ++line, record }
  }
  console.log(
    `\n${postgres ? 'PostgreSQL' : 'SQLite'} · ${count.toLocaleString('en')} generated listings · ${runs} runs per figure\n`,
  )
  let t = performance.now()
  if (!reuse) {
    const first = await importListings(db, feed(), { full: true, source: 'bench' })
    const importSec = (performance.now() - t) / 1000
    console.log(
      `import       ${Math.round(count / importSec).toLocaleString('en')} listings/s (${importSec.toFixed(1)} s, ${first.inserted} inserted, ${first.rejected} rejected; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
    )
    t = performance.now()
    const again = await importListings(db, feed(), { full: true, source: 'bench' })
    const againSec = (performance.now() - t) / 1000
    console.log(
      `re-import    ${Math.round(count / againSec).toLocaleString('en')} listings/s (${againSec.toFixed(1)} s, ${again.unchanged} unchanged)\n`,
    )
  }

  if (!only && !shortlistOnly && searchIndexEnabled()) {
    ;(globalThis as { gc?: () => void }).gc?.()
    const heapBefore = process.memoryUsage()
    t = performance.now()
    const index = await loadSearchIndex(db)
    const loadMs = performance.now() - t
    ;(globalThis as { gc?: () => void }).gc?.()
    const heapAfter = process.memoryUsage()
    const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`
    const v = await timeIt(runs, () => syncVersion(db))
    console.log(
      `search index ${index?.size.toLocaleString('en')} listings loaded in ${(loadMs / 1000).toFixed(1)} s; arrays ${mb(index?.bytes ?? 0)} (array buffers ${mb(heapBefore.arrayBuffers)} → ${mb(heapAfter.arrayBuffers)}, RSS ${mb(heapBefore.rss)} → ${mb(heapAfter.rss)}); version check p50/p95 ${ms(v.p50)} / ${ms(v.p95)}`,
    )
  } else if (!only && !shortlistOnly) console.log('search index off (LISTINGS_SEARCH_INDEX=off): SQL only')
  console.log('')

  let seed = 7
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const ctx = () => ({ db, now: Date.now(), listings: ALL_LISTINGS })
  if (!only) {
    console.log(
      `load average before the searches: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1/5/15 min) on ${cpus().length} cores`,
    )
    console.log("count and page 1: wall p50 / p95 (p95 of this process's CPU time)")
  }
  if (!only)
    console.log(
      'bounds                  filters                                 total    count                            page 1                           page 5 p50/p95       map p50/p95          map features  map gz',
    )
  for (const box of only ? [] : boxes.filter((b) => !boxNames || boxNames.includes(b.name))) {
    for (const fs of filterSets) {
      const q = (extra = '') =>
        parsePropertiesQuery(new URLSearchParams([jitter(box, rand), fs.query, extra].filter(Boolean).join('&')))
      const base = q()
      const total = await countListings(ctx(), base.filters)
      const c = await timeIt(runs, () => countListings(ctx(), q().filters))
      const p1 = await timeIt(runs, () => listPage(ctx(), q().filters, 'newest', 1, 25, 'fr'))
      const p5 = await timeIt(runs, () => listPage(ctx(), q().filters, 'price_asc', 5, 25, 'fr'))
      const m = await timeIt(Math.max(10, Math.floor(runs / 4)), () =>
        mapSearch(ctx(), q().filters, 'newest', 25, 'fr'),
      )
      const map = await mapSearch(ctx(), base.filters, 'newest', 25, 'fr')
      const gz = gzipSync(JSON.stringify({ data: { total: map.total, propertiesMap: map.propertiesMap } })).length
      console.log(
        `${box.name.padEnd(24)}${fs.name.padEnd(40)}${String(total).padStart(7)}   ${`${ms(c.p50)} / ${ms(c.p95)} (${ms(c.cpu95)})`.padEnd(33)}${`${ms(p1.p50)} / ${ms(p1.p95)} (${ms(p1.cpu95)})`.padEnd(33)}${`${ms(p5.p50)} / ${ms(p5.p95)}`.padEnd(21)}${`${ms(m.p50)} / ${ms(m.p95)}`.padEnd(21)}${String(map.propertiesMap.length).padStart(6)}   ${(gz / 1024).toFixed(1)} kB`,
      )
    }
  }
  if (!only) {
    // A visitor's favourites page: 50 listing keys answered in one call (issue 31, decision 0046).
    const keys = await db.all<{ uls: string }>('SELECT uls FROM listings WHERE id % 97 = 0 LIMIT 5000')
    const pick = () => Array.from({ length: 50 }, () => keys[Math.floor(rand() * keys.length)].uls)
    const fav = await timeIt(runs, () => shortlistCards(ctx(), [...new Set(pick())], 'fr'))
    console.log(`shortlist of 50 keys: p50 / p95 ${ms(fav.p50)} / ${ms(fav.p95)} (${ms(fav.cpu95)})`)
  }
  if (!only)
    console.log(
      `load average after the searches: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    )
} finally {
  // The scratch database is dropped under the pool's idle connections: ignore their errors.
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => undefined)
  await payload.destroy().catch(() => undefined)
  if (keep) console.log(`kept: ${postgres ? `database ${scratch}` : process.env.SQLITE_FILE}`)
}
// Payload's migrate keeps a pg client checked out, so the pool never ends: exit (the exit hook drops the database).
process.exit(0)
