/**
 * Sync throughput against the local fake RESO Web API: npm run bench:sync [-- <listings> <page size> <paging>]
 * (default 100,000 listings, pages of 1,000, a server reading $top as a total with no nextLink, so
 * every page is continued by (ModificationTimestamp, ListingKey)), then an incremental sync of a bulk
 * update: 1,200 records sharing one timestamp. The fake runs in a child process: the CPU time printed
 * is the sync's alone. Goal: ≥ 4,000 listings/s on SQLite. Uses its own scratch SQLite database
 * unless DATABASE_URL / SQLITE_FILE say otherwise.
 */
import { fork } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import type { ResoSettings } from '@/listings/sync/reso-client'

const [countArg, pageArg, pagingArg] = process.argv.slice(2)
const count = Number(countArg) || 100_000
const pageSize = Number(pageArg) || 1000
const paging = pagingArg || 'topCap'
// The fake feed listens on 127.0.0.1: the outbound guard allows loopback only when told (decision 0028).
process.env.LISTINGS_FEED_ALLOW_LOOPBACK = '1'
process.env.SQLITE_FILE ||= path.join(mkdtempSync(path.join(tmpdir(), 'bench-sync-')), 'bench.db')
const server = fork(path.join(import.meta.dirname, 'fake-reso-process.ts'), [String(count), paging], {
  execArgv: ['--import', 'tsx'],
})
const reply = <T>() => new Promise<T>((resolve) => server.once('message', (m) => resolve(m as T)))
const { settings } = await reply<{ settings: ResoSettings }>()
const { bootPayload, migrate } = await import('../scripts/boot-payload')
const payload = await bootPayload()
await migrate(payload)
const { listingsDb } = await import('@/listings/db')
const { ResoClient } = await import('@/listings/sync/reso-client')
const { runSync } = await import('@/listings/sync/sync')

const db = listingsDb(payload)
const client = new ResoClient(settings)
const sync = async (label: string) => {
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const r = await runSync(db, client, { siteId: 99, holder: 'bench', resources: ['Property'], pageSize })
  const s = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  const cpuS = (cpu.user + cpu.system) / 1e6
  const n = 'received' in r ? r.received : 0
  console.log(
    `${label}: ${r.status} · ${n} received · ${s.toFixed(2)} s · ${Math.round(n / s)} listings/s · sync CPU ${cpuS.toFixed(1)} s (${Math.round(n / cpuS)} listings per CPU second) · ${client.requests} requests so far · load ${loadavg()[0].toFixed(1)}`,
  )
  if ('error' in r && r.error) console.log(r.error)
}
await sync(`first sync, ${count} listings, $top ${pageSize}, paging: ${paging}`)
server.send({ bulk: 1200 })
await reply()
await sync('incremental sync, a bulk update of 1,200 records sharing one timestamp')
server.send({ close: true })
console.log(
  `fake RESO server (its own process, generating the feed included): CPU ${(await reply<{ cpu: number }>()).cpu.toFixed(1)} s`,
)
await payload.destroy()
process.exit(0)
