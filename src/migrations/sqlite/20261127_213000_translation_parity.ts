import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`translation_parity_block_publish\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`translation_parity_untranslated_threshold\` numeric DEFAULT 50;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`translation_parity_block_publish\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`translation_parity_untranslated_threshold\`;`)
}
