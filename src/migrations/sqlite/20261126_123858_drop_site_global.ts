import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_head_elements\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_head_elements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag\` text NOT NULL,
  	\`name\` text,
  	\`content\` text,
  	\`rel\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_head_elements_order_idx\` ON \`site_head_elements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_head_elements_parent_id_idx\` ON \`site_head_elements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text DEFAULT 'Courtier' NOT NULL,
  	\`site_type\` text DEFAULT 'broker' NOT NULL,
  	\`brand_version\` text DEFAULT '1' NOT NULL,
  	\`site_id\` text DEFAULT 'demo' NOT NULL,
  	\`microsite_id\` text DEFAULT 'demo' NOT NULL,
  	\`site_key\` text,
  	\`production\` integer DEFAULT false,
  	\`maintenance\` integer DEFAULT false,
  	\`domain_name\` text,
  	\`contact_phone_display\` text,
  	\`contact_phone_intl\` text,
  	\`contact_email\` text,
  	\`captcha_site_key\` text,
  	\`captcha_version\` text DEFAULT '3',
  	\`captcha_enterprise\` integer DEFAULT false,
  	\`contact_form_show_consent\` integer DEFAULT true,
  	\`contact_form_contact_name\` text,
  	\`contact_form_default_recipient_email\` text,
  	\`favicon_id\` integer,
  	\`franchise_logos_v1_light_id\` integer,
  	\`franchise_logos_v1_dark_id\` integer,
  	\`franchise_logos_v2_light_id\` integer,
  	\`franchise_logos_v2_dark_id\` integer,
  	\`powered_by_label\` text,
  	\`powered_by_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v1_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v1_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v2_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v2_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_favicon_idx\` ON \`site\` (\`favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`site_franchise_logos_franchise_logos_v1_light_idx\` ON \`site\` (\`franchise_logos_v1_light_id\`);`)
  await db.run(sql`CREATE INDEX \`site_franchise_logos_franchise_logos_v1_dark_idx\` ON \`site\` (\`franchise_logos_v1_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`site_franchise_logos_franchise_logos_v2_light_idx\` ON \`site\` (\`franchise_logos_v2_light_id\`);`)
  await db.run(sql`CREATE INDEX \`site_franchise_logos_franchise_logos_v2_dark_idx\` ON \`site\` (\`franchise_logos_v2_dark_id\`);`)
}
