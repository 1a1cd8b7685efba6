/**
 * Translation parity bench (issue 30). Prints figures only.
 *   node scripts/tsx-retry.mjs bench/translation-parity.ts <seeded.db> [--runs 200]
 * In a scratch copy of a seeded SQLite database:
 * 1. the check on the largest demo page, read as the admin reads it (locale 'all', latest draft): goal ≤ 5 ms;
 * 2. the list's badge column for 100 pages (goal ≤ 50 ms added): the page list is padded to 100 copies of that
 *    largest page, then the badges' data path is timed as `collectionParity` runs it once per list request (one
 *    read of the collection in both languages, depth 0, then the check per document), beside the list's own read
 *    (100 rows in one language) for scale; then as the list runs it now (decision 0048): the counts stored on save,
 *    read once for the list (one query) and matched to the rows, none stale.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ms, timeIt } from './stats'

const source = process.argv[2]
if (!source || source.startsWith('--')) throw new Error('usage: bench/translation-parity.ts <seeded.db> [--runs N]')
const runs = Number(process.argv.includes('--runs') ? process.argv[process.argv.indexOf('--runs') + 1] : 200)
const dir = mkdtempSync(path.join(tmpdir(), 'parity-bench-'))
process.env.SQLITE_FILE = path.join(dir, 'bench.db')
copyFileSync(source, process.env.SQLITE_FILE)
delete process.env.DATABASE_URL

const { bootPayload } = await import('../scripts/boot-payload')
const { translationParity } = await import('@/domain/translation-parity')
const { fieldsOf } = await import('@/parity/report')
const payload = await bootPayload()
payload.logger.level = 'warn'
const fields = fieldsOf(payload, 'pages')

const read = (where = {}) =>
  payload.find({ collection: 'pages', where, locale: 'all', depth: 0, pagination: false, draft: true })
const size = (d: unknown) => JSON.stringify(d).length
const largest = (await read()).docs.reduce((a, b) => (size(b) > size(a) ? b : a))
const one = await timeIt(runs, () => Promise.resolve(translationParity(fields, { all: largest })))
const report = translationParity(fields, { all: largest })
console.log(
  `largest demo page: « ${String((largest.title as unknown as { fr: string }).fr)} », ${size(largest)} characters`,
)
console.log(`  ${report.filled.fr} fields filled in French, ${report.gaps.length} gaps`)
console.log(`1. one check: p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, CPU p95 ${ms(one.cpu95)} (goal ≤ 5 ms)`)

const rounds = Math.max(10, Math.round(runs / 10))
const demo = await timeIt(rounds, async () => (await read()).docs.map((doc) => translationParity(fields, { all: doc })))
const have = (await payload.count({ collection: 'pages' })).totalDocs
console.log(
  `2a. badges for the demo's ${have} pages (read in both languages + checks): p50 ${ms(demo.p50)}, p95 ${ms(demo.p95)}, CPU p95 ${ms(demo.cpu95)}`,
)

// Pad the list to 100 pages: copies of the largest, every language (Payload's duplicate copies them all).
for (let i = have; i < 100; i++) await payload.duplicate({ collection: 'pages', id: largest.id, draft: true })
const pages = (await payload.count({ collection: 'pages' })).totalDocs

const list = await timeIt(rounds, () =>
  payload.find({ collection: 'pages', locale: 'fr', depth: 0, limit: 100, draft: true }),
)
const badges = await timeIt(rounds, async () => {
  const r = await read()
  return r.docs.map((doc) => translationParity(fields, { all: doc }))
})
const docs = (await read()).docs
const checkOnly = await timeIt(rounds, () =>
  Promise.resolve(docs.map((doc) => translationParity(fields, { all: doc }))),
)
console.log(`2b. the pages list with its badges, ${pages} pages (${pages - have} copies of the largest added):`)
console.log(
  `  the list's own read (100 rows, French): p50 ${ms(list.p50)}, p95 ${ms(list.p95)}, CPU p95 ${ms(list.cpu95)}`,
)
console.log(
  `  badges added (read in both languages + ${docs.length} checks): p50 ${ms(badges.p50)}, p95 ${ms(badges.p95)}, CPU p95 ${ms(badges.cpu95)} (goal ≤ 50 ms)`,
)
console.log(
  `    of which the checks: p50 ${ms(checkOnly.p50)}, p95 ${ms(checkOnly.p95)}, CPU p95 ${ms(checkOnly.cpu95)}`,
)
const { rowParity, storedSummaries } = await import('@/parity/summary')
const rows = (await payload.find({ collection: 'pages', locale: 'fr', depth: 0, limit: 100, draft: true })).docs
// The demo database was seeded before the counts were stored: its first list view checks the rows (2b's read, once
// per request under React's cache; here, outside a request, once per row) and stores them. Not timed.
for (const row of rows) await rowParity(payload, 'pages', row.id, row.updatedAt)
const stored = await timeIt(rounds * 5, async () => {
  const summaries = await storedSummaries(payload, 'pages')
  return rows.map((row) => {
    const s = summaries.get(String(row.id))
    if (!s || s.at < row.updatedAt) throw new Error(`page ${row.id}: no stored counts`)
    return s.counts
  })
})
console.log(
  `2c. badges from the counts stored on save (${rows.length} rows, one read): p50 ${ms(stored.p50)}, p95 ${ms(stored.p95)}, CPU p95 ${ms(stored.cpu95)} (goal ≤ 50 ms)`,
)
await payload.destroy()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
