import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_1_med_5d577c2a\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_med_5d577c2a_order_idx\` ON \`pages_blocks_hero_content_1_med_5d577c2a\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_med_5d577c2a_parent_id_idx\` ON \`pages_blocks_hero_content_1_med_5d577c2a\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_med_5d577c2a_locale_idx\` ON \`pages_blocks_hero_content_1_med_5d577c2a\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_1_med_7592fbf1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_med_7592fbf1_order_idx\` ON \`pages_blocks_hero_content_1_med_7592fbf1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_med_7592fbf1_parent_id_idx\` ON \`pages_blocks_hero_content_1_med_7592fbf1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_med_7592fbf1_locale_idx\` ON \`pages_blocks_hero_content_1_med_7592fbf1\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_1_cta_repeater\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_cta_repeater_order_idx\` ON \`pages_blocks_hero_content_1_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_cta_repeater_parent_id_idx\` ON \`pages_blocks_hero_content_1_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_1_cta_repeater_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_1_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_content_1_cta_repeater_locales_locale_pare\` ON \`pages_blocks_hero_content_1_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_1\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_order_idx\` ON \`pages_blocks_hero_content_1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_parent_id_idx\` ON \`pages_blocks_hero_content_1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_path_idx\` ON \`pages_blocks_hero_content_1\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_media_image_media_image_medi_idx\` ON \`pages_blocks_hero_content_1\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_content_1_media_video_media_video_post_idx\` ON \`pages_blocks_hero_content_1\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_content_1_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_content_1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_content_1_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_content_1_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_blocks\` (
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
  	\`text_align\` text DEFAULT 'left',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_order_idx\` ON \`pages_blocks_text_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_parent_id_idx\` ON \`pages_blocks_text_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_path_idx\` ON \`pages_blocks_text_blocks\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_blocks_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_text_blocks_locales_locale_parent_id_unique\` ON \`pages_blocks_text_blocks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_cta_repeater\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_cta_repeater_order_idx\` ON \`pages_blocks_image_text_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_cta_repeater_parent_id_idx\` ON \`pages_blocks_image_text_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_cta_repeater_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_text_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_text_cta_repeater_locales_locale_parent_i\` ON \`pages_blocks_image_text_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_order_idx\` ON \`pages_blocks_image_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_parent_id_idx\` ON \`pages_blocks_image_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_path_idx\` ON \`pages_blocks_image_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_image_image_media_idx\` ON \`pages_blocks_image_text\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_text_locales_locale_parent_id_unique\` ON \`pages_blocks_image_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_order_idx\` ON \`pages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_parent_id_idx\` ON \`pages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_path_idx\` ON \`pages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_bg_media_bg_media_media_idx\` ON \`pages_blocks_cta\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_list_list_items_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_list_items_repeater_order_idx\` ON \`pages_blocks_list_list_items_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_list_items_repeater_parent_id_idx\` ON \`pages_blocks_list_list_items_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_list_list_items_repeater_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_list_list_items_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_list_list_items_repeater_locales_locale_parent_\` ON \`pages_blocks_list_list_items_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`ordered\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_list_order_idx\` ON \`pages_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_parent_id_idx\` ON \`pages_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_path_idx\` ON \`pages_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_list_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_list_locales_locale_parent_id_unique\` ON \`pages_blocks_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_qa_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_qa_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_qa_accordion_items_order_idx\` ON \`pages_blocks_qa_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_qa_accordion_items_parent_id_idx\` ON \`pages_blocks_qa_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_qa_accordion_items_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_qa_accordion_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_qa_accordion_items_locales_locale_parent_id_uni\` ON \`pages_blocks_qa_accordion_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_qa_accordion\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_qa_accordion_order_idx\` ON \`pages_blocks_qa_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_qa_accordion_parent_id_idx\` ON \`pages_blocks_qa_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_qa_accordion_path_idx\` ON \`pages_blocks_qa_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_qa_accordion_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_qa_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_qa_accordion_locales_locale_parent_id_unique\` ON \`pages_blocks_qa_accordion_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos_item_6d1f31d6\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_infos_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_item_6d1f31d6_order_idx\` ON \`pages_blocks_contact_infos_item_6d1f31d6\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_item_6d1f31d6_parent_id_idx\` ON \`pages_blocks_contact_infos_item_6d1f31d6\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos_item_6d1f31d6_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_infos_item_6d1f31d6\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_infos_item_6d1f31d6_locales_locale_pare\` ON \`pages_blocks_contact_infos_item_6d1f31d6_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_items_order_idx\` ON \`pages_blocks_contact_infos_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_items_parent_id_idx\` ON \`pages_blocks_contact_infos_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos_items_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_infos_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_infos_items_locales_locale_parent_id_un\` ON \`pages_blocks_contact_infos_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos_cta_repeater\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_cta_repeater_order_idx\` ON \`pages_blocks_contact_infos_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_cta_repeater_parent_id_idx\` ON \`pages_blocks_contact_infos_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos_cta_repeater_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_infos_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_infos_cta_repeater_locales_locale_paren\` ON \`pages_blocks_contact_infos_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_order_idx\` ON \`pages_blocks_contact_infos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_parent_id_idx\` ON \`pages_blocks_contact_infos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_path_idx\` ON \`pages_blocks_contact_infos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_infos_image_image_media_idx\` ON \`pages_blocks_contact_infos\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_infos_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_infos_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_infos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`height\` text DEFAULT '48px',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_order_idx\` ON \`pages_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_parent_id_idx\` ON \`pages_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_path_idx\` ON \`pages_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_bg_media_bg_media_media_idx\` ON \`pages_blocks_spacer\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_error_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`error_icon_type\` text,
  	\`error_icon_font_weight\` text DEFAULT 'regular',
  	\`error_icon_color\` text,
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
  	\`status_code\` numeric DEFAULT 500,
  	\`debug_infos\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_error_block_order_idx\` ON \`pages_blocks_error_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_error_block_parent_id_idx\` ON \`pages_blocks_error_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_error_block_path_idx\` ON \`pages_blocks_error_block\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_error_block_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_error_block\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_error_block_locales_locale_parent_id_unique\` ON \`pages_blocks_error_block_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route_key\` text,
  	\`visibility\` text DEFAULT 'public',
  	\`variant_variant_id\` text,
  	\`variant_name\` text,
  	\`variant_color\` text,
  	\`hide_footer\` integer DEFAULT false,
  	\`seo_og_image_id\` integer,
  	\`seo_robots_index_rule\` text DEFAULT 'index,follow',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_og_image_idx\` ON \`pages\` (\`seo_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`path\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_og_title\` text,
  	\`seo_og_description\` text,
  	\`seo_twitter_title\` text,
  	\`seo_twitter_description\` text,
  	\`seo_canonical_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_1_v_m_72642613_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_1_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_m_72642613_v_order_idx\` ON \`_pages_blocks_hero_content_1_v_m_72642613_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_m_72642613_v_parent_id_idx\` ON \`_pages_blocks_hero_content_1_v_m_72642613_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_m_72642613_v_locale_idx\` ON \`_pages_blocks_hero_content_1_v_m_72642613_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_1_v_m_be1aef72_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`type\` text DEFAULT 'video/mp4',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_1_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_m_be1aef72_v_order_idx\` ON \`_pages_blocks_hero_content_1_v_m_be1aef72_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_m_be1aef72_v_parent_id_idx\` ON \`_pages_blocks_hero_content_1_v_m_be1aef72_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_m_be1aef72_v_locale_idx\` ON \`_pages_blocks_hero_content_1_v_m_be1aef72_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_1_cta_repeater_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_1_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_cta_repeater_v_order_idx\` ON \`_pages_blocks_hero_content_1_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_hero_content_1_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_1_cta_repeater_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_1_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_content_1_cta_repeater_v_locales_locale_p\` ON \`_pages_blocks_hero_content_1_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_1_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_order_idx\` ON \`_pages_blocks_hero_content_1_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_parent_id_idx\` ON \`_pages_blocks_hero_content_1_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_path_idx\` ON \`_pages_blocks_hero_content_1_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_media_image_media_image_m_idx\` ON \`_pages_blocks_hero_content_1_v\` (\`media_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_hero_content_1_v_media_video_media_video_p_idx\` ON \`_pages_blocks_hero_content_1_v\` (\`media_video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_hero_content_1_v_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_hero_content_1_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_hero_content_1_v_locales_locale_parent_id_uniq\` ON \`_pages_blocks_hero_content_1_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_text_blocks_v\` (
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
  	\`text_align\` text DEFAULT 'left',
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_order_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_parent_id_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_path_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_text_blocks_v_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_text_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_text_blocks_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_text_blocks_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_image_text_cta_repeater_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_image_text_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_image_text_cta_repeater_v_order_idx\` ON \`_pages_blocks_image_text_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_image_text_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_image_text_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_image_text_cta_repeater_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_image_text_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_image_text_cta_repeater_v_locales_locale_paren\` ON \`_pages_blocks_image_text_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_image_text_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_image_text_v_order_idx\` ON \`_pages_blocks_image_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_image_text_v_parent_id_idx\` ON \`_pages_blocks_image_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_image_text_v_path_idx\` ON \`_pages_blocks_image_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_image_text_v_image_image_media_idx\` ON \`_pages_blocks_image_text_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_image_text_v_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_image_text_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_image_text_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_image_text_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_cta_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_cta_v_order_idx\` ON \`_pages_blocks_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_cta_v_parent_id_idx\` ON \`_pages_blocks_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_cta_v_path_idx\` ON \`_pages_blocks_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_cta_v_bg_media_bg_media_media_idx\` ON \`_pages_blocks_cta_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_cta_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_cta_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_cta_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_list_list_items_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_list_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_list_list_items_repeater_v_order_idx\` ON \`_pages_blocks_list_list_items_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_list_list_items_repeater_v_parent_id_idx\` ON \`_pages_blocks_list_list_items_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_list_list_items_repeater_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_list_list_items_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_list_list_items_repeater_v_locales_locale_pare\` ON \`_pages_blocks_list_list_items_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_list_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ordered\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_list_v_order_idx\` ON \`_pages_blocks_list_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_list_v_parent_id_idx\` ON \`_pages_blocks_list_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_list_v_path_idx\` ON \`_pages_blocks_list_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_list_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_list_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_list_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_list_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_qa_accordion_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_qa_accordion_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_qa_accordion_items_v_order_idx\` ON \`_pages_blocks_qa_accordion_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_qa_accordion_items_v_parent_id_idx\` ON \`_pages_blocks_qa_accordion_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_qa_accordion_items_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_qa_accordion_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_qa_accordion_items_v_locales_locale_parent_id_\` ON \`_pages_blocks_qa_accordion_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_qa_accordion_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_qa_accordion_v_order_idx\` ON \`_pages_blocks_qa_accordion_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_qa_accordion_v_parent_id_idx\` ON \`_pages_blocks_qa_accordion_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_qa_accordion_v_path_idx\` ON \`_pages_blocks_qa_accordion_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_qa_accordion_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_qa_accordion_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_qa_accordion_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_qa_accordion_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_item_6d1f31d6_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_infos_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_item_6d1f31d6_v_order_idx\` ON \`_pages_blocks_contact_infos_item_6d1f31d6_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_item_6d1f31d6_v_parent_id_idx\` ON \`_pages_blocks_contact_infos_item_6d1f31d6_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_item_6d1f31d6_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_infos_item_6d1f31d6_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_contact_infos_item_6d1f31d6_v_locales_locale_p\` ON \`_pages_blocks_contact_infos_item_6d1f31d6_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_items_v_order_idx\` ON \`_pages_blocks_contact_infos_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_items_v_parent_id_idx\` ON \`_pages_blocks_contact_infos_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_items_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_infos_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_contact_infos_items_v_locales_locale_parent_id\` ON \`_pages_blocks_contact_infos_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_cta_repeater_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_cta_repeater_v_order_idx\` ON \`_pages_blocks_contact_infos_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_contact_infos_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_cta_repeater_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_infos_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_contact_infos_cta_repeater_v_locales_locale_pa\` ON \`_pages_blocks_contact_infos_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_v_order_idx\` ON \`_pages_blocks_contact_infos_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_v_parent_id_idx\` ON \`_pages_blocks_contact_infos_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_v_path_idx\` ON \`_pages_blocks_contact_infos_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_infos_v_image_image_media_idx\` ON \`_pages_blocks_contact_infos_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_infos_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_infos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_contact_infos_v_locales_locale_parent_id_uniqu\` ON \`_pages_blocks_contact_infos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_spacer_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`height\` text DEFAULT '48px',
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_spacer_v_order_idx\` ON \`_pages_blocks_spacer_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_spacer_v_parent_id_idx\` ON \`_pages_blocks_spacer_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_spacer_v_path_idx\` ON \`_pages_blocks_spacer_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_spacer_v_bg_media_bg_media_media_idx\` ON \`_pages_blocks_spacer_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_error_block_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`error_icon_type\` text,
  	\`error_icon_font_weight\` text DEFAULT 'regular',
  	\`error_icon_color\` text,
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
  	\`status_code\` numeric DEFAULT 500,
  	\`debug_infos\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_error_block_v_order_idx\` ON \`_pages_blocks_error_block_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_error_block_v_parent_id_idx\` ON \`_pages_blocks_error_block_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_error_block_v_path_idx\` ON \`_pages_blocks_error_block_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_error_block_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_error_block_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_error_block_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_error_block_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_route_key\` text,
  	\`version_visibility\` text DEFAULT 'public',
  	\`version_variant_variant_id\` text,
  	\`version_variant_name\` text,
  	\`version_variant_color\` text,
  	\`version_hide_footer\` integer DEFAULT false,
  	\`version_seo_og_image_id\` integer,
  	\`version_seo_robots_index_rule\` text DEFAULT 'index,follow',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_og_image_idx\` ON \`_pages_v\` (\`version_seo_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_og_title\` text,
  	\`version_seo_og_description\` text,
  	\`version_seo_twitter_title\` text,
  	\`version_seo_twitter_description\` text,
  	\`version_seo_canonical_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`editors_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_sessions_order_idx\` ON \`editors_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`editors_sessions_parent_id_idx\` ON \`editors_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_updated_at_idx\` ON \`editors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editors_created_at_idx\` ON \`editors\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`editors_email_idx\` ON \`editors\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`editors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_editors_id_idx\` ON \`payload_preferences_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_me_57552847\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`menu_link_target\` text DEFAULT '_self',
  	\`menu_link_format_type\` text DEFAULT 'link',
  	\`menu_link_format_color\` text,
  	\`menu_link_format_bg_color\` text,
  	\`menu_link_icon_type\` text,
  	\`menu_link_icon_font_weight\` text DEFAULT 'regular',
  	\`menu_link_icon_color\` text,
  	\`menu_link_icon_align\` text DEFAULT 'left',
  	\`menu_link_on_click_action_action_type\` text,
  	\`menu_link_on_click_action_action_params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic_me_98677764\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_me_57552847_order_idx\` ON \`header_blocks_header_classic_me_57552847\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_me_57552847_parent_id_idx\` ON \`header_blocks_header_classic_me_57552847\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_me_57552847_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic_me_57552847\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_classic_me_57552847_locales_locale_pare\` ON \`header_blocks_header_classic_me_57552847_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_me_98677764\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`menu_link_target\` text DEFAULT '_self',
  	\`menu_link_format_type\` text DEFAULT 'link',
  	\`menu_link_format_color\` text,
  	\`menu_link_format_bg_color\` text,
  	\`menu_link_icon_type\` text,
  	\`menu_link_icon_font_weight\` text DEFAULT 'regular',
  	\`menu_link_icon_color\` text,
  	\`menu_link_icon_align\` text DEFAULT 'left',
  	\`menu_link_on_click_action_action_type\` text,
  	\`menu_link_on_click_action_action_params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_me_98677764_order_idx\` ON \`header_blocks_header_classic_me_98677764\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_me_98677764_parent_id_idx\` ON \`header_blocks_header_classic_me_98677764\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_me_98677764_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic_me_98677764\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_classic_me_98677764_locales_locale_pare\` ON \`header_blocks_header_classic_me_98677764_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_image_light_id\` integer,
  	\`logo_image_dark_id\` integer,
  	\`logo_multiplier\` numeric DEFAULT 1,
  	\`show_remax_logo\` integer DEFAULT false,
  	\`cta_button_target\` text DEFAULT '_self',
  	\`cta_button_format_type\` text DEFAULT 'link',
  	\`cta_button_format_color\` text,
  	\`cta_button_format_bg_color\` text,
  	\`cta_button_icon_type\` text,
  	\`cta_button_icon_font_weight\` text DEFAULT 'regular',
  	\`cta_button_icon_color\` text,
  	\`cta_button_icon_align\` text DEFAULT 'left',
  	\`cta_button_on_click_action_action_type\` text,
  	\`cta_button_on_click_action_action_params\` text,
  	\`cta_sms_target\` text DEFAULT '_self',
  	\`cta_sms_format_type\` text DEFAULT 'link',
  	\`cta_sms_format_color\` text,
  	\`cta_sms_format_bg_color\` text,
  	\`cta_sms_icon_type\` text,
  	\`cta_sms_icon_font_weight\` text DEFAULT 'regular',
  	\`cta_sms_icon_color\` text,
  	\`cta_sms_icon_align\` text DEFAULT 'left',
  	\`cta_sms_on_click_action_action_type\` text,
  	\`cta_sms_on_click_action_action_params\` text,
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
  	FOREIGN KEY (\`logo_image_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_image_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_order_idx\` ON \`header_blocks_header_classic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_parent_id_idx\` ON \`header_blocks_header_classic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_path_idx\` ON \`header_blocks_header_classic\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_logo_image_light_idx\` ON \`header_blocks_header_classic\` (\`logo_image_light_id\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_logo_image_dark_idx\` ON \`header_blocks_header_classic\` (\`logo_image_dark_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_locales\` (
  	\`cta_button_url\` text,
  	\`cta_button_text\` text,
  	\`cta_sms_url\` text,
  	\`cta_sms_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_classic_locales_locale_parent_id_unique\` ON \`header_blocks_header_classic_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic_ic_8ebfdda5\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_blocks_footer_classic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_ic_8ebfdda5_order_idx\` ON \`footer_blocks_footer_classic_ic_8ebfdda5\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_ic_8ebfdda5_parent_id_idx\` ON \`footer_blocks_footer_classic_ic_8ebfdda5\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic_ic_8ebfdda5_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_blocks_footer_classic_ic_8ebfdda5\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_blocks_footer_classic_ic_8ebfdda5_locales_locale_pare\` ON \`footer_blocks_footer_classic_ic_8ebfdda5_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic_me_6cfafb9a\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`menu_link_target\` text DEFAULT '_self',
  	\`menu_link_format_type\` text DEFAULT 'link',
  	\`menu_link_format_color\` text,
  	\`menu_link_format_bg_color\` text,
  	\`menu_link_icon_type\` text,
  	\`menu_link_icon_font_weight\` text DEFAULT 'regular',
  	\`menu_link_icon_color\` text,
  	\`menu_link_icon_align\` text DEFAULT 'left',
  	\`menu_link_on_click_action_action_type\` text,
  	\`menu_link_on_click_action_action_params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_blocks_footer_classic_me_600c0545\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_me_6cfafb9a_order_idx\` ON \`footer_blocks_footer_classic_me_6cfafb9a\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_me_6cfafb9a_parent_id_idx\` ON \`footer_blocks_footer_classic_me_6cfafb9a\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic_me_6cfafb9a_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_blocks_footer_classic_me_6cfafb9a\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_blocks_footer_classic_me_6cfafb9a_locales_locale_pare\` ON \`footer_blocks_footer_classic_me_6cfafb9a_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic_me_600c0545\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`menu_link_target\` text DEFAULT '_self',
  	\`menu_link_format_type\` text DEFAULT 'link',
  	\`menu_link_format_color\` text,
  	\`menu_link_format_bg_color\` text,
  	\`menu_link_icon_type\` text,
  	\`menu_link_icon_font_weight\` text DEFAULT 'regular',
  	\`menu_link_icon_color\` text,
  	\`menu_link_icon_align\` text DEFAULT 'left',
  	\`menu_link_on_click_action_action_type\` text,
  	\`menu_link_on_click_action_action_params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_blocks_footer_classic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_me_600c0545_order_idx\` ON \`footer_blocks_footer_classic_me_600c0545\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_me_600c0545_parent_id_idx\` ON \`footer_blocks_footer_classic_me_600c0545\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic_me_600c0545_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_blocks_footer_classic_me_600c0545\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_blocks_footer_classic_me_600c0545_locales_locale_pare\` ON \`footer_blocks_footer_classic_me_600c0545_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`agency\` text,
  	\`logo_image_light_id\` integer,
  	\`logo_image_dark_id\` integer,
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
  	FOREIGN KEY (\`logo_image_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_image_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_order_idx\` ON \`footer_blocks_footer_classic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_parent_id_idx\` ON \`footer_blocks_footer_classic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_path_idx\` ON \`footer_blocks_footer_classic\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_logo_image_light_idx\` ON \`footer_blocks_footer_classic\` (\`logo_image_light_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_blocks_footer_classic_logo_image_dark_idx\` ON \`footer_blocks_footer_classic\` (\`logo_image_dark_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_blocks_footer_classic_locales\` (
  	\`all_rights_reserved\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_blocks_footer_classic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_blocks_footer_classic_locales_locale_parent_id_unique\` ON \`footer_blocks_footer_classic_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`theme_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`theme\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`theme_colors_order_idx\` ON \`theme_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`theme_colors_parent_id_idx\` ON \`theme_colors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`theme_color_schemes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`scheme\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`color\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`theme\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`theme_color_schemes_order_idx\` ON \`theme_color_schemes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`theme_color_schemes_parent_id_idx\` ON \`theme_color_schemes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`theme\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`preset\` text DEFAULT 'blue',
  	\`border_radius_small\` text DEFAULT '20px',
  	\`border_radius_medium\` text DEFAULT '40px',
  	\`border_radius_large\` text DEFAULT '120px',
  	\`fonts_base\` text,
  	\`fonts_heading\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_1_med_5d577c2a\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_1_med_7592fbf1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_1_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_1_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_content_1_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_list_items_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_list_items_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_qa_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_qa_accordion_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_qa_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_qa_accordion_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos_item_6d1f31d6\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos_item_6d1f31d6_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_infos_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_error_block\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_error_block_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_1_v_m_72642613_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_1_v_m_be1aef72_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_1_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_1_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_1_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_hero_content_1_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_image_text_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_image_text_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_image_text_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_image_text_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_cta_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_cta_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_list_list_items_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_list_list_items_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_list_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_list_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_qa_accordion_items_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_qa_accordion_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_qa_accordion_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_qa_accordion_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_item_6d1f31d6_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_item_6d1f31d6_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_items_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_infos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_spacer_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_error_block_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_error_block_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`editors_sessions\`;`)
  await db.run(sql`DROP TABLE \`editors\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_head_elements\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_me_57552847\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_me_57552847_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_me_98677764\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_me_98677764_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_locales\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic_ic_8ebfdda5\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic_ic_8ebfdda5_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic_me_6cfafb9a\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic_me_6cfafb9a_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic_me_600c0545\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic_me_600c0545_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic\`;`)
  await db.run(sql`DROP TABLE \`footer_blocks_footer_classic_locales\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`theme_colors\`;`)
  await db.run(sql`DROP TABLE \`theme_color_schemes\`;`)
  await db.run(sql`DROP TABLE \`theme\`;`)
}
