// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Listings with open houses are a few percent: their own bucketed covering index (the same key
 * as listings_cell_idx, partial) answers `open_house=1` without reading the other listings.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`CREATE INDEX listings_open_house_idx ON listings (status, transaction_type, (lng_e6 / 100000), lat_e6) INCLUDE (lng_e6, open_house_until, price, bedrooms, bathrooms, type_code, mun_code, listed_at, id) WHERE open_house_until IS NOT NULL`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw('DROP INDEX listings_open_house_idx'))
}
