import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Listings with open houses are a few percent: their own bucketed covering index (the same key
 * as listings_cell_idx, partial) answers `open_house=1` without reading the other listings.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX listings_open_house_idx ON listings (status, transaction_type, lng_e6 / 100000, lat_e6, lng_e6, open_house_until, price, bedrooms, bathrooms, type_code, mun_code, listed_at) WHERE open_house_until IS NOT NULL`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP INDEX listings_open_house_idx'))
}
