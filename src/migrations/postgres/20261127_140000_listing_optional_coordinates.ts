// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Latitude and Longitude are optional in RESO: a listing without them is stored with null
 * coordinates, published without a map marker and kept out of map searches (docs/decisions/0034).
 * The bucket index's expression (lng_e6 / 100000) is null for them; no GiST index is left to feed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw('ALTER TABLE listings ALTER COLUMN lat_e6 DROP NOT NULL, ALTER COLUMN lng_e6 DROP NOT NULL'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw('DELETE FROM listings WHERE lat_e6 IS NULL OR lng_e6 IS NULL'))
  await db.execute(sql.raw('ALTER TABLE listings ALTER COLUMN lat_e6 SET NOT NULL, ALTER COLUMN lng_e6 SET NOT NULL'))
}
