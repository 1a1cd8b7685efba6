import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_property_search\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_property_search_order_idx\` ON \`pages_blocks_property_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_search_parent_id_idx\` ON \`pages_blocks_property_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_search_path_idx\` ON \`pages_blocks_property_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_search_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_property_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_property_search_locales_locale_parent_id_unique\` ON \`pages_blocks_property_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_search_bar_se_670c4b59\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tab_icon_type\` text,
  	\`tab_icon_font_weight\` text DEFAULT 'regular',
  	\`tab_icon_color\` text,
  	\`content_icon_type\` text,
  	\`content_icon_font_weight\` text DEFAULT 'regular',
  	\`content_icon_color\` text,
  	\`cta_target\` text DEFAULT '_self',
  	\`cta_format_type\` text DEFAULT 'link',
  	\`cta_format_color\` text,
  	\`cta_format_bg_color\` text,
  	\`cta_icon_type\` text,
  	\`cta_icon_font_weight\` text DEFAULT 'regular',
  	\`cta_icon_color\` text,
  	\`cta_icon_align\` text DEFAULT 'left',
  	\`cta_on_click_action_action_type\` text,
  	\`cta_on_click_action_action_params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_search_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_bar_se_670c4b59_order_idx\` ON \`pages_blocks_hero_search_bar_se_670c4b59\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_bar_se_670c4b59_parent_id_idx\` ON \`pages_blocks_hero_search_bar_se_670c4b59\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_search_bar_se_670c4b59_locales\` (
  	\`tab_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_search_bar_se_670c4b59\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_search_bar_se_670c4b59_locales_locale_pare\` ON \`pages_blocks_hero_search_bar_se_670c4b59_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_search_bar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bg_media_media_id\` integer,
  	\`bg_media_center_x\` numeric,
  	\`bg_media_center_y\` numeric,
  	\`bg_media_filters_blur\` numeric DEFAULT 0,
  	\`bg_media_filters_brightness\` numeric DEFAULT 1,
  	\`bg_media_filters_contrast\` numeric DEFAULT 1,
  	\`bg_media_filters_opacity\` numeric DEFAULT 1,
  	\`bg_media_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_bar_order_idx\` ON \`pages_blocks_hero_search_bar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_bar_parent_id_idx\` ON \`pages_blocks_hero_search_bar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_bar_path_idx\` ON \`pages_blocks_hero_search_bar\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_search_bar_bg_media_bg_media_media_idx\` ON \`pages_blocks_hero_search_bar\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_search_bar_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_search_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_search_bar_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_search_bar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_search_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_search_v_order_idx\` ON \`_pages_blocks_property_search_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_search_v_parent_id_idx\` ON \`_pages_blocks_property_search_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_search_v_path_idx\` ON \`_pages_blocks_property_search_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_search_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_property_search_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_property_search_v_locales_locale_parent_id_uni\` ON \`_pages_blocks_property_search_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_search_bar_se_670c4b59_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tab_icon_type\` text,
  	\`tab_icon_font_weight\` text DEFAULT 'regular',
  	\`tab_icon_color\` text,
  	\`content_icon_type\` text,
  	\`content_icon_font_weight\` text DEFAULT 'regular',
  	\`content_icon_color\` text,
  	\`cta_target\` text DEFAULT '_self',
  	\`cta_format_type\` text DEFAULT 'link',
  	\`cta_format_color\` text,
  	\`cta_format_bg_color\` text,
  	\`cta_icon_type\` text,
  	\`cta_icon_font_weight\` text DEFAULT 'regular',
  	\`cta_icon_color\` text,
  	\`cta_icon_align\` text DEFAULT 'left',
  	\`cta_on_click_action_action_type\` text,
  	\`cta_on_click_action_action_params\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_search_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_search_bar_se_670c4b59_v_order_idx\` ON \`_pages_blocks_hero_search_bar_se_670c4b59_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_search_bar_se_670c4b59_v_parent_id_idx\` ON \`_pages_blocks_hero_search_bar_se_670c4b59_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_search_bar_se_670c4b59_v_locales\` (
  	\`tab_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_search_bar_se_670c4b59_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_search_bar_se_670c4b59_v_locales_locale_p\` ON \`_pages_blocks_hero_search_bar_se_670c4b59_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_search_bar_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bg_media_media_id\` integer,
  	\`bg_media_center_x\` numeric,
  	\`bg_media_center_y\` numeric,
  	\`bg_media_filters_blur\` numeric DEFAULT 0,
  	\`bg_media_filters_brightness\` numeric DEFAULT 1,
  	\`bg_media_filters_contrast\` numeric DEFAULT 1,
  	\`bg_media_filters_opacity\` numeric DEFAULT 1,
  	\`bg_media_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_search_bar_v_order_idx\` ON \`_pages_blocks_hero_search_bar_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_search_bar_v_parent_id_idx\` ON \`_pages_blocks_hero_search_bar_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_search_bar_v_path_idx\` ON \`_pages_blocks_hero_search_bar_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_search_bar_v_bg_media_bg_media_media_idx\` ON \`_pages_blocks_hero_search_bar_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_search_bar_v_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_search_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_search_bar_v_locales_locale_parent_id_uni\` ON \`_pages_blocks_hero_search_bar_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`thumbnail_id\` integer,
  	\`author_id\` integer,
  	\`category_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_thumbnail_idx\` ON \`articles\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_author_idx\` ON \`articles\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`read_time\` numeric,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_thumbnail_id\` integer,
  	\`version_author_id\` integer,
  	\`version_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_thumbnail_idx\` ON \`_articles_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_author_idx\` ON \`_articles_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_category_idx\` ON \`_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_read_time\` numeric,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`article_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`article_categories_updated_at_idx\` ON \`article_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_categories_created_at_idx\` ON \`article_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`article_categories_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`article_categories_locales_locale_parent_id_unique\` ON \`article_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`latitude\` numeric NOT NULL,
  	\`longitude\` numeric NOT NULL,
  	\`address_postal_code\` text,
  	\`phone_display\` text,
  	\`phone_intl\` text,
  	\`email\` text,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offices_photo_idx\` ON \`offices\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offices_locales\` (
  	\`address_street\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offices_locales_locale_parent_id_unique\` ON \`offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`role\` text DEFAULT 'broker' NOT NULL,
  	\`photo_id\` integer,
  	\`phone_display\` text,
  	\`phone_intl\` text,
  	\`email\` text,
  	\`office_id\` integer,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`office_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`members_slug_idx\` ON \`members\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`members_photo_idx\` ON \`members\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`members_office_idx\` ON \`members\` (\`office_id\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`members_locales\` (
  	\`title\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`members_locales_locale_parent_id_unique\` ON \`members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`articles_id\` integer REFERENCES articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`article_categories_id\` integer REFERENCES article_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offices_id\` integer REFERENCES offices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`members_id\` integer REFERENCES members(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_property_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_search_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_search_bar_se_670c4b59\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_search_bar_se_670c4b59_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_search_bar\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_search_bar_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_search_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_search_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_search_bar_se_670c4b59_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_search_bar_se_670c4b59_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_search_bar_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_search_bar_v_locales\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`article_categories\`;`)
  await db.run(sql`DROP TABLE \`article_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices_locales\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`DROP TABLE \`members_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`editors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "editors_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "editors_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
}
