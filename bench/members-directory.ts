/**
 * Member directory bench: 500 members over 10 offices in a scratch copy of a seeded SQLite
 * database, then p50/p95 of the office-filter round trip on the server (count + first page, the
 * query GET /api/swc/{microsite}/members runs). Prints figures only.
 *   node scripts/tsx-retry.mjs bench/members-directory.ts <seeded.db> [--runs 300]
 * With `--http <base URL>` the members are added to that database in place (the one a running server
 * reads, e.g. SQLITE_FILE of `next start`), and the round trip through the server's route is timed too:
 * GET /api/swc/{microsite}/members (site key, office filter, first page), wall time from this process.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { membersPage } from '@/listings/directory/members'
import type { ListingsDb, Param, Scalar } from '@/listings/db'
import { timeIt } from './stats'

const source = process.argv[2]
if (!source) throw new Error('usage: bench/members-directory.ts <seeded sqlite file> [--runs N]')
const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined
const runs = Number(option('--runs') ?? 300)
const http = option('--http')
const dir = mkdtempSync(path.join(tmpdir(), 'members-bench-'))
const file = http ? source : path.join(dir, 'bench.db')
if (!http) copyFileSync(source, file)
const client = createClient({ url: `file:${file}` })
const db: ListingsDb = {
  dialect: 'sqlite',
  source: client,
  all: async <T>(sql: string, args: Param[] = []) =>
    (await client.execute({ sql, args: args as Scalar[] })).rows as T[],
  run: async (sql, args = []) => void (await client.execute({ sql, args: args as Scalar[] })),
  tx: async (fn) => fn(db),
}

const stamp = new Date().toISOString()
const offices: number[] = []
for (let o = 0; o < 10; o++) {
  const [row] = await db.all<{ id: number }>(
    `INSERT INTO offices (name, latitude, longitude, position, updated_at, created_at) VALUES (?, 46, -72, ?, ?, ?) RETURNING id`,
    [`Bureau ${o}`, 100 + o, stamp, stamp],
  )
  offices.push(Number(row.id))
  await db.run(
    `INSERT INTO offices_locales (address_street, address_city, _locale, _parent_id) VALUES ('1 rue A', 'Ville', 'fr', ?), ('1 A Street', 'Town', 'en', ?)`,
    [row.id, row.id],
  )
}
const before = Number((await db.all<{ n: number }>(`SELECT count(*) AS n FROM members`))[0].n)
for (let i = before; i < 500; i++) {
  const [row] = await db.all<{ id: number }>(
    `INSERT INTO members (name, slug, role, licence_name, licence_designation, agency_name, phone_display, phone_intl, email, office_id, position, updated_at, created_at)
     VALUES (?, ?, 'broker', ?, 'residential_broker', 'Agence', '514 555-0000', '+15145550000', 'x@example.ca', ?, ?, ?, ?) RETURNING id`,
    [`Courtier ${i}`, `courtier-bench-${i}`, `Courtier ${i}`, offices[i % offices.length], i, stamp, stamp],
  )
  await db.run(
    `INSERT INTO members_locales (title, bio, _locale, _parent_id) VALUES ('Courtier', 'Bio', 'fr', ?), ('Broker', 'Bio', 'en', ?)`,
    [row.id, row.id],
  )
}
const total = Number((await db.all<{ n: number }>(`SELECT count(*) AS n FROM members`))[0].n)
const choices = [null, ...offices]
const everyone = { all: true } as const
const t = await timeIt(runs, (i) =>
  membersPage(db, everyone, {
    role: 'broker',
    office: choices[i % choices.length],
    offset: 0,
    limit: 16,
    locale: i % 2 ? 'en' : 'fr',
  }),
)
const deep = await timeIt(runs, (i) =>
  membersPage(db, everyone, { role: 'broker', office: null, offset: 16 * (i % 25), limit: 16, locale: 'fr' }),
)
console.log(`members: ${total}, offices: ${offices.length + 4}`)
console.log(
  `office filter, first page: p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms (cpu p95 ${t.cpu95.toFixed(2)} ms)`,
)
console.log(
  `load more (offset up to 384): p50 ${deep.p50.toFixed(2)} ms, p95 ${deep.p95.toFixed(2)} ms (cpu p95 ${deep.cpu95.toFixed(2)} ms)`,
)
if (http) {
  // The site the base URL's host names (its directory: pass the agency site's host, e.g. http://agence.localhost:3000, for every member).
  const [site] = await db.all<{ microsite_id: string; site_key: string }>(
    `SELECT s.microsite_id, s.site_key FROM sites s JOIN sites_domains d ON d._parent_id = s.id WHERE d.domain = ? LIMIT 1`,
    [new URL(http).hostname],
  )
  const url = (i: number) => {
    const office = choices[i % choices.length]
    return `${http}/api/swc/${site.microsite_id}/members?role=broker&limit=16&language=${i % 2 ? 'en' : 'fr'}${office ? `&office=${office}` : ''}`
  }
  const get = async (i: number) => {
    const res = await fetch(url(i), { headers: { 'X-Site-Key': site.site_key } })
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    return (await res.json()) as unknown
  }
  const round = await timeIt(runs, get)
  console.log(
    `HTTP round trip (${http}), office filter, first page: p50 ${round.p50.toFixed(2)} ms, p95 ${round.p95.toFixed(2)} ms`,
  )
}
client.close()
rmSync(dir, { recursive: true, force: true })
