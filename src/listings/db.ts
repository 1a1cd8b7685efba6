import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

export type Dialect = 'sqlite' | 'postgres'
export type Param = string | number | null

/** Raw SQL over the adapter's drizzle instance. Write `?` placeholders; both dialects bind them. */
export interface ListingsDb {
  dialect: Dialect
  all<T = Record<string, unknown>>(text: string, params?: Param[]): Promise<T[]>
  run(text: string, params?: Param[]): Promise<void>
  tx<T>(fn: (db: ListingsDb) => Promise<T>): Promise<T>
}

type SqlTag = typeof sqliteSql
type SqlObject = ReturnType<SqlTag>
type Drizzle = {
  all?: (q: SqlObject) => Promise<unknown[]>
  run?: (q: SqlObject) => Promise<unknown>
  execute?: (q: SqlObject) => Promise<{ rows: unknown[] }>
  transaction: <T>(fn: (tx: Drizzle) => Promise<T>) => Promise<T>
}

/** Interleave the text around each `?` with bound parameters. */
export function toSql(tag: SqlTag, text: string, params: Param[]): SqlObject {
  const parts = text.split('?')
  if (parts.length - 1 !== params.length) throw new Error(`SQL has ${parts.length - 1} placeholders for ${params.length} parameters`)
  const chunks: SqlObject[] = []
  parts.forEach((part, i) => {
    chunks.push(tag.raw(part))
    if (i < params.length) chunks.push(tag`${params[i]}`)
  })
  return tag.join(chunks)
}

function wrap(drizzle: Drizzle, dialect: Dialect): ListingsDb {
  const tag = (dialect === 'postgres' ? pgSql : sqliteSql) as SqlTag
  const all = async <T>(text: string, params: Param[] = []): Promise<T[]> => {
    const q = toSql(tag, text, params)
    if (dialect === 'postgres') return (await drizzle.execute!(q)).rows as T[]
    return (await drizzle.all!(q)) as T[]
  }
  return {
    dialect,
    all,
    run: async (text, params = []) => {
      const q = toSql(tag, text, params)
      if (dialect === 'postgres') await drizzle.execute!(q)
      else await drizzle.run!(q)
    },
    tx: (fn) => drizzle.transaction((tx) => fn(wrap(tx, dialect))),
  }
}

/** The listings data source of a Payload instance (SQLite or PostgreSQL, whichever it runs on). */
export function listingsDb(payload: Payload): ListingsDb {
  const dialect: Dialect = payload.db.name === 'postgres' || payload.db.packageName === '@payloadcms/db-postgres' ? 'postgres' : 'sqlite'
  return wrap((payload.db as unknown as { drizzle: Drizzle }).drizzle, dialect)
}
