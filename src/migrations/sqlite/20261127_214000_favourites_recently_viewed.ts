import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_favourites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_params_color_scheme\` text DEFAULT 'normal',
  	\`block_params_orientation_x\` text,
  	\`block_params_context_type\` text,
  	\`block_params_bg_color_primary\` text,
  	\`block_params_bg_color_secondary\` text,
  	\`block_params_text_color\` text,
  	\`block_params_coords_lat\` numeric,
  	\`block_params_coords_lng\` numeric,
  	\`block_params_core_data\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_favourites_order_idx\` ON \`pages_blocks_favourites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_favourites_parent_id_idx\` ON \`pages_blocks_favourites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_favourites_path_idx\` ON \`pages_blocks_favourites\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_favourites_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_favourites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_favourites_locales_locale_parent_id_unique\` ON \`pages_blocks_favourites_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recently_viewed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_params_color_scheme\` text DEFAULT 'normal',
  	\`block_params_orientation_x\` text,
  	\`block_params_context_type\` text,
  	\`block_params_bg_color_primary\` text,
  	\`block_params_bg_color_secondary\` text,
  	\`block_params_text_color\` text,
  	\`block_params_coords_lat\` numeric,
  	\`block_params_coords_lng\` numeric,
  	\`block_params_core_data\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recently_viewed_order_idx\` ON \`pages_blocks_recently_viewed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recently_viewed_parent_id_idx\` ON \`pages_blocks_recently_viewed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recently_viewed_path_idx\` ON \`pages_blocks_recently_viewed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recently_viewed_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_recently_viewed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_recently_viewed_locales_locale_parent_id_unique\` ON \`pages_blocks_recently_viewed_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_favourites_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_params_color_scheme\` text DEFAULT 'normal',
  	\`block_params_orientation_x\` text,
  	\`block_params_context_type\` text,
  	\`block_params_bg_color_primary\` text,
  	\`block_params_bg_color_secondary\` text,
  	\`block_params_text_color\` text,
  	\`block_params_coords_lat\` numeric,
  	\`block_params_coords_lng\` numeric,
  	\`block_params_core_data\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_favourites_v_order_idx\` ON \`_pages_blocks_favourites_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_favourites_v_parent_id_idx\` ON \`_pages_blocks_favourites_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_favourites_v_path_idx\` ON \`_pages_blocks_favourites_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_favourites_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_favourites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_favourites_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_favourites_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_recently_viewed_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_params_color_scheme\` text DEFAULT 'normal',
  	\`block_params_orientation_x\` text,
  	\`block_params_context_type\` text,
  	\`block_params_bg_color_primary\` text,
  	\`block_params_bg_color_secondary\` text,
  	\`block_params_text_color\` text,
  	\`block_params_coords_lat\` numeric,
  	\`block_params_coords_lng\` numeric,
  	\`block_params_core_data\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_recently_viewed_v_order_idx\` ON \`_pages_blocks_recently_viewed_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_recently_viewed_v_parent_id_idx\` ON \`_pages_blocks_recently_viewed_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_recently_viewed_v_path_idx\` ON \`_pages_blocks_recently_viewed_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_recently_viewed_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_recently_viewed_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_recently_viewed_v_locales_locale_parent_id_uni\` ON \`_pages_blocks_recently_viewed_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_favourites\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_favourites_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recently_viewed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recently_viewed_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_favourites_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_favourites_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_recently_viewed_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_recently_viewed_v_locales\`;`)
}
