/**
 * Import a RESO listings feed (JSON, NDJSON or CSV): npm run listings:import -- <file> [--full]
 * --full: the file is the whole inventory; listings it no longer holds become withdrawn (at most
 *   half of them unless --allow-mass-withdrawal: a cut-off file must not empty the site).
 * Bad records are listed (line, field, reason) and skipped; the exit code is 2 when any were rejected.
 */
import { bootPayload, migrate } from './boot-payload'

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('--'))
if (!file) {
  console.error('usage: npm run listings:import -- <file.json|file.ndjson|file.csv> [--full [--allow-mass-withdrawal]]')
  process.exit(1)
}
const payload = await bootPayload()
await migrate(payload)
const { listingsDb } = await import('@/listings/db')
const { importListings } = await import('@/listings/import')
const { readFeedFile } = await import('@/listings/feed-file')

const t0 = performance.now()
const report = await importListings(listingsDb(payload), readFeedFile(file), { full: args.includes('--full'), allowMassWithdrawal: args.includes('--allow-mass-withdrawal'), source: file })
const seconds = (performance.now() - t0) / 1000
const { errors, ...figures } = report
console.log(JSON.stringify({ ...figures, seconds: Number(seconds.toFixed(2)), per_second: Math.round(report.received / seconds) }, null, 2))
for (const e of errors.slice(0, 200)) console.log(`line ${e.line}${e.uls ? ` (${e.uls})` : ''} · ${e.field} · ${e.reason}`)
if (errors.length > 200) console.log(`… and ${errors.length - 200} more`)
await payload.destroy()
process.exit(report.rejected ? 2 : 0)
