import type { Instrumentation } from 'next'

/**
 * Next.js calls this once per server instance (Node.js only): files it writes from now on are the
 * owner's only (the data cache, the database, media: issue 27, item 10), error reporting starts when SENTRY_DSN
 * is set, the client address comes from the connection (leads' rate limits), methods the app does not
 * answer (TRACE…) get 405, pending lead deliveries
 * resume (the outbox sweeper), and the listings feed sync runs on its schedule.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { ownerOnlyFiles } = await import('./security/owner-only-files.mjs')
  ownerOnlyFiles()
  if (process.env.SENTRY_DSN) {
    const [Sentry, { sentryOptions }] = await Promise.all([import('@sentry/nextjs'), import('./monitoring/options')])
    Sentry.init(sentryOptions(process.env.SENTRY_DSN))
  }
  const { installClientAddressHook } = await import('./leads/client-address-hook')
  installClientAddressHook()
  const { installMethodHook } = await import('./security/method-hook')
  installMethodHook()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  if (process.env.LEADS_OUTBOX !== 'off') {
    const { startOutboxSweeper } = await import('@/leads/outbox-runner')
    const { firstSiteName } = await import('@/data/site-names')
    startOutboxSweeper(payload, () => firstSiteName(payload))
  }
  if (process.env.LISTINGS_SYNC === 'off') return
  const { startSyncScheduler } = await import('@/listings/sync/sync-service')
  startSyncScheduler(payload)
}

/** Errors of server components, route handlers and actions, reported when SENTRY_DSN is set. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.SENTRY_DSN || process.env.NEXT_RUNTIME !== 'nodejs') return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(...args)
}
