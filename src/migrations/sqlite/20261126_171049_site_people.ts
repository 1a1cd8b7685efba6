import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`members_id\` integer,
  	\`offices_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_rels_order_idx\` ON \`sites_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_parent_idx\` ON \`sites_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_path_idx\` ON \`sites_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_members_id_idx\` ON \`sites_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_offices_id_idx\` ON \`sites_rels\` (\`offices_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_rels\`;`)
}
