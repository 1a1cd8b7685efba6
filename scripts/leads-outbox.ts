/**
 * Cron entry for the lead delivery outbox (retries with backoff), for deployments where no request
 * wakes the app: `npm run leads:outbox` every few minutes.
 */
import { bootPayload } from './boot-payload'

const payload = await bootPayload()
const { processOutbox } = await import('@/leads/outbox')
const { firstSiteName } = await import('@/data/site-names')
const counts = await processOutbox(payload, await firstSiteName(payload), new Date())
payload.logger.info(`Lead outbox: ${JSON.stringify(counts)}`)
await payload.destroy()
process.exit(0)
