import 'server-only'
import type { ListingsDb } from '../db'

/**
 * Every index of `listings` and `listing_details` except their keys (the upserts need uls unique and
 * the details' primary key), as the database stores it.
 */
async function secondaryIndexes(db: ListingsDb): Promise<Array<{ name: string; sql: string }>> {
  if (db.dialect === 'postgres') {
    const rows = await db.all<{ name: string; sql: string }>(
      `SELECT indexname AS name, indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('listings', 'listing_details')
       AND indexname NOT IN ('listings_pkey', 'listings_uls_idx', 'listing_details_pkey')`,
    )
    return rows
  }
  return db.all<{ name: string; sql: string }>(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('listings', 'listing_details') AND sql IS NOT NULL AND name <> 'listings_uls_idx'`,
  )
}

/**
 * Loading an empty table: drop the search indexes, load, then rebuild them from their own
 * definitions (a sorted build costs a fraction of maintaining five wide indexes row by row).
 * Returns the function that rebuilds them; call it in the same transaction.
 */
export async function dropIndexesForBulkLoad(db: ListingsDb): Promise<() => Promise<void>> {
  const indexes = await secondaryIndexes(db)
  for (const i of indexes) await db.run(`DROP INDEX ${i.name}`)
  return async () => {
    for (const i of indexes) await db.run(i.sql)
  }
}
