/**
 * Cron entry for the delivery outbox (retries with backoff), for deployments where no request
 * wakes the app: `npx payload run src/leads/run-outbox.ts` every few minutes.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { processOutbox } from './outbox'

const payload = await getPayload({ config })
const site = await payload.findGlobal({ slug: 'site', depth: 0 })
const counts = await processOutbox(payload, site.name, new Date())
payload.logger.info(`Lead outbox: ${JSON.stringify(counts)}`)
await payload.destroy()
process.exit(0)
