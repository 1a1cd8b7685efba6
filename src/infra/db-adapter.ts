import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import { ownerOnlyDatabaseFile } from './db-file-mode'
import { survivePoolErrors } from './pg-pool-errors'
import { keepBusyTimeout, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-busy-timeout'

/**
 * SQLite by default (file under data/); PostgreSQL when DATABASE_URL starts with postgres.
 * Schema comes from migrations only (push is off), run by scripts/setup-db.ts before the site starts,
 * so dev, CI and production share one path (docs/decisions/0003).
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    const adapter = postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
    })
    // A PostgreSQL restart must not kill the site (src/infra/pg-pool-errors.ts).
    return afterConnect(adapter, (db) =>
      // The adapter's type does not declare its pg pool (the PostgreSQL adapter sets it on connect).
      survivePoolErrors((db as unknown as { pool?: Parameters<typeof survivePoolErrors>[0] }).pool),
    )
  }
  const file = url.startsWith('file:') ? url : `file:${process.env.SQLITE_FILE || './data/site.db'}`
  ownerOnlyDatabaseFile(file)
  // WAL: the site keeps reading while an import writes; the busy timeout makes writers queue
  // (an import beside a form submission) instead of failing with SQLITE_BUSY.
  const adapter = sqliteAdapter({
    client: { url: file },
    push: false,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    wal: { synchronous: 'NORMAL' },
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
  })
  return afterConnect(adapter, (db) =>
    // The adapter's type does not declare its libsql client (the SQLite adapter sets it on connect).
    keepBusyTimeout((db as unknown as { client: import('@libsql/client').Client }).client),
  )
}

export const isPostgres = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

/** Runs `then` on the adapter's database object each time it has connected (Payload gives no hook for it). */
function afterConnect<A extends { init: (args: never) => { connect?: (options?: never) => Promise<void> } }>(
  adapter: A,
  then: (db: object) => void,
): A {
  const init = adapter.init
  adapter.init = (args: never) => {
    const db = init(args)
    const connect = db.connect!
    db.connect = async function (this: typeof db, options?: never) {
      await connect.call(this, options)
      then(this)
    }
    return db
  }
  return adapter
}
