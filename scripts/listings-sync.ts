/**
 * Sync listings now from the RESO Web API feed set up in the admin (Administration › Listing feed):
 * npm run listings:sync [-- --full [--allow-mass-withdrawal]]
 * Prints progress (records, rate) as chunks commit; another instance's running sync makes this one step aside.
 */
import { bootPayload, migrate } from './boot-payload'

const args = process.argv.slice(2)
const payload = await bootPayload()
await migrate(payload)
const { syncFromSettings } = await import('@/listings/sync/sync-service')
const t0 = performance.now()
const result = await syncFromSettings(payload, {
  full: args.includes('--full') || undefined,
  ...(args.includes('--allow-mass-withdrawal') ? { allowMassWithdrawal: true } : {}),
  onProgress: (f) => {
    const s = (performance.now() - t0) / 1000
    process.stderr.write(
      `\r${f.received} records · ${f.inserted} new · ${f.updated} updated · ${f.rejected} rejected · ${Math.round(f.received / s)}/s · ${s.toFixed(0)} s`,
    )
  },
})
process.stderr.write('\n')
if (!result) console.error('The listing feed is not set up or not enabled (Administration › Listing feed).')
else console.log(JSON.stringify({ ...result, seconds: Number(((performance.now() - t0) / 1000).toFixed(2)) }, null, 2))
await payload.destroy()
process.exit(!result || result.status === 'failed' ? 1 : 0)
