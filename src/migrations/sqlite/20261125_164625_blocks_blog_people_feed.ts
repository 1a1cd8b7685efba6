import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_member_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_office_filter\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_member_cards_order_idx\` ON \`pages_blocks_member_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_cards_parent_id_idx\` ON \`pages_blocks_member_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_cards_path_idx\` ON \`pages_blocks_member_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_cards_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_member_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_member_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_member_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'map',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_offices_order_idx\` ON \`pages_blocks_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offices_parent_id_idx\` ON \`pages_blocks_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offices_path_idx\` ON \`pages_blocks_offices\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offices_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offices_locales_locale_parent_id_unique\` ON \`pages_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_posts_archive\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_archive_order_idx\` ON \`pages_blocks_posts_archive\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_archive_parent_id_idx\` ON \`pages_blocks_posts_archive\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_archive_path_idx\` ON \`pages_blocks_posts_archive\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_posts_archive_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_posts_archive\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_posts_archive_locales_locale_parent_id_unique\` ON \`pages_blocks_posts_archive_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_grid_order_idx\` ON \`pages_blocks_blog_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_grid_parent_id_idx\` ON \`pages_blocks_blog_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_grid_path_idx\` ON \`pages_blocks_blog_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_grid_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_blog_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_blog_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_blog_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_post\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_post_order_idx\` ON \`pages_blocks_featured_post\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_post_parent_id_idx\` ON \`pages_blocks_featured_post\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_post_path_idx\` ON \`pages_blocks_featured_post\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_post_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_post\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_post_locales_locale_parent_id_unique\` ON \`pages_blocks_featured_post_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_2_cta_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_2\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_2_cta_repeater_order_idx\` ON \`pages_blocks_hero_content_2_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_2_cta_repeater_parent_id_idx\` ON \`pages_blocks_hero_content_2_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_2_cta_repeater_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_2_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_content_2_cta_repeater_locales_locale_pare\` ON \`pages_blocks_hero_content_2_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_2\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_2_order_idx\` ON \`pages_blocks_hero_content_2\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_2_parent_id_idx\` ON \`pages_blocks_hero_content_2\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_2_path_idx\` ON \`pages_blocks_hero_content_2\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_2_bg_media_bg_media_media_idx\` ON \`pages_blocks_hero_content_2\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_2_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_2\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_content_2_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_content_2_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_cta_cta_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_cta_cta_repeater_order_idx\` ON \`pages_blocks_hero_cta_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_cta_cta_repeater_parent_id_idx\` ON \`pages_blocks_hero_cta_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_cta_cta_repeater_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_cta_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_cta_cta_repeater_locales_locale_parent_id_\` ON \`pages_blocks_hero_cta_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`align_y\` text DEFAULT 'center',
  	\`inner_color_scheme\` text,
  	\`logo_id\` integer,
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
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_cta_order_idx\` ON \`pages_blocks_hero_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_cta_parent_id_idx\` ON \`pages_blocks_hero_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_cta_path_idx\` ON \`pages_blocks_hero_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_cta_logo_idx\` ON \`pages_blocks_hero_cta\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_cta_bg_media_bg_media_media_idx\` ON \`pages_blocks_hero_cta\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_cta_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`under_sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_media_v_af09f384\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_v_af09f384_order_idx\` ON \`pages_blocks_hero_infos_media_v_af09f384\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_v_af09f384_parent_id_idx\` ON \`pages_blocks_hero_infos_media_v_af09f384\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_v_af09f384_locale_idx\` ON \`pages_blocks_hero_infos_media_v_af09f384\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_media_v_78f020ce\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_v_78f020ce_order_idx\` ON \`pages_blocks_hero_infos_media_v_78f020ce\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_v_78f020ce_parent_id_idx\` ON \`pages_blocks_hero_infos_media_v_78f020ce\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_v_78f020ce_locale_idx\` ON \`pages_blocks_hero_infos_media_v_78f020ce\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_list_it_ad300d91\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_list_it_ad300d91_order_idx\` ON \`pages_blocks_hero_infos_list_it_ad300d91\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_list_it_ad300d91_parent_id_idx\` ON \`pages_blocks_hero_infos_list_it_ad300d91\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_list_it_ad300d91_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos_list_it_ad300d91\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_infos_list_it_ad300d91_locales_locale_pare\` ON \`pages_blocks_hero_infos_list_it_ad300d91_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_icon_li_6fefe4b6\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_format_type\` text DEFAULT 'link',
  	\`link_format_color\` text,
  	\`link_format_bg_color\` text,
  	\`link_icon_type\` text,
  	\`link_icon_font_weight\` text DEFAULT 'regular',
  	\`link_icon_color\` text,
  	\`link_icon_align\` text DEFAULT 'left',
  	\`link_on_click_action_action_type\` text,
  	\`link_on_click_action_action_params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_icon_li_6fefe4b6_order_idx\` ON \`pages_blocks_hero_infos_icon_li_6fefe4b6\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_icon_li_6fefe4b6_parent_id_idx\` ON \`pages_blocks_hero_infos_icon_li_6fefe4b6\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_icon_li_6fefe4b6_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos_icon_li_6fefe4b6\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_infos_icon_li_6fefe4b6_locales_locale_pare\` ON \`pages_blocks_hero_infos_icon_li_6fefe4b6_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_cta_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_cta_repeater_order_idx\` ON \`pages_blocks_hero_infos_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_cta_repeater_parent_id_idx\` ON \`pages_blocks_hero_infos_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_cta_repeater_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_infos_cta_repeater_locales_locale_parent_i\` ON \`pages_blocks_hero_infos_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
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
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_order_idx\` ON \`pages_blocks_hero_infos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_parent_id_idx\` ON \`pages_blocks_hero_infos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_path_idx\` ON \`pages_blocks_hero_infos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_image_media_image_media_idx\` ON \`pages_blocks_hero_infos\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_infos_media_video_media_video_poster_idx\` ON \`pages_blocks_hero_infos\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_infos_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`under_sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_infos_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_infos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__a64a2617\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__a64a2617_order_idx\` ON \`pages_blocks_hero_profile_page__a64a2617\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__a64a2617_parent_id_idx\` ON \`pages_blocks_hero_profile_page__a64a2617\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__a64a2617_locale_idx\` ON \`pages_blocks_hero_profile_page__a64a2617\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__ce01c468\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__ce01c468_order_idx\` ON \`pages_blocks_hero_profile_page__ce01c468\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__ce01c468_parent_id_idx\` ON \`pages_blocks_hero_profile_page__ce01c468\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__ce01c468_locale_idx\` ON \`pages_blocks_hero_profile_page__ce01c468\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__62962363\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__62962363_order_idx\` ON \`pages_blocks_hero_profile_page__62962363\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__62962363_parent_id_idx\` ON \`pages_blocks_hero_profile_page__62962363\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__62962363_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page__62962363\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_profile_page__62962363_locales_locale_pare\` ON \`pages_blocks_hero_profile_page__62962363_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__4c3e338f\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_format_type\` text DEFAULT 'link',
  	\`link_format_color\` text,
  	\`link_format_bg_color\` text,
  	\`link_icon_type\` text,
  	\`link_icon_font_weight\` text DEFAULT 'regular',
  	\`link_icon_color\` text,
  	\`link_icon_align\` text DEFAULT 'left',
  	\`link_on_click_action_action_type\` text,
  	\`link_on_click_action_action_params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__4c3e338f_order_idx\` ON \`pages_blocks_hero_profile_page__4c3e338f\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__4c3e338f_parent_id_idx\` ON \`pages_blocks_hero_profile_page__4c3e338f\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__4c3e338f_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page__4c3e338f\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_profile_page__4c3e338f_locales_locale_pare\` ON \`pages_blocks_hero_profile_page__4c3e338f_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__09bff375\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__09bff375_order_idx\` ON \`pages_blocks_hero_profile_page__09bff375\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page__09bff375_parent_id_idx\` ON \`pages_blocks_hero_profile_page__09bff375\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page__09bff375_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page__09bff375\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_profile_page__09bff375_locales_locale_pare\` ON \`pages_blocks_hero_profile_page__09bff375_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
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
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page_order_idx\` ON \`pages_blocks_hero_profile_page\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page_parent_id_idx\` ON \`pages_blocks_hero_profile_page\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page_path_idx\` ON \`pages_blocks_hero_profile_page\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page_media_image_media_image_m_idx\` ON \`pages_blocks_hero_profile_page\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_profile_page_media_video_media_video_p_idx\` ON \`pages_blocks_hero_profile_page\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_profile_page_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`under_sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_profile_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_profile_page_locales_locale_parent_id_uniq\` ON \`pages_blocks_hero_profile_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_landing_page__09a6e1b0\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_landing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__09a6e1b0_order_idx\` ON \`pages_blocks_hero_landing_page__09a6e1b0\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__09a6e1b0_parent_id_idx\` ON \`pages_blocks_hero_landing_page__09a6e1b0\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__09a6e1b0_locale_idx\` ON \`pages_blocks_hero_landing_page__09a6e1b0\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_landing_page__1d04a7b0\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_landing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__1d04a7b0_order_idx\` ON \`pages_blocks_hero_landing_page__1d04a7b0\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__1d04a7b0_parent_id_idx\` ON \`pages_blocks_hero_landing_page__1d04a7b0\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__1d04a7b0_locale_idx\` ON \`pages_blocks_hero_landing_page__1d04a7b0\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_landing_page__7d168958\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_landing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__7d168958_order_idx\` ON \`pages_blocks_hero_landing_page__7d168958\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page__7d168958_parent_id_idx\` ON \`pages_blocks_hero_landing_page__7d168958\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_landing_page__7d168958_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_landing_page__7d168958\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_landing_page__7d168958_locales_locale_pare\` ON \`pages_blocks_hero_landing_page__7d168958_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_landing_page\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
  	\`avatar_media_id\` integer,
  	\`avatar_center_x\` numeric,
  	\`avatar_center_y\` numeric,
  	\`avatar_filters_blur\` numeric DEFAULT 0,
  	\`avatar_filters_brightness\` numeric DEFAULT 1,
  	\`avatar_filters_contrast\` numeric DEFAULT 1,
  	\`avatar_filters_opacity\` numeric DEFAULT 1,
  	\`avatar_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page_order_idx\` ON \`pages_blocks_hero_landing_page\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page_parent_id_idx\` ON \`pages_blocks_hero_landing_page\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page_path_idx\` ON \`pages_blocks_hero_landing_page\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page_media_image_media_image_m_idx\` ON \`pages_blocks_hero_landing_page\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page_media_video_media_video_p_idx\` ON \`pages_blocks_hero_landing_page\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_landing_page_avatar_avatar_media_idx\` ON \`pages_blocks_hero_landing_page\` (\`avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_landing_page_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_landing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_landing_page_locales_locale_parent_id_uniq\` ON \`pages_blocks_hero_landing_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides_c7624f3f\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider_slides_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_c7624f3f_order_idx\` ON \`pages_blocks_hero_slider_slides_c7624f3f\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_c7624f3f_parent_id_idx\` ON \`pages_blocks_hero_slider_slides_c7624f3f\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides_c7624f3f_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider_slides_c7624f3f\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_slider_slides_c7624f3f_locales_locale_pare\` ON \`pages_blocks_hero_slider_slides_c7624f3f_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bg_media_media_id\` integer,
  	\`bg_media_center_x\` numeric,
  	\`bg_media_center_y\` numeric,
  	\`bg_media_filters_blur\` numeric DEFAULT 0,
  	\`bg_media_filters_brightness\` numeric DEFAULT 1,
  	\`bg_media_filters_contrast\` numeric DEFAULT 1,
  	\`bg_media_filters_opacity\` numeric DEFAULT 1,
  	\`bg_media_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_repeater_order_idx\` ON \`pages_blocks_hero_slider_slides_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_repeater_parent_id_idx\` ON \`pages_blocks_hero_slider_slides_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_repeater_bg_media_bg_med_idx\` ON \`pages_blocks_hero_slider_slides_repeater\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides_repeater_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider_slides_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_slider_slides_repeater_locales_locale_pare\` ON \`pages_blocks_hero_slider_slides_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_order_idx\` ON \`pages_blocks_hero_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_parent_id_idx\` ON \`pages_blocks_hero_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_path_idx\` ON \`pages_blocks_hero_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_broker_testimonial_9a94aa0c\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`broker_avatar_media_id\` integer,
  	\`broker_avatar_center_x\` numeric,
  	\`broker_avatar_center_y\` numeric,
  	\`broker_avatar_filters_blur\` numeric DEFAULT 0,
  	\`broker_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`broker_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`broker_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`broker_avatar_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`broker_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_broker_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_broker_testimonial_9a94aa0c_order_idx\` ON \`pages_blocks_broker_testimonial_9a94aa0c\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_broker_testimonial_9a94aa0c_parent_id_idx\` ON \`pages_blocks_broker_testimonial_9a94aa0c\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_broker_testimonial_9a94aa0c_broker_avatar_b_idx\` ON \`pages_blocks_broker_testimonial_9a94aa0c\` (\`broker_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_broker_testimonial_9a94aa0c_locales\` (
  	\`description\` text,
  	\`broker_name\` text,
  	\`broker_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_broker_testimonial_9a94aa0c\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_broker_testimonial_9a94aa0c_locales_locale_pare\` ON \`pages_blocks_broker_testimonial_9a94aa0c_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_broker_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`highlight_color\` text,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_broker_testimonials_order_idx\` ON \`pages_blocks_broker_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_broker_testimonials_parent_id_idx\` ON \`pages_blocks_broker_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_broker_testimonials_path_idx\` ON \`pages_blocks_broker_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_broker_testimonials_image_image_media_idx\` ON \`pages_blocks_broker_testimonials\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_broker_testimonials_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_broker_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_broker_testimonials_locales_locale_parent_id_un\` ON \`pages_blocks_broker_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_google_reviews_tes_4277dad9\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author_avatar_media_id\` integer,
  	\`author_avatar_center_x\` numeric,
  	\`author_avatar_center_y\` numeric,
  	\`author_avatar_filters_blur\` numeric DEFAULT 0,
  	\`author_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`author_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`author_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`author_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`review_date\` text,
  	\`review_score\` numeric,
  	FOREIGN KEY (\`author_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_google_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_google_reviews_tes_4277dad9_order_idx\` ON \`pages_blocks_google_reviews_tes_4277dad9\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_google_reviews_tes_4277dad9_parent_id_idx\` ON \`pages_blocks_google_reviews_tes_4277dad9\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_google_reviews_tes_4277dad9_author_avatar_a_idx\` ON \`pages_blocks_google_reviews_tes_4277dad9\` (\`author_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_google_reviews_tes_4277dad9_locales\` (
  	\`author_name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_google_reviews_tes_4277dad9\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_google_reviews_tes_4277dad9_locales_locale_pare\` ON \`pages_blocks_google_reviews_tes_4277dad9_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_google_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`total_reviews\` numeric,
  	\`average_score\` numeric,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_google_reviews_order_idx\` ON \`pages_blocks_google_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_google_reviews_parent_id_idx\` ON \`pages_blocks_google_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_google_reviews_path_idx\` ON \`pages_blocks_google_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_google_reviews_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_google_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_google_reviews_locales_locale_parent_id_unique\` ON \`pages_blocks_google_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_slide_e1c0c8fb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author_avatar_media_id\` integer,
  	\`author_avatar_center_x\` numeric,
  	\`author_avatar_center_y\` numeric,
  	\`author_avatar_filters_blur\` numeric DEFAULT 0,
  	\`author_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`author_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`author_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`author_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`bg_color_primary\` text,
  	\`text_color\` text,
  	FOREIGN KEY (\`author_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_slide_e1c0c8fb_order_idx\` ON \`pages_blocks_testimonials_slide_e1c0c8fb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_slide_e1c0c8fb_parent_id_idx\` ON \`pages_blocks_testimonials_slide_e1c0c8fb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_slide_e1c0c8fb_author_avatar_a_idx\` ON \`pages_blocks_testimonials_slide_e1c0c8fb\` (\`author_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_slide_e1c0c8fb_locales\` (
  	\`author_name\` text,
  	\`author_subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials_slide_e1c0c8fb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_slide_e1c0c8fb_locales_locale_pare\` ON \`pages_blocks_testimonials_slide_e1c0c8fb_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_slider\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_slider_order_idx\` ON \`pages_blocks_testimonials_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_slider_parent_id_idx\` ON \`pages_blocks_testimonials_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_slider_path_idx\` ON \`pages_blocks_testimonials_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_slider_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_slider_locales_locale_parent_id_un\` ON \`pages_blocks_testimonials_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_testi_39d20eef\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author_avatar_media_id\` integer,
  	\`author_avatar_center_x\` numeric,
  	\`author_avatar_center_y\` numeric,
  	\`author_avatar_filters_blur\` numeric DEFAULT 0,
  	\`author_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`author_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`author_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`author_avatar_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`author_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_testi_39d20eef_order_idx\` ON \`pages_blocks_testimonials_testi_39d20eef\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_testi_39d20eef_parent_id_idx\` ON \`pages_blocks_testimonials_testi_39d20eef\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_testi_39d20eef_author_avatar_a_idx\` ON \`pages_blocks_testimonials_testi_39d20eef\` (\`author_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_testi_39d20eef_locales\` (
  	\`author_name\` text,
  	\`author_subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials_testi_39d20eef\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_testi_39d20eef_locales_locale_pare\` ON \`pages_blocks_testimonials_testi_39d20eef_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_locales_locale_parent_id_unique\` ON \`pages_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rewards_rewards_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reward_ident\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_rewards_repeater_order_idx\` ON \`pages_blocks_rewards_rewards_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_rewards_repeater_parent_id_idx\` ON \`pages_blocks_rewards_rewards_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rewards_rewards_repeater_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rewards_rewards_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rewards_rewards_repeater_locales_locale_parent_\` ON \`pages_blocks_rewards_rewards_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rewards\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_order_idx\` ON \`pages_blocks_rewards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_parent_id_idx\` ON \`pages_blocks_rewards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_path_idx\` ON \`pages_blocks_rewards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rewards_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rewards_locales_locale_parent_id_unique\` ON \`pages_blocks_rewards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics_statist_90acf2ca\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`bg_color_primary\` text,
  	\`text_color\` text,
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_statist_90acf2ca_order_idx\` ON \`pages_blocks_statistics_statist_90acf2ca\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_statist_90acf2ca_parent_id_idx\` ON \`pages_blocks_statistics_statist_90acf2ca\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_statist_90acf2ca_image_image_med_idx\` ON \`pages_blocks_statistics_statist_90acf2ca\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics_statist_90acf2ca_locales\` (
  	\`main_title\` text,
  	\`super_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statistics_statist_90acf2ca\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_statistics_statist_90acf2ca_locales_locale_pare\` ON \`pages_blocks_statistics_statist_90acf2ca_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout_display\` text DEFAULT 'variant_1',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_order_idx\` ON \`pages_blocks_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_parent_id_idx\` ON \`pages_blocks_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_path_idx\` ON \`pages_blocks_statistics\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_statistics_locales_locale_parent_id_unique\` ON \`pages_blocks_statistics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_highlights_highlig_882e00d7\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlights_highlig_882e00d7_order_idx\` ON \`pages_blocks_highlights_highlig_882e00d7\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlights_highlig_882e00d7_parent_id_idx\` ON \`pages_blocks_highlights_highlig_882e00d7\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_highlights_highlig_882e00d7_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_highlights_highlig_882e00d7\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_highlights_highlig_882e00d7_locales_locale_pare\` ON \`pages_blocks_highlights_highlig_882e00d7_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlights_order_idx\` ON \`pages_blocks_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlights_parent_id_idx\` ON \`pages_blocks_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlights_path_idx\` ON \`pages_blocks_highlights\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlights_image_image_media_idx\` ON \`pages_blocks_highlights\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_highlights_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_highlights_locales_locale_parent_id_unique\` ON \`pages_blocks_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_double_cta_cta_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	\`bg_color_secondary\` text,
  	\`text_color\` text,
  	\`bg_media_media_id\` integer,
  	\`bg_media_center_x\` numeric,
  	\`bg_media_center_y\` numeric,
  	\`bg_media_filters_blur\` numeric DEFAULT 0,
  	\`bg_media_filters_brightness\` numeric DEFAULT 1,
  	\`bg_media_filters_contrast\` numeric DEFAULT 1,
  	\`bg_media_filters_opacity\` numeric DEFAULT 1,
  	\`bg_media_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_double_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_double_cta_cta_repeater_order_idx\` ON \`pages_blocks_double_cta_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_double_cta_cta_repeater_parent_id_idx\` ON \`pages_blocks_double_cta_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_double_cta_cta_repeater_bg_media_bg_media_m_idx\` ON \`pages_blocks_double_cta_cta_repeater\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_double_cta_cta_repeater_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_double_cta_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_double_cta_cta_repeater_locales_locale_parent_i\` ON \`pages_blocks_double_cta_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_double_cta\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_double_cta_order_idx\` ON \`pages_blocks_double_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_double_cta_parent_id_idx\` ON \`pages_blocks_double_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_double_cta_path_idx\` ON \`pages_blocks_double_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_icon_cta_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
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
  	\`bg_color_primary\` text,
  	\`text_color\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_cta_card_order_idx\` ON \`pages_blocks_icon_cta_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_cta_card_parent_id_idx\` ON \`pages_blocks_icon_cta_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_cta_card_path_idx\` ON \`pages_blocks_icon_cta_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_icon_cta_card_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_icon_cta_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_icon_cta_card_locales_locale_parent_id_unique\` ON \`pages_blocks_icon_cta_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_hor_e7277cd1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_format_type\` text DEFAULT 'link',
  	\`link_format_color\` text,
  	\`link_format_bg_color\` text,
  	\`link_icon_type\` text,
  	\`link_icon_font_weight\` text DEFAULT 'regular',
  	\`link_icon_color\` text,
  	\`link_icon_align\` text DEFAULT 'left',
  	\`link_on_click_action_action_type\` text,
  	\`link_on_click_action_action_params\` text,
  	\`index\` numeric,
  	\`show_number\` integer DEFAULT true,
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multi_redirect_horizontal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_hor_e7277cd1_order_idx\` ON \`pages_blocks_multi_redirect_hor_e7277cd1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_hor_e7277cd1_parent_id_idx\` ON \`pages_blocks_multi_redirect_hor_e7277cd1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_hor_e7277cd1_image_image_med_idx\` ON \`pages_blocks_multi_redirect_hor_e7277cd1\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_hor_e7277cd1_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multi_redirect_hor_e7277cd1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_multi_redirect_hor_e7277cd1_locales_locale_pare\` ON \`pages_blocks_multi_redirect_hor_e7277cd1_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_horizontal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_display\` text DEFAULT 'image',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_horizontal_order_idx\` ON \`pages_blocks_multi_redirect_horizontal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_horizontal_parent_id_idx\` ON \`pages_blocks_multi_redirect_horizontal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_horizontal_path_idx\` ON \`pages_blocks_multi_redirect_horizontal\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_horizontal_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multi_redirect_horizontal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_multi_redirect_horizontal_locales_locale_parent\` ON \`pages_blocks_multi_redirect_horizontal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_ver_6c1e04bc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`image_bg_color\` text,
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multi_redirect_vertical\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_ver_6c1e04bc_order_idx\` ON \`pages_blocks_multi_redirect_ver_6c1e04bc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_ver_6c1e04bc_parent_id_idx\` ON \`pages_blocks_multi_redirect_ver_6c1e04bc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_ver_6c1e04bc_image_image_med_idx\` ON \`pages_blocks_multi_redirect_ver_6c1e04bc\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_ver_6c1e04bc_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multi_redirect_ver_6c1e04bc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_multi_redirect_ver_6c1e04bc_locales_locale_pare\` ON \`pages_blocks_multi_redirect_ver_6c1e04bc_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_vertical\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_vertical_order_idx\` ON \`pages_blocks_multi_redirect_vertical\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_vertical_parent_id_idx\` ON \`pages_blocks_multi_redirect_vertical\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multi_redirect_vertical_path_idx\` ON \`pages_blocks_multi_redirect_vertical\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multi_redirect_vertical_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multi_redirect_vertical\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_multi_redirect_vertical_locales_locale_parent_i\` ON \`pages_blocks_multi_redirect_vertical_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_cards_car_8160222a\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_cards_car_8160222a_order_idx\` ON \`pages_blocks_carousel_cards_car_8160222a\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_cards_car_8160222a_parent_id_idx\` ON \`pages_blocks_carousel_cards_car_8160222a\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_cards_car_8160222a_image_image_med_idx\` ON \`pages_blocks_carousel_cards_car_8160222a\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_cards_car_8160222a_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel_cards_car_8160222a\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_carousel_cards_car_8160222a_locales_locale_pare\` ON \`pages_blocks_carousel_cards_car_8160222a_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	\`show_number\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_cards_order_idx\` ON \`pages_blocks_carousel_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_cards_parent_id_idx\` ON \`pages_blocks_carousel_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_cards_path_idx\` ON \`pages_blocks_carousel_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_cards_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_carousel_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_carousel_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_medias_carousel_me_41f66bc1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_medias_carousel_me_4c354af4\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_41f66bc1_order_idx\` ON \`pages_blocks_medias_carousel_me_41f66bc1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_41f66bc1_parent_id_idx\` ON \`pages_blocks_medias_carousel_me_41f66bc1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_41f66bc1_locale_idx\` ON \`pages_blocks_medias_carousel_me_41f66bc1\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_medias_carousel_me_e1f53be8\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_medias_carousel_me_4c354af4\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_e1f53be8_order_idx\` ON \`pages_blocks_medias_carousel_me_e1f53be8\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_e1f53be8_parent_id_idx\` ON \`pages_blocks_medias_carousel_me_e1f53be8\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_e1f53be8_locale_idx\` ON \`pages_blocks_medias_carousel_me_e1f53be8\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_medias_carousel_me_4c354af4\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_medias_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_4c354af4_order_idx\` ON \`pages_blocks_medias_carousel_me_4c354af4\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_4c354af4_parent_id_idx\` ON \`pages_blocks_medias_carousel_me_4c354af4\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_4c354af4_media_image_med_idx\` ON \`pages_blocks_medias_carousel_me_4c354af4\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_me_4c354af4_media_video_med_idx\` ON \`pages_blocks_medias_carousel_me_4c354af4\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_medias_carousel_me_4c354af4_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_medias_carousel_me_4c354af4\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_medias_carousel_me_4c354af4_locales_locale_pare\` ON \`pages_blocks_medias_carousel_me_4c354af4_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_medias_carousel\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_order_idx\` ON \`pages_blocks_medias_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_parent_id_idx\` ON \`pages_blocks_medias_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_medias_carousel_path_idx\` ON \`pages_blocks_medias_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_medias_carousel_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_medias_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_medias_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_medias_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_script_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`frontend_only\` integer DEFAULT true,
  	\`script_content\` text,
  	\`consent_category\` text DEFAULT 'functional',
  	\`padding_top\` numeric DEFAULT 0,
  	\`padding_right\` numeric DEFAULT 0,
  	\`padding_bottom\` numeric DEFAULT 0,
  	\`padding_left\` numeric DEFAULT 0,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_script_block_order_idx\` ON \`pages_blocks_script_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_script_block_parent_id_idx\` ON \`pages_blocks_script_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_script_block_path_idx\` ON \`pages_blocks_script_block\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dev_test\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_dev_test_order_idx\` ON \`pages_blocks_dev_test\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dev_test_parent_id_idx\` ON \`pages_blocks_dev_test\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dev_test_path_idx\` ON \`pages_blocks_dev_test\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dev_test_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dev_test\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_dev_test_locales_locale_parent_id_unique\` ON \`pages_blocks_dev_test_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_articles_id_idx\` ON \`pages_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_member_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_office_filter\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_member_cards_v_order_idx\` ON \`_pages_blocks_member_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_member_cards_v_parent_id_idx\` ON \`_pages_blocks_member_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_member_cards_v_path_idx\` ON \`_pages_blocks_member_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_member_cards_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_member_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_member_cards_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_member_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_offices_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'map',
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_offices_v_order_idx\` ON \`_pages_blocks_offices_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_offices_v_parent_id_idx\` ON \`_pages_blocks_offices_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_offices_v_path_idx\` ON \`_pages_blocks_offices_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_offices_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_offices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_offices_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_offices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_posts_archive_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_posts_archive_v_order_idx\` ON \`_pages_blocks_posts_archive_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_posts_archive_v_parent_id_idx\` ON \`_pages_blocks_posts_archive_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_posts_archive_v_path_idx\` ON \`_pages_blocks_posts_archive_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_posts_archive_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_posts_archive_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_posts_archive_v_locales_locale_parent_id_uniqu\` ON \`_pages_blocks_posts_archive_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_blog_grid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_blog_grid_v_order_idx\` ON \`_pages_blocks_blog_grid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_blog_grid_v_parent_id_idx\` ON \`_pages_blocks_blog_grid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_blog_grid_v_path_idx\` ON \`_pages_blocks_blog_grid_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_blog_grid_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_blog_grid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_blog_grid_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_blog_grid_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_post_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_post_v_order_idx\` ON \`_pages_blocks_featured_post_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_post_v_parent_id_idx\` ON \`_pages_blocks_featured_post_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_post_v_path_idx\` ON \`_pages_blocks_featured_post_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_post_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_post_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_featured_post_v_locales_locale_parent_id_uniqu\` ON \`_pages_blocks_featured_post_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_2_cta_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_2_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_2_cta_repeater_v_order_idx\` ON \`_pages_blocks_hero_content_2_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_2_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_hero_content_2_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_2_cta_repeater_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_2_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_content_2_cta_repeater_v_locales_locale_p\` ON \`_pages_blocks_hero_content_2_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_2_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_2_v_order_idx\` ON \`_pages_blocks_hero_content_2_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_2_v_parent_id_idx\` ON \`_pages_blocks_hero_content_2_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_2_v_path_idx\` ON \`_pages_blocks_hero_content_2_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_2_v_bg_media_bg_media_media_idx\` ON \`_pages_blocks_hero_content_2_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_2_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_2_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_content_2_v_locales_locale_parent_id_uniq\` ON \`_pages_blocks_hero_content_2_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_cta_cta_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_cta_cta_repeater_v_order_idx\` ON \`_pages_blocks_hero_cta_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_cta_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_hero_cta_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_cta_cta_repeater_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_cta_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_cta_cta_repeater_v_locales_locale_parent_\` ON \`_pages_blocks_hero_cta_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`align_y\` text DEFAULT 'center',
  	\`inner_color_scheme\` text,
  	\`logo_id\` integer,
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
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_cta_v_order_idx\` ON \`_pages_blocks_hero_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_cta_v_parent_id_idx\` ON \`_pages_blocks_hero_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_cta_v_path_idx\` ON \`_pages_blocks_hero_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_cta_v_logo_idx\` ON \`_pages_blocks_hero_cta_v\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_cta_v_bg_media_bg_media_media_idx\` ON \`_pages_blocks_hero_cta_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_cta_v_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`under_sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_cta_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_hero_cta_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_v_media_a1c5161d_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_a1c5161d_v_order_idx\` ON \`_pages_blocks_hero_infos_v_media_a1c5161d_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_a1c5161d_v_parent_id_idx\` ON \`_pages_blocks_hero_infos_v_media_a1c5161d_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_a1c5161d_v_locale_idx\` ON \`_pages_blocks_hero_infos_v_media_a1c5161d_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_v_media_d40a8c15_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_d40a8c15_v_order_idx\` ON \`_pages_blocks_hero_infos_v_media_d40a8c15_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_d40a8c15_v_parent_id_idx\` ON \`_pages_blocks_hero_infos_v_media_d40a8c15_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_d40a8c15_v_locale_idx\` ON \`_pages_blocks_hero_infos_v_media_d40a8c15_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_list_it_ad300d91_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_list_it_ad300d91_v_order_idx\` ON \`_pages_blocks_hero_infos_list_it_ad300d91_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_list_it_ad300d91_v_parent_id_idx\` ON \`_pages_blocks_hero_infos_list_it_ad300d91_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_list_it_ad300d91_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_list_it_ad300d91_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_infos_list_it_ad300d91_v_locales_locale_p\` ON \`_pages_blocks_hero_infos_list_it_ad300d91_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_format_type\` text DEFAULT 'link',
  	\`link_format_color\` text,
  	\`link_format_bg_color\` text,
  	\`link_icon_type\` text,
  	\`link_icon_font_weight\` text DEFAULT 'regular',
  	\`link_icon_color\` text,
  	\`link_icon_align\` text DEFAULT 'left',
  	\`link_on_click_action_action_type\` text,
  	\`link_on_click_action_action_params\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v_order_idx\` ON \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v_parent_id_idx\` ON \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales_locale_p\` ON \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_cta_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_cta_repeater_v_order_idx\` ON \`_pages_blocks_hero_infos_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_hero_infos_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_cta_repeater_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_infos_cta_repeater_v_locales_locale_paren\` ON \`_pages_blocks_hero_infos_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
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
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_order_idx\` ON \`_pages_blocks_hero_infos_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_parent_id_idx\` ON \`_pages_blocks_hero_infos_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_path_idx\` ON \`_pages_blocks_hero_infos_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_image_media_image_media_idx\` ON \`_pages_blocks_hero_infos_v\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_infos_v_media_video_media_video_poste_idx\` ON \`_pages_blocks_hero_infos_v\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_infos_v_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`under_sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_infos_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_hero_infos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__e778da19_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__e778da19_v_order_idx\` ON \`_pages_blocks_hero_profile_page__e778da19_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__e778da19_v_parent_id_idx\` ON \`_pages_blocks_hero_profile_page__e778da19_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__e778da19_v_locale_idx\` ON \`_pages_blocks_hero_profile_page__e778da19_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__b9b66846_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__b9b66846_v_order_idx\` ON \`_pages_blocks_hero_profile_page__b9b66846_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__b9b66846_v_parent_id_idx\` ON \`_pages_blocks_hero_profile_page__b9b66846_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__b9b66846_v_locale_idx\` ON \`_pages_blocks_hero_profile_page__b9b66846_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__62962363_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__62962363_v_order_idx\` ON \`_pages_blocks_hero_profile_page__62962363_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__62962363_v_parent_id_idx\` ON \`_pages_blocks_hero_profile_page__62962363_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__62962363_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page__62962363_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_profile_page__62962363_v_locales_locale_p\` ON \`_pages_blocks_hero_profile_page__62962363_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__4c3e338f_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_format_type\` text DEFAULT 'link',
  	\`link_format_color\` text,
  	\`link_format_bg_color\` text,
  	\`link_icon_type\` text,
  	\`link_icon_font_weight\` text DEFAULT 'regular',
  	\`link_icon_color\` text,
  	\`link_icon_align\` text DEFAULT 'left',
  	\`link_on_click_action_action_type\` text,
  	\`link_on_click_action_action_params\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__4c3e338f_v_order_idx\` ON \`_pages_blocks_hero_profile_page__4c3e338f_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__4c3e338f_v_parent_id_idx\` ON \`_pages_blocks_hero_profile_page__4c3e338f_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__4c3e338f_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page__4c3e338f_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_profile_page__4c3e338f_v_locales_locale_p\` ON \`_pages_blocks_hero_profile_page__4c3e338f_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__09bff375_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__09bff375_v_order_idx\` ON \`_pages_blocks_hero_profile_page__09bff375_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page__09bff375_v_parent_id_idx\` ON \`_pages_blocks_hero_profile_page__09bff375_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page__09bff375_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page__09bff375_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_profile_page__09bff375_v_locales_locale_p\` ON \`_pages_blocks_hero_profile_page__09bff375_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
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
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page_v_order_idx\` ON \`_pages_blocks_hero_profile_page_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page_v_parent_id_idx\` ON \`_pages_blocks_hero_profile_page_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page_v_path_idx\` ON \`_pages_blocks_hero_profile_page_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page_v_media_image_media_imag_idx\` ON \`_pages_blocks_hero_profile_page_v\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_profile_page_v_media_video_media_vide_idx\` ON \`_pages_blocks_hero_profile_page_v\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_profile_page_v_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`under_sub_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_profile_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_profile_page_v_locales_locale_parent_id_u\` ON \`_pages_blocks_hero_profile_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_landing_page__cde8c88c_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_landing_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__cde8c88c_v_order_idx\` ON \`_pages_blocks_hero_landing_page__cde8c88c_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__cde8c88c_v_parent_id_idx\` ON \`_pages_blocks_hero_landing_page__cde8c88c_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__cde8c88c_v_locale_idx\` ON \`_pages_blocks_hero_landing_page__cde8c88c_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_landing_page__443b8de4_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_landing_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__443b8de4_v_order_idx\` ON \`_pages_blocks_hero_landing_page__443b8de4_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__443b8de4_v_parent_id_idx\` ON \`_pages_blocks_hero_landing_page__443b8de4_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__443b8de4_v_locale_idx\` ON \`_pages_blocks_hero_landing_page__443b8de4_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_landing_page__7d168958_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_landing_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__7d168958_v_order_idx\` ON \`_pages_blocks_hero_landing_page__7d168958_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page__7d168958_v_parent_id_idx\` ON \`_pages_blocks_hero_landing_page__7d168958_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_landing_page__7d168958_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_landing_page__7d168958_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_landing_page__7d168958_v_locales_locale_p\` ON \`_pages_blocks_hero_landing_page__7d168958_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_landing_page_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
  	\`avatar_media_id\` integer,
  	\`avatar_center_x\` numeric,
  	\`avatar_center_y\` numeric,
  	\`avatar_filters_blur\` numeric DEFAULT 0,
  	\`avatar_filters_brightness\` numeric DEFAULT 1,
  	\`avatar_filters_contrast\` numeric DEFAULT 1,
  	\`avatar_filters_opacity\` numeric DEFAULT 1,
  	\`avatar_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page_v_order_idx\` ON \`_pages_blocks_hero_landing_page_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page_v_parent_id_idx\` ON \`_pages_blocks_hero_landing_page_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page_v_path_idx\` ON \`_pages_blocks_hero_landing_page_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page_v_media_image_media_imag_idx\` ON \`_pages_blocks_hero_landing_page_v\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page_v_media_video_media_vide_idx\` ON \`_pages_blocks_hero_landing_page_v\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_landing_page_v_avatar_avatar_media_idx\` ON \`_pages_blocks_hero_landing_page_v\` (\`avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_landing_page_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_landing_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_landing_page_v_locales_locale_parent_id_u\` ON \`_pages_blocks_hero_landing_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_slider_slides_c7624f3f_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_slider_slides_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_slides_c7624f3f_v_order_idx\` ON \`_pages_blocks_hero_slider_slides_c7624f3f_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_slides_c7624f3f_v_parent_id_idx\` ON \`_pages_blocks_hero_slider_slides_c7624f3f_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_slider_slides_c7624f3f_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_slider_slides_c7624f3f_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_slider_slides_c7624f3f_v_locales_locale_p\` ON \`_pages_blocks_hero_slider_slides_c7624f3f_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_slider_slides_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bg_media_media_id\` integer,
  	\`bg_media_center_x\` numeric,
  	\`bg_media_center_y\` numeric,
  	\`bg_media_filters_blur\` numeric DEFAULT 0,
  	\`bg_media_filters_brightness\` numeric DEFAULT 1,
  	\`bg_media_filters_contrast\` numeric DEFAULT 1,
  	\`bg_media_filters_opacity\` numeric DEFAULT 1,
  	\`bg_media_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_slides_repeater_v_order_idx\` ON \`_pages_blocks_hero_slider_slides_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_slides_repeater_v_parent_id_idx\` ON \`_pages_blocks_hero_slider_slides_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_slides_repeater_v_bg_media_bg__idx\` ON \`_pages_blocks_hero_slider_slides_repeater_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_slider_slides_repeater_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_slider_slides_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_slider_slides_repeater_v_locales_locale_p\` ON \`_pages_blocks_hero_slider_slides_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_slider_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_v_order_idx\` ON \`_pages_blocks_hero_slider_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_v_parent_id_idx\` ON \`_pages_blocks_hero_slider_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_slider_v_path_idx\` ON \`_pages_blocks_hero_slider_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_broker_testimonial_9a94aa0c_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`broker_avatar_media_id\` integer,
  	\`broker_avatar_center_x\` numeric,
  	\`broker_avatar_center_y\` numeric,
  	\`broker_avatar_filters_blur\` numeric DEFAULT 0,
  	\`broker_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`broker_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`broker_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`broker_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`broker_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_broker_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_broker_testimonial_9a94aa0c_v_order_idx\` ON \`_pages_blocks_broker_testimonial_9a94aa0c_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_broker_testimonial_9a94aa0c_v_parent_id_idx\` ON \`_pages_blocks_broker_testimonial_9a94aa0c_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_broker_testimonial_9a94aa0c_v_broker_avata_idx\` ON \`_pages_blocks_broker_testimonial_9a94aa0c_v\` (\`broker_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_broker_testimonial_9a94aa0c_v_locales\` (
  	\`description\` text,
  	\`broker_name\` text,
  	\`broker_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_broker_testimonial_9a94aa0c_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_broker_testimonial_9a94aa0c_v_locales_locale_p\` ON \`_pages_blocks_broker_testimonial_9a94aa0c_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_broker_testimonials_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`highlight_color\` text,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_broker_testimonials_v_order_idx\` ON \`_pages_blocks_broker_testimonials_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_broker_testimonials_v_parent_id_idx\` ON \`_pages_blocks_broker_testimonials_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_broker_testimonials_v_path_idx\` ON \`_pages_blocks_broker_testimonials_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_broker_testimonials_v_image_image_media_idx\` ON \`_pages_blocks_broker_testimonials_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_broker_testimonials_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_broker_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_broker_testimonials_v_locales_locale_parent_id\` ON \`_pages_blocks_broker_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_google_reviews_tes_4277dad9_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author_avatar_media_id\` integer,
  	\`author_avatar_center_x\` numeric,
  	\`author_avatar_center_y\` numeric,
  	\`author_avatar_filters_blur\` numeric DEFAULT 0,
  	\`author_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`author_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`author_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`author_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`review_date\` text,
  	\`review_score\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`author_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_google_reviews_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_google_reviews_tes_4277dad9_v_order_idx\` ON \`_pages_blocks_google_reviews_tes_4277dad9_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_google_reviews_tes_4277dad9_v_parent_id_idx\` ON \`_pages_blocks_google_reviews_tes_4277dad9_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_google_reviews_tes_4277dad9_v_author_avata_idx\` ON \`_pages_blocks_google_reviews_tes_4277dad9_v\` (\`author_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_google_reviews_tes_4277dad9_v_locales\` (
  	\`author_name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_google_reviews_tes_4277dad9_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_google_reviews_tes_4277dad9_v_locales_locale_p\` ON \`_pages_blocks_google_reviews_tes_4277dad9_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_google_reviews_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`total_reviews\` numeric,
  	\`average_score\` numeric,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_google_reviews_v_order_idx\` ON \`_pages_blocks_google_reviews_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_google_reviews_v_parent_id_idx\` ON \`_pages_blocks_google_reviews_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_google_reviews_v_path_idx\` ON \`_pages_blocks_google_reviews_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_google_reviews_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_google_reviews_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_google_reviews_v_locales_locale_parent_id_uniq\` ON \`_pages_blocks_google_reviews_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_slide_e1c0c8fb_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author_avatar_media_id\` integer,
  	\`author_avatar_center_x\` numeric,
  	\`author_avatar_center_y\` numeric,
  	\`author_avatar_filters_blur\` numeric DEFAULT 0,
  	\`author_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`author_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`author_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`author_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`bg_color_primary\` text,
  	\`text_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`author_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_testimonials_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_slide_e1c0c8fb_v_order_idx\` ON \`_pages_blocks_testimonials_slide_e1c0c8fb_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_slide_e1c0c8fb_v_parent_id_idx\` ON \`_pages_blocks_testimonials_slide_e1c0c8fb_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_slide_e1c0c8fb_v_author_avata_idx\` ON \`_pages_blocks_testimonials_slide_e1c0c8fb_v\` (\`author_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_slide_e1c0c8fb_v_locales\` (
  	\`author_name\` text,
  	\`author_subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_testimonials_slide_e1c0c8fb_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_testimonials_slide_e1c0c8fb_v_locales_locale_p\` ON \`_pages_blocks_testimonials_slide_e1c0c8fb_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_slider_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_slider_v_order_idx\` ON \`_pages_blocks_testimonials_slider_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_slider_v_parent_id_idx\` ON \`_pages_blocks_testimonials_slider_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_slider_v_path_idx\` ON \`_pages_blocks_testimonials_slider_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_slider_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_testimonials_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_testimonials_slider_v_locales_locale_parent_id\` ON \`_pages_blocks_testimonials_slider_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_testi_39d20eef_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author_avatar_media_id\` integer,
  	\`author_avatar_center_x\` numeric,
  	\`author_avatar_center_y\` numeric,
  	\`author_avatar_filters_blur\` numeric DEFAULT 0,
  	\`author_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`author_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`author_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`author_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`author_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_testi_39d20eef_v_order_idx\` ON \`_pages_blocks_testimonials_testi_39d20eef_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_testi_39d20eef_v_parent_id_idx\` ON \`_pages_blocks_testimonials_testi_39d20eef_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_testi_39d20eef_v_author_avata_idx\` ON \`_pages_blocks_testimonials_testi_39d20eef_v\` (\`author_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_testi_39d20eef_v_locales\` (
  	\`author_name\` text,
  	\`author_subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_testimonials_testi_39d20eef_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_testimonials_testi_39d20eef_v_locales_locale_p\` ON \`_pages_blocks_testimonials_testi_39d20eef_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_v_order_idx\` ON \`_pages_blocks_testimonials_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_v_parent_id_idx\` ON \`_pages_blocks_testimonials_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_testimonials_v_path_idx\` ON \`_pages_blocks_testimonials_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_testimonials_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_testimonials_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_rewards_rewards_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reward_ident\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_rewards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_rewards_rewards_repeater_v_order_idx\` ON \`_pages_blocks_rewards_rewards_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_rewards_rewards_repeater_v_parent_id_idx\` ON \`_pages_blocks_rewards_rewards_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_rewards_rewards_repeater_v_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_rewards_rewards_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_rewards_rewards_repeater_v_locales_locale_pare\` ON \`_pages_blocks_rewards_rewards_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_rewards_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_rewards_v_order_idx\` ON \`_pages_blocks_rewards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_rewards_v_parent_id_idx\` ON \`_pages_blocks_rewards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_rewards_v_path_idx\` ON \`_pages_blocks_rewards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_rewards_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_rewards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_rewards_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_rewards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_statistics_statist_90acf2ca_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`bg_color_primary\` text,
  	\`text_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_statistics_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_statistics_statist_90acf2ca_v_order_idx\` ON \`_pages_blocks_statistics_statist_90acf2ca_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_statistics_statist_90acf2ca_v_parent_id_idx\` ON \`_pages_blocks_statistics_statist_90acf2ca_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_statistics_statist_90acf2ca_v_image_image__idx\` ON \`_pages_blocks_statistics_statist_90acf2ca_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_statistics_statist_90acf2ca_v_locales\` (
  	\`main_title\` text,
  	\`super_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_statistics_statist_90acf2ca_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_statistics_statist_90acf2ca_v_locales_locale_p\` ON \`_pages_blocks_statistics_statist_90acf2ca_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_statistics_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout_display\` text DEFAULT 'variant_1',
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_statistics_v_order_idx\` ON \`_pages_blocks_statistics_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_statistics_v_parent_id_idx\` ON \`_pages_blocks_statistics_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_statistics_v_path_idx\` ON \`_pages_blocks_statistics_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_statistics_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_statistics_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_statistics_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_statistics_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_highlights_highlig_882e00d7_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_highlights_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_highlights_highlig_882e00d7_v_order_idx\` ON \`_pages_blocks_highlights_highlig_882e00d7_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_highlights_highlig_882e00d7_v_parent_id_idx\` ON \`_pages_blocks_highlights_highlig_882e00d7_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_highlights_highlig_882e00d7_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_highlights_highlig_882e00d7_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_highlights_highlig_882e00d7_v_locales_locale_p\` ON \`_pages_blocks_highlights_highlig_882e00d7_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_highlights_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_highlights_v_order_idx\` ON \`_pages_blocks_highlights_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_highlights_v_parent_id_idx\` ON \`_pages_blocks_highlights_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_highlights_v_path_idx\` ON \`_pages_blocks_highlights_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_highlights_v_image_image_media_idx\` ON \`_pages_blocks_highlights_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_highlights_v_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_highlights_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_highlights_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_highlights_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_double_cta_cta_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`bg_color_secondary\` text,
  	\`text_color\` text,
  	\`bg_media_media_id\` integer,
  	\`bg_media_center_x\` numeric,
  	\`bg_media_center_y\` numeric,
  	\`bg_media_filters_blur\` numeric DEFAULT 0,
  	\`bg_media_filters_brightness\` numeric DEFAULT 1,
  	\`bg_media_filters_contrast\` numeric DEFAULT 1,
  	\`bg_media_filters_opacity\` numeric DEFAULT 1,
  	\`bg_media_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_double_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_double_cta_cta_repeater_v_order_idx\` ON \`_pages_blocks_double_cta_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_double_cta_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_double_cta_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_double_cta_cta_repeater_v_bg_media_bg_medi_idx\` ON \`_pages_blocks_double_cta_cta_repeater_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_double_cta_cta_repeater_v_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_double_cta_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_double_cta_cta_repeater_v_locales_locale_paren\` ON \`_pages_blocks_double_cta_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_double_cta_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_double_cta_v_order_idx\` ON \`_pages_blocks_double_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_double_cta_v_parent_id_idx\` ON \`_pages_blocks_double_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_double_cta_v_path_idx\` ON \`_pages_blocks_double_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_icon_cta_card_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
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
  	\`bg_color_primary\` text,
  	\`text_color\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_icon_cta_card_v_order_idx\` ON \`_pages_blocks_icon_cta_card_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_icon_cta_card_v_parent_id_idx\` ON \`_pages_blocks_icon_cta_card_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_icon_cta_card_v_path_idx\` ON \`_pages_blocks_icon_cta_card_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_icon_cta_card_v_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_icon_cta_card_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_icon_cta_card_v_locales_locale_parent_id_uniqu\` ON \`_pages_blocks_icon_cta_card_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_hor_e7277cd1_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_format_type\` text DEFAULT 'link',
  	\`link_format_color\` text,
  	\`link_format_bg_color\` text,
  	\`link_icon_type\` text,
  	\`link_icon_font_weight\` text DEFAULT 'regular',
  	\`link_icon_color\` text,
  	\`link_icon_align\` text DEFAULT 'left',
  	\`link_on_click_action_action_type\` text,
  	\`link_on_click_action_action_params\` text,
  	\`index\` numeric,
  	\`show_number\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_multi_redirect_horizontal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_hor_e7277cd1_v_order_idx\` ON \`_pages_blocks_multi_redirect_hor_e7277cd1_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_hor_e7277cd1_v_parent_id_idx\` ON \`_pages_blocks_multi_redirect_hor_e7277cd1_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_hor_e7277cd1_v_image_image__idx\` ON \`_pages_blocks_multi_redirect_hor_e7277cd1_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_hor_e7277cd1_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_multi_redirect_hor_e7277cd1_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_multi_redirect_hor_e7277cd1_v_locales_locale_p\` ON \`_pages_blocks_multi_redirect_hor_e7277cd1_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_horizontal_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item_display\` text DEFAULT 'image',
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_horizontal_v_order_idx\` ON \`_pages_blocks_multi_redirect_horizontal_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_horizontal_v_parent_id_idx\` ON \`_pages_blocks_multi_redirect_horizontal_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_horizontal_v_path_idx\` ON \`_pages_blocks_multi_redirect_horizontal_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_horizontal_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_multi_redirect_horizontal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_multi_redirect_horizontal_v_locales_locale_par\` ON \`_pages_blocks_multi_redirect_horizontal_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_ver_6c1e04bc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
  	\`image_bg_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_multi_redirect_vertical_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_ver_6c1e04bc_v_order_idx\` ON \`_pages_blocks_multi_redirect_ver_6c1e04bc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_ver_6c1e04bc_v_parent_id_idx\` ON \`_pages_blocks_multi_redirect_ver_6c1e04bc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_ver_6c1e04bc_v_image_image__idx\` ON \`_pages_blocks_multi_redirect_ver_6c1e04bc_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_multi_redirect_ver_6c1e04bc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales_locale_p\` ON \`_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_vertical_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_vertical_v_order_idx\` ON \`_pages_blocks_multi_redirect_vertical_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_vertical_v_parent_id_idx\` ON \`_pages_blocks_multi_redirect_vertical_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_multi_redirect_vertical_v_path_idx\` ON \`_pages_blocks_multi_redirect_vertical_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_multi_redirect_vertical_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_multi_redirect_vertical_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_multi_redirect_vertical_v_locales_locale_paren\` ON \`_pages_blocks_multi_redirect_vertical_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_carousel_cards_car_8160222a_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_carousel_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_carousel_cards_car_8160222a_v_order_idx\` ON \`_pages_blocks_carousel_cards_car_8160222a_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_carousel_cards_car_8160222a_v_parent_id_idx\` ON \`_pages_blocks_carousel_cards_car_8160222a_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_carousel_cards_car_8160222a_v_image_image__idx\` ON \`_pages_blocks_carousel_cards_car_8160222a_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_carousel_cards_car_8160222a_v_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_carousel_cards_car_8160222a_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_carousel_cards_car_8160222a_v_locales_locale_p\` ON \`_pages_blocks_carousel_cards_car_8160222a_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_carousel_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`show_number\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_carousel_cards_v_order_idx\` ON \`_pages_blocks_carousel_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_carousel_cards_v_parent_id_idx\` ON \`_pages_blocks_carousel_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_carousel_cards_v_path_idx\` ON \`_pages_blocks_carousel_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_carousel_cards_v_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_carousel_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_carousel_cards_v_locales_locale_parent_id_uniq\` ON \`_pages_blocks_carousel_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_medias_carousel_me_60568ec5_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_medias_carousel_me_4c354af4_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_60568ec5_v_order_idx\` ON \`_pages_blocks_medias_carousel_me_60568ec5_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_60568ec5_v_parent_id_idx\` ON \`_pages_blocks_medias_carousel_me_60568ec5_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_60568ec5_v_locale_idx\` ON \`_pages_blocks_medias_carousel_me_60568ec5_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_medias_carousel_me_f6a4c01e_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_medias_carousel_me_4c354af4_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_f6a4c01e_v_order_idx\` ON \`_pages_blocks_medias_carousel_me_f6a4c01e_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_f6a4c01e_v_parent_id_idx\` ON \`_pages_blocks_medias_carousel_me_f6a4c01e_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_f6a4c01e_v_locale_idx\` ON \`_pages_blocks_medias_carousel_me_f6a4c01e_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_medias_carousel_me_4c354af4_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`media_kind\` text DEFAULT 'image',
  	\`media_image_media_id\` integer,
  	\`media_image_center_x\` numeric,
  	\`media_image_center_y\` numeric,
  	\`media_image_filters_blur\` numeric DEFAULT 0,
  	\`media_image_filters_brightness\` numeric DEFAULT 1,
  	\`media_image_filters_contrast\` numeric DEFAULT 1,
  	\`media_image_filters_opacity\` numeric DEFAULT 1,
  	\`media_image_filters_saturate\` numeric DEFAULT 1,
  	\`media_video_poster_id\` integer,
  	\`media_video_autoplay\` integer DEFAULT false,
  	\`media_video_controls\` integer DEFAULT false,
  	\`media_video_loop\` integer DEFAULT true,
  	\`media_video_muted\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`media_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_medias_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_4c354af4_v_order_idx\` ON \`_pages_blocks_medias_carousel_me_4c354af4_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_4c354af4_v_parent_id_idx\` ON \`_pages_blocks_medias_carousel_me_4c354af4_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_4c354af4_v_media_image__idx\` ON \`_pages_blocks_medias_carousel_me_4c354af4_v\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_me_4c354af4_v_media_video__idx\` ON \`_pages_blocks_medias_carousel_me_4c354af4_v\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_medias_carousel_me_4c354af4_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_medias_carousel_me_4c354af4_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_medias_carousel_me_4c354af4_v_locales_locale_p\` ON \`_pages_blocks_medias_carousel_me_4c354af4_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_medias_carousel_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_v_order_idx\` ON \`_pages_blocks_medias_carousel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_v_parent_id_idx\` ON \`_pages_blocks_medias_carousel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_medias_carousel_v_path_idx\` ON \`_pages_blocks_medias_carousel_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_medias_carousel_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_medias_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_medias_carousel_v_locales_locale_parent_id_uni\` ON \`_pages_blocks_medias_carousel_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_script_block_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`frontend_only\` integer DEFAULT true,
  	\`script_content\` text,
  	\`consent_category\` text DEFAULT 'functional',
  	\`padding_top\` numeric DEFAULT 0,
  	\`padding_right\` numeric DEFAULT 0,
  	\`padding_bottom\` numeric DEFAULT 0,
  	\`padding_left\` numeric DEFAULT 0,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_script_block_v_order_idx\` ON \`_pages_blocks_script_block_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_script_block_v_parent_id_idx\` ON \`_pages_blocks_script_block_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_script_block_v_path_idx\` ON \`_pages_blocks_script_block_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_dev_test_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_dev_test_v_order_idx\` ON \`_pages_blocks_dev_test_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_dev_test_v_parent_id_idx\` ON \`_pages_blocks_dev_test_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_dev_test_v_path_idx\` ON \`_pages_blocks_dev_test_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_dev_test_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_dev_test_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_dev_test_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_dev_test_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_articles_id_idx\` ON \`_pages_v_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_tags_order_idx\` ON \`articles_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_tags_parent_id_idx\` ON \`articles_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_tags_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_tags_locales_locale_parent_id_unique\` ON \`articles_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_tags_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_tags_v_order_idx\` ON \`_articles_v_version_tags_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_tags_v_parent_id_idx\` ON \`_articles_v_version_tags_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_tags_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_version_tags_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_version_tags_v_locales_locale_parent_id_unique\` ON \`_articles_v_version_tags_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`listing_feed_resources\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`listing_feed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_feed_resources_order_idx\` ON \`listing_feed_resources\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`listing_feed_resources_parent_idx\` ON \`listing_feed_resources\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`listing_feed\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`endpoint\` text,
  	\`token_url\` text,
  	\`client_id\` text,
  	\`client_secret\` text,
  	\`client_secret_sealed\` text,
  	\`interval_minutes\` numeric DEFAULT 15 NOT NULL,
  	\`reconcile_hours\` numeric DEFAULT 24 NOT NULL,
  	\`confirm_mass_withdrawal\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`author_name\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`author_avatar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`articles_author_avatar_idx\` ON \`articles\` (\`author_avatar_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_author_name\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_author_avatar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_author_avatar_idx\` ON \`_articles_v\` (\`version_author_avatar_id\`);`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`licence_name\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`licence_designation\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`agency_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_member_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offices\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_posts_archive\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_posts_archive_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_post\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_post_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_2_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_2_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_2\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_2_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_cta_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_cta_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_media_v_af09f384\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_media_v_78f020ce\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_list_it_ad300d91\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_list_it_ad300d91_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_icon_li_6fefe4b6\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_icon_li_6fefe4b6_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_infos_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__a64a2617\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__ce01c468\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__62962363\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__62962363_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__4c3e338f\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__4c3e338f_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__09bff375\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page__09bff375_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_profile_page_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_landing_page__09a6e1b0\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_landing_page__1d04a7b0\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_landing_page__7d168958\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_landing_page__7d168958_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_landing_page\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_landing_page_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides_c7624f3f\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides_c7624f3f_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_broker_testimonial_9a94aa0c\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_broker_testimonial_9a94aa0c_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_broker_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_broker_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_google_reviews_tes_4277dad9\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_google_reviews_tes_4277dad9_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_google_reviews\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_google_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_slide_e1c0c8fb\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_slide_e1c0c8fb_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_testi_39d20eef\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_testi_39d20eef_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rewards_rewards_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rewards_rewards_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rewards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rewards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics_statist_90acf2ca\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics_statist_90acf2ca_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_highlights_highlig_882e00d7\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_highlights_highlig_882e00d7_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_highlights\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_double_cta_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_double_cta_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_double_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_icon_cta_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_icon_cta_card_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_hor_e7277cd1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_hor_e7277cd1_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_horizontal\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_horizontal_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_ver_6c1e04bc\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_ver_6c1e04bc_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_vertical\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multi_redirect_vertical_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_cards_car_8160222a\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_cards_car_8160222a_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_medias_carousel_me_41f66bc1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_medias_carousel_me_e1f53be8\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_medias_carousel_me_4c354af4\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_medias_carousel_me_4c354af4_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_medias_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_medias_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_script_block\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dev_test\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dev_test_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_member_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_member_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_offices_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_offices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_posts_archive_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_posts_archive_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_blog_grid_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_blog_grid_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_post_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_post_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_2_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_2_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_2_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_2_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_cta_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_cta_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_cta_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_cta_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_v_media_a1c5161d_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_v_media_d40a8c15_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_list_it_ad300d91_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_list_it_ad300d91_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_infos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__e778da19_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__b9b66846_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__62962363_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__62962363_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__4c3e338f_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__4c3e338f_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__09bff375_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page__09bff375_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_profile_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_landing_page__cde8c88c_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_landing_page__443b8de4_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_landing_page__7d168958_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_landing_page__7d168958_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_landing_page_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_landing_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_slider_slides_c7624f3f_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_slider_slides_c7624f3f_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_slider_slides_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_slider_slides_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_slider_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_broker_testimonial_9a94aa0c_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_broker_testimonial_9a94aa0c_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_broker_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_broker_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_google_reviews_tes_4277dad9_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_google_reviews_tes_4277dad9_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_google_reviews_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_google_reviews_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_slide_e1c0c8fb_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_slide_e1c0c8fb_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_slider_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_slider_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_testi_39d20eef_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_testi_39d20eef_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_rewards_rewards_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_rewards_rewards_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_rewards_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_rewards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_statistics_statist_90acf2ca_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_statistics_statist_90acf2ca_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_statistics_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_statistics_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_highlights_highlig_882e00d7_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_highlights_highlig_882e00d7_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_highlights_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_highlights_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_double_cta_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_double_cta_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_double_cta_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_icon_cta_card_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_icon_cta_card_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_hor_e7277cd1_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_hor_e7277cd1_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_horizontal_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_horizontal_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_ver_6c1e04bc_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_vertical_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_multi_redirect_vertical_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_carousel_cards_car_8160222a_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_carousel_cards_car_8160222a_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_carousel_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_carousel_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_medias_carousel_me_60568ec5_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_medias_carousel_me_f6a4c01e_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_medias_carousel_me_4c354af4_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_medias_carousel_me_4c354af4_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_medias_carousel_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_medias_carousel_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_script_block_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_dev_test_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_dev_test_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`articles_tags\`;`)
  await db.run(sql`DROP TABLE \`articles_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_tags_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_tags_v_locales\`;`)
  await db.run(sql`DROP TABLE \`listing_feed_resources\`;`)
  await db.run(sql`DROP TABLE \`listing_feed\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
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
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "thumbnail_id", "author_id", "category_id", "published_at", "updated_at", "created_at", "_status") SELECT "id", "thumbnail_id", "author_id", "category_id", "published_at", "updated_at", "created_at", "_status" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`articles_thumbnail_idx\` ON \`articles\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_author_idx\` ON \`articles\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
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
  await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_thumbnail_id", "version_author_id", "version_category_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_thumbnail_id", "version_author_id", "version_category_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
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
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`licence_name\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`licence_designation\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`agency_name\`;`)
}
