/**
 * Cron entry for the lead delivery outbox (retries with backoff), for deployments where no request
 * wakes the app: `npm run leads:outbox` every few minutes.
 */
import { bootPayload } from './boot-payload'

const payload = await bootPayload()
const { processOutbox } = await import('@/leads/outbox')
const { firstSiteName } = await import('@/data/site-names')
const { DELIVERY_BATCH } = await import('@/leads/constants')
const siteName = await firstSiteName(payload)
// A backlog is delivered batch after batch, until a pass finds less than a full batch due.
for (;;) {
  const counts = await processOutbox(payload, siteName, new Date())
  payload.logger.info(`Lead outbox: ${JSON.stringify(counts)}`)
  const attempted = counts.delivered + counts.retry + counts.failed
  // Leads another instance holds are skipped and still due: stop rather than read them again.
  if (attempted + counts.skipped < DELIVERY_BATCH || attempted === 0) break
}
await payload.destroy()
process.exit(0)
