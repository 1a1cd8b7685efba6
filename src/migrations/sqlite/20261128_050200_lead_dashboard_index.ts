import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`leads\` (\`created_at\`,\`tenant_id\`,\`form_type\`,\`source_path\`,\`source_listing\`,\`first_contacted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
}
