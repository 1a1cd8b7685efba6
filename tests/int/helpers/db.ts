import type { Payload } from 'payload'

let ready: Promise<Payload> | null = null
/**
 * When the demo seed finished: documents created later were made by tests (the files share one database). Kept in
 * the worker's environment: each file has its own copy of this module, and finds the demo already seeded.
 */
export const seededAt = (): Date => {
  if (!process.env.INT_SEEDED_AT) throw new Error('testPayload() has not finished seeding')
  return new Date(process.env.INT_SEEDED_AT)
}

/**
 * The Payload instance of the integration run, migrated (the adapter's own migrations) and,
 * unless asked otherwise, seeded with the bilingual demo. Env comes from tests/int/global-setup.ts.
 */
export function testPayload(): Promise<Payload> {
  ready ??= (async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const { isPostgres } = await import('@/infra/db-adapter')
    const { migrations: pgMigrations } = await import('@/migrations/postgres')
    const { migrations: sqliteMigrations } = await import('@/migrations/sqlite')
    const { seed } = await import('@/seed')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: (isPostgres() ? pgMigrations : sqliteMigrations) as never })
    await seed(payload)
    process.env.INT_SEEDED_AT ??= new Date().toISOString()
    return payload
  })()
  return ready
}
