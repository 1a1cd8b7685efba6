import type { Payload } from 'payload'
import { ensureSecret } from './env.mjs'

/**
 * Payload for CLI scripts run with tsx. Importing @payloadcms/richtext-lexical on its own first
 * avoids a Node 20 ESM race in its top-level awaits (the process otherwise exits with code 13,
 * "unfinished top-level await", in about a third of runs here).
 */
export async function bootPayload(): Promise<Payload> {
  ensureSecret()
  await import('@payloadcms/richtext-lexical')
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  return getPayload({ config })
}

/** Bring the database to the current schema (the configured adapter's migrations). */
export async function migrate(payload: Payload): Promise<void> {
  const { isPostgres } = await import('@/infra/db-adapter')
  const { migrations } = isPostgres() ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as never })
}
