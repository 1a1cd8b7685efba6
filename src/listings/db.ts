import 'server-only'
import type { Client as LibsqlClient, InStatement, Transaction as LibsqlTransaction } from '@libsql/client'
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

export type Dialect = 'sqlite' | 'postgres'
export type Scalar = string | number | null
/** Arrays are for PostgreSQL only (unnest bulk inserts). */
export type Param = Scalar | Scalar[]

/**
 * Raw SQL for the listings tables, on the client under the adapter's drizzle instance
 * (`payload.db.drizzle.$client`: libsql or a pg Pool). Write `?` placeholders; PostgreSQL gets $n.
 * Drizzle's own `sql` builder costs ~6 µs per bound value, too slow for bulk imports.
 */
export interface ListingsDb {
  dialect: Dialect
  /** The connection or pool underneath (per-database caches key on it). */
  source: object
  all<T = Record<string, unknown>>(text: string, params?: Param[]): Promise<T[]>
  run(text: string, params?: Param[]): Promise<void>
  /** A transaction; 'read' is a consistent snapshot that takes no write lock. */
  tx<T>(fn: (db: ListingsDb) => Promise<T>, mode?: 'write' | 'read'): Promise<T>
}

/** `?` → `$1, $2…` (the listings SQL never holds a literal question mark). */
export function numberedPlaceholders(text: string): string {
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

type Executor = { execute(stmt: InStatement): Promise<{ rows: unknown[] }> }

function sqliteDb(exec: Executor, client: LibsqlClient | null): ListingsDb {
  const db: ListingsDb = {
    dialect: 'sqlite',
    source: exec,
    all: async <T>(sql: string, args: Param[] = []) =>
      (await exec.execute({ sql, args: args as Scalar[] })).rows as T[],
    run: async (sql, args = []) => void (await exec.execute({ sql, args: args as Scalar[] })),
    tx: async (fn, mode = 'write') => {
      if (!client) return fn(db)
      const tx: LibsqlTransaction = await client.transaction(mode === 'read' ? 'deferred' : 'write')
      try {
        const result = await fn(sqliteDb(tx, null))
        await tx.commit()
        return result
      } catch (err) {
        await tx.rollback().catch(() => undefined)
        throw err
      } finally {
        tx.close()
      }
    },
  }
  return db
}

function postgresDb(conn: Pool | PoolClient, pool: Pool | null): ListingsDb {
  const db: ListingsDb = {
    dialect: 'postgres',
    source: conn,
    all: async <T>(text: string, params: Param[] = []) =>
      (await conn.query(numberedPlaceholders(text), params)).rows as T[],
    run: async (text, params = []) => void (await conn.query(numberedPlaceholders(text), params)),
    tx: async (fn) => {
      if (!pool) return fn(db)
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(postgresDb(client, null))
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw err
      } finally {
        client.release()
      }
    },
  }
  return db
}

/** The listings data source of a Payload instance (SQLite or PostgreSQL, whichever it runs on). */
export function listingsDb(payload: Payload): ListingsDb {
  // Payload's DatabaseAdapter type does not declare the drizzle instance both SQL adapters carry.
  const client = (payload.db as unknown as { drizzle: { $client: unknown } }).drizzle.$client
  if (payload.db.name === 'postgres') return postgresDb(client as Pool, client as Pool)
  return sqliteDb(client as LibsqlClient, client as LibsqlClient)
}
