import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database: optional office coordinates (20261127_140100) and the feed's client
 * authentication and scope (20261127_141100) were made on two branches, each from its own snapshot. This
 * one's snapshot (the .json beside it) is the merged schema, so the next `scripts/migrations-create.sh`
 * diffs against the schema as it is, instead of making office coordinates optional again.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
