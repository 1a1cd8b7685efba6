// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database: the site_people and media_storage_fields migrations were made on two branches,
 * each from its own snapshot. This one's snapshot (the .json beside it) is the merged schema, so the next
 * `scripts/migrations-create.sh` diffs against the schema as it is, instead of creating sites_rels again.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
