/**
 * Sync throughput against the local fake RESO Web API: npm run bench:sync [-- <listings> <page size>]
 * (default 100,000 listings in pages of 200, no photos), then an incremental sync of 1,000 changes.
 * Uses its own scratch SQLite database unless DATABASE_URL / SQLITE_FILE say otherwise.
 */
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { startFakeReso } from '../tests/int/helpers/fake-reso'

const [count = 100_000, pageSize = 200] = process.argv.slice(2).map(Number)
// The fake feed listens on 127.0.0.1: the outbound guard allows loopback only when told (decision 0028).
process.env.LISTINGS_FEED_ALLOW_LOOPBACK = '1'
process.env.SQLITE_FILE ||= path.join(mkdtempSync(path.join(tmpdir(), 'bench-sync-')), 'bench.db')
const { bootPayload, migrate } = await import('../scripts/boot-payload')
const payload = await bootPayload()
await migrate(payload)
const { listingsDb } = await import('@/listings/db')
const { generateFeed } = await import('@/listings/generator/generate')
const { ResoClient } = await import('@/listings/sync/reso-client')
const { runSync } = await import('@/listings/sync/sync')

const fake = await startFakeReso({ maxTop: pageSize })
fake.data.Property = [...generateFeed({ count, seed: 42, now: Date.parse('2026-11-20T12:00:00Z'), firstKey: 80_000_000, photos: [] })]
const db = listingsDb(payload)
const client = new ResoClient(fake.settings)
const sync = (label: string) => async () => {
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const r = await runSync(db, client, { siteId: 99, holder: 'bench', resources: ['Property'], pageSize })
  const s = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  console.log(`${label}: ${r.status} · ${'received' in r ? r.received : 0} received · ${s.toFixed(2)} s · ${Math.round(('received' in r ? r.received : 0) / s)} listings/s · CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (server and client share this process) · load ${loadavg()[0].toFixed(1)}`)
  if ('error' in r && r.error) console.log(r.error)
}
await sync(`first sync, ${count} listings in pages of ${pageSize}`)()
fake.data.Property.slice(0, 1000).forEach((r, i) => {
  r.ListPrice = Number(r.ListPrice) + 500
  r.ModificationTimestamp = new Date(Date.parse('2027-01-01T00:00:00Z') + i * 1000).toISOString()
})
await sync('incremental sync, 1,000 changes')()
await fake.close()
await payload.destroy()
process.exit(0)
