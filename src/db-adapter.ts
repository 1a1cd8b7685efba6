import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'

/**
 * SQLite by default (file under data/); PostgreSQL when DATABASE_URL starts with postgres.
 * Schema comes from migrations only (push is off), run by scripts/setup-db.ts before the site starts,
 * so dev, CI and production share one path (docs/decisions/0003).
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
    })
  }
  const file = url.startsWith('file:') ? url : `file:${process.env.SQLITE_FILE || './data/site.db'}`
  return sqliteAdapter({
    client: { url: file },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
  })
}

export const isPostgres = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
