/**
 * Import a RESO feed (JSON, NDJSON or CSV): npm run listings:import -- <file> [--full] [--resource Property|Office|Member]
 * The resource is read from the first record's key (ListingKey, OfficeKey, MemberKey) unless given.
 * Listings, --full: the file is the whole inventory; listings it no longer holds become withdrawn (at
 *   most half of them unless --allow-mass-withdrawal: a cut-off file must not empty the site).
 * Offices and members are upserted into the offices / members collections by their key.
 * Bad records are listed (line, field, reason) and skipped; the exit code is 2 when any were rejected.
 */
import { bootPayload, migrate } from './boot-payload'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const resourceArg = option('resource')
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--resource')
if (!file || (resourceArg && !['Property', 'Office', 'Member'].includes(resourceArg))) {
  console.error(
    'usage: npm run listings:import -- <file.json|file.ndjson|file.csv> [--full [--allow-mass-withdrawal]] [--resource Property|Office|Member]',
  )
  process.exit(1)
}
const payload = await bootPayload()
await migrate(payload)
const { listingsDb } = await import('@/listings/db')
const { importListings } = await import('@/listings/feed/import')
const { detectResource, importDirectory } = await import('@/listings/feed/directory-import')
const { readFeedFile } = await import('@/listings/feed/feed-file')

const t0 = performance.now()
const detected = await detectResource(readFeedFile(file))
const resource = resourceArg ?? detected.resource
const db = listingsDb(payload)
const report =
  resource === 'Property'
    ? await importListings(db, detected.items, {
        full: args.includes('--full'),
        allowMassWithdrawal: args.includes('--allow-mass-withdrawal'),
        source: file,
      })
    : await importDirectory(db, resource as 'Office' | 'Member', detected.items, { source: file })
const seconds = (performance.now() - t0) / 1000
const { errors, ...figures } = report
const warnings = 'warnings' in report ? report.warnings : []
console.log(
  JSON.stringify(
    {
      resource,
      ...figures,
      warnings: warnings.length,
      seconds: Number(seconds.toFixed(2)),
      per_second: Math.round(report.received / seconds),
    },
    null,
    2,
  ),
)
const line = (e: { line: number; field: string; reason: string }, key: string | null) =>
  `line ${e.line}${key ? ` (${key})` : ''} · ${e.field} · ${e.reason}`
for (const e of errors.slice(0, 200)) console.log(line(e, 'uls' in e ? e.uls : e.key))
if (errors.length > 200) console.log(`… and ${errors.length - 200} more`)
for (const w of warnings.slice(0, 50)) console.log(`warning: ${line(w, w.key)}`)
await payload.destroy()
process.exit(report.rejected ? 2 : 0)
