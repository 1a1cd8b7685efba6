/**
 * Search per site (decision 0025): 20 sites over one feed — an agency site showing every listing,
 * 4 office sites (an office's listings) and 15 broker or team sites (1 to 3 brokers' listings) —
 * with 200 brokers in 20 offices. For each site, wall p50/p95 of count, page 1 and map searches
 * over city and region viewports with filters, each request resolving its site's feed keys as the
 * core API does; then the same searches unscoped (the path every search took before). Prints figures.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/tsx-retry.mjs bench/listings-sites.ts [--count 200000] [--runs 40]
 * Runs on a scratch database created and dropped here (SQLite: a scratch file when DATABASE_URL is unset).
 */
await import('@payloadcms/richtext-lexical')
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { boxes, filterSets, jitter } from './listings-scenarios'
import { ms, timeIt } from './stats'

const args = process.argv.slice(2)
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const baseUrl = process.env.DATABASE_URL ?? ''
const postgres = /^postgres(ql)?:\/\//.test(baseUrl)
const count = flag('count', 200_000)
const runs = flag('runs', 40)
const OFFICES = 20
const BROKERS = 200

const work = mkdtempSync(path.join(tmpdir(), 'sites-bench-'))
process.on('exit', () => rmSync(work, { recursive: true, force: true }))
const scratch = `courtier_sites_bench_${process.pid}`
if (postgres) {
  const { default: pg } = await import('pg')
  const c = new pg.Client({ connectionString: baseUrl })
  await c.connect()
  await c.query(`CREATE DATABASE ${scratch}`)
  await c.end()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))
  process.on('exit', () => {
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
const { parsePropertiesQuery } = await import('@/listings/search/properties-query')
const { countListings, listPage, mapSearch } = await import('@/listings/search/search')
const { loadSearchIndex } = await import('@/listings/search/search-index-load')
const { ALL_LISTINGS, siteListings } = await import('@/listings/site-listings')
type SitePeople = import('@/domain/site-people').SitePeople

const payload = await bootPayload()
try {
  await migrate(payload)
  const db = listingsDb(payload)
  const now = Date.now()
  const feed = function* () {
    let line = 0
    for (const record of generateFeed({ count, seed: 3, now, photos: ['/p/1.jpg'] })) yield { line: ++line, record }
  }
  let t = performance.now()
  await importListings(db, feed(), { full: true, source: 'bench' })
  // The feed's owners: 200 brokers (B0…B199) in 20 offices (broker b works at office b % 20).
  await db.run(
    `UPDATE listing_details SET list_agent_key = 'B' || (listing_id % ${BROKERS}), list_office_key = 'O' || ((listing_id % ${BROKERS}) % ${OFFICES})`,
  )
  const stamp = new Date().toISOString()
  const offices: number[] = []
  for (let o = 0; o < OFFICES; o++) {
    const [row] = await db.all<{ id: number }>(
      `INSERT INTO offices (name, latitude, longitude, position, updated_at, created_at) VALUES (?, 46, -72, ?, ?, ?) RETURNING id`,
      [`Bureau ${o}`, o, stamp, stamp],
    )
    offices.push(Number(row.id))
    await db.run(
      `INSERT INTO directory_feed_keys (resource, feed_key, doc_id, content_hash) VALUES ('Office', ?, ?, 'bench')`,
      [`O${o}`, Number(row.id)],
    )
  }
  const members: number[] = []
  for (let b = 0; b < BROKERS; b++) {
    const [row] = await db.all<{ id: number }>(
      `INSERT INTO members (name, slug, role, office_id, position, updated_at, created_at) VALUES (?, ?, 'broker', ?, ?, ?, ?) RETURNING id`,
      [`Courtier ${b}`, `courtier-${b}`, offices[b % OFFICES], b, stamp, stamp],
    )
    members.push(Number(row.id))
    await db.run(
      `INSERT INTO directory_feed_keys (resource, feed_key, doc_id, content_hash) VALUES ('Member', ?, ?, 'bench')`,
      [`B${b}`, Number(row.id)],
    )
  }
  console.log(
    `\n${postgres ? 'PostgreSQL' : 'SQLite'} · ${count.toLocaleString('en')} listings · ${BROKERS} brokers in ${OFFICES} offices · loaded in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  )

  t = performance.now()
  const index = (await loadSearchIndex(db))!
  console.log(
    `search index: ${index.size.toLocaleString('en')} listings in ${((performance.now() - t) / 1000).toFixed(1)} s\n`,
  )

  // 20 sites: the agency (everyone), 4 offices, 15 broker or team sites of 1 to 3 brokers.
  const sites: Array<{ name: string; people: SitePeople }> = [{ name: 'agency (all)', people: { all: true } }]
  for (let o = 0; o < 4; o++)
    sites.push({ name: `office ${o}`, people: { all: false, members: [], offices: [offices[o]] } })
  for (let s = 0; s < 15; s++) {
    const team = members.slice(10 + s * 7, 10 + s * 7 + 1 + (s % 3))
    sites.push({
      name: `${team.length > 1 ? 'team' : 'broker'} ${s} (${team.length})`,
      people: { all: false, members: team, offices: [] },
    })
  }

  let seed = 11
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const scenes = boxes.filter((b) => b.size !== 'province').flatMap((box) => filterSets.map((fs) => ({ box, fs })))
  const query = (i: number) => {
    const { box, fs } = scenes[i % scenes.length]
    return parsePropertiesQuery(new URLSearchParams([jitter(box, rand), fs.query].filter(Boolean).join('&'))).filters
  }
  const n = runs * scenes.length
  const measure = async (people: SitePeople | null) => {
    // As a request does: the site's keys first (null: the unscoped search, as before sites).
    const ctx = async () => ({ db, now: Date.now(), listings: people ? await siteListings(db, people) : ALL_LISTINGS })
    const first = performance.now()
    const shown = await countListings(await ctx(), parsePropertiesQuery(new URLSearchParams('status=active')).filters)
    const firstMs = performance.now() - first
    const keys = people ? await timeIt(Math.min(n, 200), () => siteListings(db, people)) : null
    const c = await timeIt(n, async (i) => countListings(await ctx(), query(i)))
    const p = await timeIt(n, async (i) => listPage(await ctx(), query(i), 'newest', 1, 25, 'fr'))
    const m = await timeIt(Math.max(10, Math.floor(n / 4)), async (i) =>
      mapSearch(await ctx(), query(i), 'newest', 25, 'fr'),
    )
    return { shown, firstMs, keys, c, p, m }
  }
  console.log(
    `${runs} runs × ${scenes.length} viewport/filter scenes per figure; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${cpus().length} cores`,
  )
  console.log(
    'site                 listings   first search   keys p50/p95       count p50/p95      page 1 p50/p95     map p50/p95',
  )
  const row = (name: string, r: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `${name.padEnd(21)}${String(r.shown).padStart(8)}   ${ms(r.firstMs).padStart(10)}   ${(r.keys ? `${ms(r.keys.p50)} / ${ms(r.keys.p95)}` : '—').padEnd(19)}${`${ms(r.c.p50)} / ${ms(r.c.p95)}`.padEnd(19)}${`${ms(r.p.p50)} / ${ms(r.p.p95)}`.padEnd(19)}${ms(r.m.p50)} / ${ms(r.m.p95)}`,
    )
  row('unscoped (before)', await measure(null))
  const p95s: number[] = []
  for (const site of sites) {
    const r = await measure(site.people)
    p95s.push(r.c.p95, r.p.p95)
    row(site.name, r)
  }
  row('unscoped (after)', await measure(null))
  console.log(
    `\nworst count/page p95 over the 20 sites: ${ms(Math.max(...p95s))}; load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  )
} finally {
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => undefined)
  await payload.destroy().catch(() => undefined)
}
process.exit(0)
