import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import { migrations as pgMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

/**
 * SQLite by default (file under data/); PostgreSQL when DATABASE_URL starts with postgres.
 * Schema comes from migrations only (push is off) so dev, CI and production share one path.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
      prodMigrations: pgMigrations,
    })
  }
  const file = url.startsWith('file:') ? url : `file:${process.env.SQLITE_FILE || './data/site.db'}`
  return sqliteAdapter({
    client: { url: file },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

export const isPostgres = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
