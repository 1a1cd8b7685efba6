import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: video captions (20261128_00…) and the lead's shared shortlist (20261128_050000) were
 * made on two branches, each from its own snapshot (named to sort after both). This one's snapshot (the .json beside it) is the merged schema,
 * so the next `scripts/migrations-create.sh` diffs against the schema as it is.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
