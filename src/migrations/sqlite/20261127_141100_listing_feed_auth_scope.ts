import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listing_feed\` ADD \`client_auth\` text DEFAULT 'basic';`)
  await db.run(sql`ALTER TABLE \`listing_feed\` ADD \`scope\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listing_feed\` DROP COLUMN \`client_auth\`;`)
  await db.run(sql`ALTER TABLE \`listing_feed\` DROP COLUMN \`scope\`;`)
}
