/**
 * The fake RESO Web API in its own process for bench/listings-sync.ts, so the sync's CPU time is
 * measured alone: `count` generated listings, then on request a bulk update of `n` records sharing
 * one ModificationTimestamp. Talks to its parent over IPC.
 */
import { generateFeed } from '../src/listings/generator/generate'
import { startFakeReso, type Paging } from '../tests/int/helpers/fake-reso'

const [count, paging] = [Number(process.argv[2]), process.argv[3] as Paging]
const fake = await startFakeReso({ paging })
fake.data.Property = [
  ...generateFeed({ count, seed: 42, now: Date.parse('2026-11-20T12:00:00Z'), firstKey: 80_000_000, photos: [] }),
]
process.on('message', (m: { bulk?: number; close?: boolean }) => {
  if (m.bulk) {
    fake.data.Property.slice(0, m.bulk).forEach((r) => {
      r.ListPrice = Number(r.ListPrice) + 500
      r.ModificationTimestamp = '2027-01-01T00:00:00.000Z'
    })
    process.send!({ updated: m.bulk })
  }
  if (m.close)
    void fake.close().then(() => {
      const c = process.cpuUsage()
      process.send!({ cpu: (c.user + c.system) / 1e6 }, () => process.exit(0))
    })
})
process.send!({ settings: fake.settings })
