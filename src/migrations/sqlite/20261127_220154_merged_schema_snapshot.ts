import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: site tags and consent records (20261127_211000), the lead workspace
 * (20261127_212000), translation parity (20261127_213000) and favourites (20261127_214000) were made on four
 * branches, each from its own snapshot. This one's snapshot (the .json beside it) is the merged schema, so the
 * next `scripts/migrations-create.sh` diffs against the schema as it is.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
