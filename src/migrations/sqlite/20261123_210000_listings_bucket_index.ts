import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Filtered counts and clusters scan a covering index keyed by 0.1° longitude bucket, then
 * latitude: a viewport reads only its own columns of buckets instead of a whole latitude band
 * (13 ms → 3 ms for a city at 100k listings).
 */
const columns = 'lat_e6, lng_e6, price, bedrooms, bathrooms, type_code, mun_code, open_house_until, listed_at'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX listings_cell_idx ON listings (status, transaction_type, lng_e6 / 100000, ${columns})`))
  await db.run(sql.raw('DROP INDEX listings_search_idx'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX listings_search_idx ON listings (status, transaction_type, lat_e6, lng_e6, price, bedrooms, bathrooms, type_code, mun_code, open_house_until, listed_at)`))
  await db.run(sql.raw('DROP INDEX listings_cell_idx'))
}
