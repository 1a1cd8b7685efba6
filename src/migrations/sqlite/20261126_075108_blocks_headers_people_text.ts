import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_text_blocks_cta_repeater\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_cta_repeater_order_idx\` ON \`pages_blocks_text_blocks_cta_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_cta_repeater_parent_id_idx\` ON \`pages_blocks_text_blocks_cta_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_blocks_cta_repeater_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_blocks_cta_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_text_blocks_cta_repeater_locales_locale_parent_\` ON \`pages_blocks_text_blocks_cta_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_blocks_media_repeater\` (
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_media_repeater_order_idx\` ON \`pages_blocks_text_blocks_media_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_media_repeater_parent_id_idx\` ON \`pages_blocks_text_blocks_media_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_media_repeater_image_image_medi_idx\` ON \`pages_blocks_text_blocks_media_repeater\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_blocks_text_i_4f3e0a98\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_text_i_4f3e0a98_order_idx\` ON \`pages_blocks_text_blocks_text_i_4f3e0a98\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_text_i_4f3e0a98_parent_id_idx\` ON \`pages_blocks_text_blocks_text_i_4f3e0a98\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_text_i_4f3e0a98_image_image_med_idx\` ON \`pages_blocks_text_blocks_text_i_4f3e0a98\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_blocks_text_i_4f3e0a98_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_blocks_text_i_4f3e0a98\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_text_blocks_text_i_4f3e0a98_locales_locale_pare\` ON \`pages_blocks_text_blocks_text_i_4f3e0a98_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_author_icon_links_repeater\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_author\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_author_icon_links_repeater_order_idx\` ON \`pages_blocks_author_icon_links_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_author_icon_links_repeater_parent_id_idx\` ON \`pages_blocks_author_icon_links_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_author_icon_links_repeater_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_author_icon_links_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_author_icon_links_repeater_locales_locale_paren\` ON \`pages_blocks_author_icon_links_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_author\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_author_order_idx\` ON \`pages_blocks_author\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_author_parent_id_idx\` ON \`pages_blocks_author\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_author_path_idx\` ON \`pages_blocks_author\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_author_image_image_media_idx\` ON \`pages_blocks_author\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_author_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_author\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_author_locales_locale_parent_id_unique\` ON \`pages_blocks_author_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_category_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`property_count\` numeric,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_category_card_order_idx\` ON \`pages_blocks_category_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_category_card_parent_id_idx\` ON \`pages_blocks_category_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_category_card_path_idx\` ON \`pages_blocks_category_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_category_card_image_image_media_idx\` ON \`pages_blocks_category_card\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_category_card_locales\` (
  	\`main_title\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_category_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_category_card_locales_locale_parent_id_unique\` ON \`pages_blocks_category_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_categories_slider__f807f9d0\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`property_count\` numeric,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_categories_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_categories_slider__f807f9d0_order_idx\` ON \`pages_blocks_categories_slider__f807f9d0\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_categories_slider__f807f9d0_parent_id_idx\` ON \`pages_blocks_categories_slider__f807f9d0\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_categories_slider__f807f9d0_image_image_med_idx\` ON \`pages_blocks_categories_slider__f807f9d0\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_categories_slider__f807f9d0_locales\` (
  	\`main_title\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_categories_slider__f807f9d0\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_categories_slider__f807f9d0_locales_locale_pare\` ON \`pages_blocks_categories_slider__f807f9d0_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_categories_slider\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_categories_slider_order_idx\` ON \`pages_blocks_categories_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_categories_slider_parent_id_idx\` ON \`pages_blocks_categories_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_categories_slider_path_idx\` ON \`pages_blocks_categories_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_categories_slider_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_categories_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_categories_slider_locales_locale_parent_id_uniq\` ON \`pages_blocks_categories_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_members_carou_01e12446\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_members_carou_fe40b49e\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carou_01e12446_order_idx\` ON \`pages_blocks_team_members_carou_01e12446\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carou_01e12446_parent_id_idx\` ON \`pages_blocks_team_members_carou_01e12446\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_members_carou_01e12446_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_members_carou_01e12446\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_team_members_carou_01e12446_locales_locale_pare\` ON \`pages_blocks_team_members_carou_01e12446_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_members_carou_fe40b49e\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`person_avatar_media_id\` integer,
  	\`person_avatar_center_x\` numeric,
  	\`person_avatar_center_y\` numeric,
  	\`person_avatar_filters_blur\` numeric DEFAULT 0,
  	\`person_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`person_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`person_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`person_avatar_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`person_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_members_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carou_fe40b49e_order_idx\` ON \`pages_blocks_team_members_carou_fe40b49e\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carou_fe40b49e_parent_id_idx\` ON \`pages_blocks_team_members_carou_fe40b49e\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carou_fe40b49e_person_avatar_p_idx\` ON \`pages_blocks_team_members_carou_fe40b49e\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_members_carou_fe40b49e_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_members_carou_fe40b49e\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_team_members_carou_fe40b49e_locales_locale_pare\` ON \`pages_blocks_team_members_carou_fe40b49e_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_members_carousel\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carousel_order_idx\` ON \`pages_blocks_team_members_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carousel_parent_id_idx\` ON \`pages_blocks_team_members_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_carousel_path_idx\` ON \`pages_blocks_team_members_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_members_carousel_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_members_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_team_members_carousel_locales_locale_parent_id_\` ON \`pages_blocks_team_members_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_members_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_members_list_order_idx\` ON \`pages_blocks_members_search_members_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_members_list_parent_id_idx\` ON \`pages_blocks_members_search_members_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_members_list_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_members_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_search_members_list_locales_locale_pare\` ON \`pages_blocks_members_search_members_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_mem_a7a3414d\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_mem_a7a3414d_order_idx\` ON \`pages_blocks_members_search_mem_a7a3414d\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_mem_a7a3414d_parent_id_idx\` ON \`pages_blocks_members_search_mem_a7a3414d\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_mem_a7a3414d_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_mem_a7a3414d\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_search_mem_a7a3414d_locales_locale_pare\` ON \`pages_blocks_members_search_mem_a7a3414d_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_mem_aff6195a\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_mem_aff6195a_order_idx\` ON \`pages_blocks_members_search_mem_aff6195a\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_mem_aff6195a_parent_id_idx\` ON \`pages_blocks_members_search_mem_aff6195a\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_mem_aff6195a_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_mem_aff6195a\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_search_mem_aff6195a_locales_locale_pare\` ON \`pages_blocks_members_search_mem_aff6195a_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_mem_15444fdc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_mem_15444fdc_order_idx\` ON \`pages_blocks_members_search_mem_15444fdc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_mem_15444fdc_parent_id_idx\` ON \`pages_blocks_members_search_mem_15444fdc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_mem_15444fdc_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_mem_15444fdc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_search_mem_15444fdc_locales_locale_pare\` ON \`pages_blocks_members_search_mem_15444fdc_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`person_avatar_media_id\` integer,
  	\`person_avatar_center_x\` numeric,
  	\`person_avatar_center_y\` numeric,
  	\`person_avatar_filters_blur\` numeric DEFAULT 0,
  	\`person_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`person_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`person_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`person_avatar_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`person_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_members_order_idx\` ON \`pages_blocks_members_search_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_members_parent_id_idx\` ON \`pages_blocks_members_search_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_members_person_avatar_person_idx\` ON \`pages_blocks_members_search_members\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_members_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_search_members_locales_locale_parent_id\` ON \`pages_blocks_members_search_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_carousel\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_order_idx\` ON \`pages_blocks_members_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_parent_id_idx\` ON \`pages_blocks_members_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_search_path_idx\` ON \`pages_blocks_members_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_search_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_search_locales_locale_parent_id_unique\` ON \`pages_blocks_members_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_partners__4005e265\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners_partners_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners__4005e265_order_idx\` ON \`pages_blocks_partners_partners__4005e265\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners__4005e265_parent_id_idx\` ON \`pages_blocks_partners_partners__4005e265\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_partners__4005e265_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners_partners__4005e265\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_partners_partners__4005e265_locales_locale_pare\` ON \`pages_blocks_partners_partners__4005e265_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_partners__1072272f\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bg_color_primary\` text,
  	\`text_color\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners_partners_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners__1072272f_order_idx\` ON \`pages_blocks_partners_partners__1072272f\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners__1072272f_parent_id_idx\` ON \`pages_blocks_partners_partners__1072272f\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_partners__1072272f_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners_partners__1072272f\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_partners_partners__1072272f_locales_locale_pare\` ON \`pages_blocks_partners_partners__1072272f_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_partners_repeater\` (
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
  	\`partner_avatar_media_id\` integer,
  	\`partner_avatar_center_x\` numeric,
  	\`partner_avatar_center_y\` numeric,
  	\`partner_avatar_filters_blur\` numeric DEFAULT 0,
  	\`partner_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`partner_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`partner_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`partner_avatar_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`partner_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners_repeater_order_idx\` ON \`pages_blocks_partners_partners_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners_repeater_parent_id_idx\` ON \`pages_blocks_partners_partners_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners_repeater_image_image_medi_idx\` ON \`pages_blocks_partners_partners_repeater\` (\`image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_partners_repeater_partner_avatar_p_idx\` ON \`pages_blocks_partners_partners_repeater\` (\`partner_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_partners_repeater_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners_partners_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_partners_partners_repeater_locales_locale_paren\` ON \`pages_blocks_partners_partners_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_order_idx\` ON \`pages_blocks_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_parent_id_idx\` ON \`pages_blocks_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_path_idx\` ON \`pages_blocks_partners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_partners_locales_locale_parent_id_unique\` ON \`pages_blocks_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners_bank_3d527ac1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bank_partners_bank_a58dd10e\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_bank_3d527ac1_order_idx\` ON \`pages_blocks_bank_partners_bank_3d527ac1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_bank_3d527ac1_parent_id_idx\` ON \`pages_blocks_bank_partners_bank_3d527ac1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners_bank_3d527ac1_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bank_partners_bank_3d527ac1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_bank_partners_bank_3d527ac1_locales_locale_pare\` ON \`pages_blocks_bank_partners_bank_3d527ac1_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners_bank_a58dd10e\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`person_avatar_media_id\` integer,
  	\`person_avatar_center_x\` numeric,
  	\`person_avatar_center_y\` numeric,
  	\`person_avatar_filters_blur\` numeric DEFAULT 0,
  	\`person_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`person_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`person_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`person_avatar_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`person_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bank_partners_banks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_bank_a58dd10e_order_idx\` ON \`pages_blocks_bank_partners_bank_a58dd10e\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_bank_a58dd10e_parent_id_idx\` ON \`pages_blocks_bank_partners_bank_a58dd10e\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_bank_a58dd10e_person_avatar_p_idx\` ON \`pages_blocks_bank_partners_bank_a58dd10e\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners_bank_a58dd10e_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bank_partners_bank_a58dd10e\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_bank_partners_bank_a58dd10e_locales_locale_pare\` ON \`pages_blocks_bank_partners_bank_a58dd10e_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners_banks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_media_id\` integer,
  	\`logo_center_x\` numeric,
  	\`logo_center_y\` numeric,
  	\`logo_filters_blur\` numeric DEFAULT 0,
  	\`logo_filters_brightness\` numeric DEFAULT 1,
  	\`logo_filters_contrast\` numeric DEFAULT 1,
  	\`logo_filters_opacity\` numeric DEFAULT 1,
  	\`logo_filters_saturate\` numeric DEFAULT 1,
  	FOREIGN KEY (\`logo_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bank_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_banks_order_idx\` ON \`pages_blocks_bank_partners_banks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_banks_parent_id_idx\` ON \`pages_blocks_bank_partners_banks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_banks_logo_logo_media_idx\` ON \`pages_blocks_bank_partners_banks\` (\`logo_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners_banks_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bank_partners_banks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_bank_partners_banks_locales_locale_parent_id_un\` ON \`pages_blocks_bank_partners_banks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_order_idx\` ON \`pages_blocks_bank_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_parent_id_idx\` ON \`pages_blocks_bank_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bank_partners_path_idx\` ON \`pages_blocks_bank_partners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bank_partners_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bank_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_bank_partners_locales_locale_parent_id_unique\` ON \`pages_blocks_bank_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_text_blocks_cta_repeater_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_text_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_cta_repeater_v_order_idx\` ON \`_pages_blocks_text_blocks_cta_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_cta_repeater_v_parent_id_idx\` ON \`_pages_blocks_text_blocks_cta_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_text_blocks_cta_repeater_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_text_blocks_cta_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_text_blocks_cta_repeater_v_locales_locale_pare\` ON \`_pages_blocks_text_blocks_cta_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_text_blocks_media_repeater_v\` (
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
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_text_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_media_repeater_v_order_idx\` ON \`_pages_blocks_text_blocks_media_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_media_repeater_v_parent_id_idx\` ON \`_pages_blocks_text_blocks_media_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_media_repeater_v_image_image_m_idx\` ON \`_pages_blocks_text_blocks_media_repeater_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_text_blocks_text_i_4f3e0a98_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_text_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_text_i_4f3e0a98_v_order_idx\` ON \`_pages_blocks_text_blocks_text_i_4f3e0a98_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_text_i_4f3e0a98_v_parent_id_idx\` ON \`_pages_blocks_text_blocks_text_i_4f3e0a98_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_text_i_4f3e0a98_v_image_image__idx\` ON \`_pages_blocks_text_blocks_text_i_4f3e0a98_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_text_blocks_text_i_4f3e0a98_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales_locale_p\` ON \`_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_author_icon_links_repeater_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_author_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_author_icon_links_repeater_v_order_idx\` ON \`_pages_blocks_author_icon_links_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_author_icon_links_repeater_v_parent_id_idx\` ON \`_pages_blocks_author_icon_links_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_author_icon_links_repeater_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_author_icon_links_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_author_icon_links_repeater_v_locales_locale_pa\` ON \`_pages_blocks_author_icon_links_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_author_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_author_v_order_idx\` ON \`_pages_blocks_author_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_author_v_parent_id_idx\` ON \`_pages_blocks_author_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_author_v_path_idx\` ON \`_pages_blocks_author_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_author_v_image_image_media_idx\` ON \`_pages_blocks_author_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_author_v_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_author_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_author_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_author_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_category_card_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_count\` numeric,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_category_card_v_order_idx\` ON \`_pages_blocks_category_card_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_category_card_v_parent_id_idx\` ON \`_pages_blocks_category_card_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_category_card_v_path_idx\` ON \`_pages_blocks_category_card_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_category_card_v_image_image_media_idx\` ON \`_pages_blocks_category_card_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_category_card_v_locales\` (
  	\`main_title\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_category_card_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_category_card_v_locales_locale_parent_id_uniqu\` ON \`_pages_blocks_category_card_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_categories_slider__f807f9d0_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_count\` numeric,
  	\`image_media_id\` integer,
  	\`image_center_x\` numeric,
  	\`image_center_y\` numeric,
  	\`image_filters_blur\` numeric DEFAULT 0,
  	\`image_filters_brightness\` numeric DEFAULT 1,
  	\`image_filters_contrast\` numeric DEFAULT 1,
  	\`image_filters_opacity\` numeric DEFAULT 1,
  	\`image_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_categories_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_categories_slider__f807f9d0_v_order_idx\` ON \`_pages_blocks_categories_slider__f807f9d0_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_categories_slider__f807f9d0_v_parent_id_idx\` ON \`_pages_blocks_categories_slider__f807f9d0_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_categories_slider__f807f9d0_v_image_image__idx\` ON \`_pages_blocks_categories_slider__f807f9d0_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_categories_slider__f807f9d0_v_locales\` (
  	\`main_title\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_categories_slider__f807f9d0_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_categories_slider__f807f9d0_v_locales_locale_p\` ON \`_pages_blocks_categories_slider__f807f9d0_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_categories_slider_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_categories_slider_v_order_idx\` ON \`_pages_blocks_categories_slider_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_categories_slider_v_parent_id_idx\` ON \`_pages_blocks_categories_slider_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_categories_slider_v_path_idx\` ON \`_pages_blocks_categories_slider_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_categories_slider_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_categories_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_categories_slider_v_locales_locale_parent_id_u\` ON \`_pages_blocks_categories_slider_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_team_members_carou_01e12446_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_team_members_carou_fe40b49e_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carou_01e12446_v_order_idx\` ON \`_pages_blocks_team_members_carou_01e12446_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carou_01e12446_v_parent_id_idx\` ON \`_pages_blocks_team_members_carou_01e12446_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_team_members_carou_01e12446_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_team_members_carou_01e12446_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_team_members_carou_01e12446_v_locales_locale_p\` ON \`_pages_blocks_team_members_carou_01e12446_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_team_members_carou_fe40b49e_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`person_avatar_media_id\` integer,
  	\`person_avatar_center_x\` numeric,
  	\`person_avatar_center_y\` numeric,
  	\`person_avatar_filters_blur\` numeric DEFAULT 0,
  	\`person_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`person_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`person_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`person_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_team_members_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carou_fe40b49e_v_order_idx\` ON \`_pages_blocks_team_members_carou_fe40b49e_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carou_fe40b49e_v_parent_id_idx\` ON \`_pages_blocks_team_members_carou_fe40b49e_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carou_fe40b49e_v_person_avata_idx\` ON \`_pages_blocks_team_members_carou_fe40b49e_v\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_team_members_carou_fe40b49e_v_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_team_members_carou_fe40b49e_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_team_members_carou_fe40b49e_v_locales_locale_p\` ON \`_pages_blocks_team_members_carou_fe40b49e_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_team_members_carousel_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carousel_v_order_idx\` ON \`_pages_blocks_team_members_carousel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carousel_v_parent_id_idx\` ON \`_pages_blocks_team_members_carousel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_team_members_carousel_v_path_idx\` ON \`_pages_blocks_team_members_carousel_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_team_members_carousel_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_team_members_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_team_members_carousel_v_locales_locale_parent_\` ON \`_pages_blocks_team_members_carousel_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_members_list_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_members_list_v_order_idx\` ON \`_pages_blocks_members_search_members_list_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_members_list_v_parent_id_idx\` ON \`_pages_blocks_members_search_members_list_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_members_list_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_members_list_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_search_members_list_v_locales_locale_p\` ON \`_pages_blocks_members_search_members_list_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_mem_a7a3414d_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_mem_a7a3414d_v_order_idx\` ON \`_pages_blocks_members_search_mem_a7a3414d_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_mem_a7a3414d_v_parent_id_idx\` ON \`_pages_blocks_members_search_mem_a7a3414d_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_mem_a7a3414d_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_mem_a7a3414d_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_search_mem_a7a3414d_v_locales_locale_p\` ON \`_pages_blocks_members_search_mem_a7a3414d_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_mem_aff6195a_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_mem_aff6195a_v_order_idx\` ON \`_pages_blocks_members_search_mem_aff6195a_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_mem_aff6195a_v_parent_id_idx\` ON \`_pages_blocks_members_search_mem_aff6195a_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_mem_aff6195a_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_mem_aff6195a_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_search_mem_aff6195a_v_locales_locale_p\` ON \`_pages_blocks_members_search_mem_aff6195a_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_mem_15444fdc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_mem_15444fdc_v_order_idx\` ON \`_pages_blocks_members_search_mem_15444fdc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_mem_15444fdc_v_parent_id_idx\` ON \`_pages_blocks_members_search_mem_15444fdc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_mem_15444fdc_v_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_mem_15444fdc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_search_mem_15444fdc_v_locales_locale_p\` ON \`_pages_blocks_members_search_mem_15444fdc_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_members_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`person_avatar_media_id\` integer,
  	\`person_avatar_center_x\` numeric,
  	\`person_avatar_center_y\` numeric,
  	\`person_avatar_filters_blur\` numeric DEFAULT 0,
  	\`person_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`person_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`person_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`person_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_members_v_order_idx\` ON \`_pages_blocks_members_search_members_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_members_v_parent_id_idx\` ON \`_pages_blocks_members_search_members_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_members_v_person_avatar_per_idx\` ON \`_pages_blocks_members_search_members_v\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_members_v_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_search_members_v_locales_locale_parent\` ON \`_pages_blocks_members_search_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_carousel\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_v_order_idx\` ON \`_pages_blocks_members_search_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_v_parent_id_idx\` ON \`_pages_blocks_members_search_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_search_v_path_idx\` ON \`_pages_blocks_members_search_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_search_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_search_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_search_v_locales_locale_parent_id_uniq\` ON \`_pages_blocks_members_search_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_partners__4005e265_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_partners_partners_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners__4005e265_v_order_idx\` ON \`_pages_blocks_partners_partners__4005e265_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners__4005e265_v_parent_id_idx\` ON \`_pages_blocks_partners_partners__4005e265_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_partners__4005e265_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_partners_partners__4005e265_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_partners_partners__4005e265_v_locales_locale_p\` ON \`_pages_blocks_partners_partners__4005e265_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_partners__1072272f_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bg_color_primary\` text,
  	\`text_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_partners_partners_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners__1072272f_v_order_idx\` ON \`_pages_blocks_partners_partners__1072272f_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners__1072272f_v_parent_id_idx\` ON \`_pages_blocks_partners_partners__1072272f_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_partners__1072272f_v_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_partners_partners__1072272f_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_partners_partners__1072272f_v_locales_locale_p\` ON \`_pages_blocks_partners_partners__1072272f_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_partners_repeater_v\` (
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
  	\`partner_avatar_media_id\` integer,
  	\`partner_avatar_center_x\` numeric,
  	\`partner_avatar_center_y\` numeric,
  	\`partner_avatar_filters_blur\` numeric DEFAULT 0,
  	\`partner_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`partner_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`partner_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`partner_avatar_filters_saturate\` numeric DEFAULT 1,
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
  	FOREIGN KEY (\`partner_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners_repeater_v_order_idx\` ON \`_pages_blocks_partners_partners_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners_repeater_v_parent_id_idx\` ON \`_pages_blocks_partners_partners_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners_repeater_v_image_image_m_idx\` ON \`_pages_blocks_partners_partners_repeater_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_partners_repeater_v_partner_avata_idx\` ON \`_pages_blocks_partners_partners_repeater_v\` (\`partner_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_partners_repeater_v_locales\` (
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_partners_partners_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_partners_partners_repeater_v_locales_locale_pa\` ON \`_pages_blocks_partners_partners_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_v_order_idx\` ON \`_pages_blocks_partners_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_v_parent_id_idx\` ON \`_pages_blocks_partners_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_partners_v_path_idx\` ON \`_pages_blocks_partners_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_partners_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_partners_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_partners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_bank_3d527ac1_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_bank_partners_bank_a58dd10e_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_bank_3d527ac1_v_order_idx\` ON \`_pages_blocks_bank_partners_bank_3d527ac1_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_bank_3d527ac1_v_parent_id_idx\` ON \`_pages_blocks_bank_partners_bank_3d527ac1_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_bank_3d527ac1_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_bank_partners_bank_3d527ac1_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_bank_partners_bank_3d527ac1_v_locales_locale_p\` ON \`_pages_blocks_bank_partners_bank_3d527ac1_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_bank_a58dd10e_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`person_avatar_media_id\` integer,
  	\`person_avatar_center_x\` numeric,
  	\`person_avatar_center_y\` numeric,
  	\`person_avatar_filters_blur\` numeric DEFAULT 0,
  	\`person_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`person_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`person_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`person_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_bank_partners_banks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_bank_a58dd10e_v_order_idx\` ON \`_pages_blocks_bank_partners_bank_a58dd10e_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_bank_a58dd10e_v_parent_id_idx\` ON \`_pages_blocks_bank_partners_bank_a58dd10e_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_bank_a58dd10e_v_person_avata_idx\` ON \`_pages_blocks_bank_partners_bank_a58dd10e_v\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_bank_a58dd10e_v_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_bank_partners_bank_a58dd10e_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_bank_partners_bank_a58dd10e_v_locales_locale_p\` ON \`_pages_blocks_bank_partners_bank_a58dd10e_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_banks_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_media_id\` integer,
  	\`logo_center_x\` numeric,
  	\`logo_center_y\` numeric,
  	\`logo_filters_blur\` numeric DEFAULT 0,
  	\`logo_filters_brightness\` numeric DEFAULT 1,
  	\`logo_filters_contrast\` numeric DEFAULT 1,
  	\`logo_filters_opacity\` numeric DEFAULT 1,
  	\`logo_filters_saturate\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_bank_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_banks_v_order_idx\` ON \`_pages_blocks_bank_partners_banks_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_banks_v_parent_id_idx\` ON \`_pages_blocks_bank_partners_banks_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_banks_v_logo_logo_media_idx\` ON \`_pages_blocks_bank_partners_banks_v\` (\`logo_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_banks_v_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_bank_partners_banks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_bank_partners_banks_v_locales_locale_parent_id\` ON \`_pages_blocks_bank_partners_banks_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_v_order_idx\` ON \`_pages_blocks_bank_partners_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_v_parent_id_idx\` ON \`_pages_blocks_bank_partners_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_bank_partners_v_path_idx\` ON \`_pages_blocks_bank_partners_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_bank_partners_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_bank_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_bank_partners_v_locales_locale_parent_id_uniqu\` ON \`_pages_blocks_bank_partners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_su_df1b283a\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic_su_b6338f35\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_su_df1b283a_order_idx\` ON \`header_blocks_header_classic_su_df1b283a\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_su_df1b283a_parent_id_idx\` ON \`header_blocks_header_classic_su_df1b283a\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_su_df1b283a_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic_su_df1b283a\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_classic_su_df1b283a_locales_locale_pare\` ON \`header_blocks_header_classic_su_df1b283a_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_su_5b2f885e\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic_su_b6338f35\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_su_5b2f885e_order_idx\` ON \`header_blocks_header_classic_su_5b2f885e\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_su_5b2f885e_parent_id_idx\` ON \`header_blocks_header_classic_su_5b2f885e\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_su_5b2f885e_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic_su_5b2f885e\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_classic_su_5b2f885e_locales_locale_pare\` ON \`header_blocks_header_classic_su_5b2f885e_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_classic_su_b6338f35\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_classic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_su_b6338f35_order_idx\` ON \`header_blocks_header_classic_su_b6338f35\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_classic_su_b6338f35_parent_id_idx\` ON \`header_blocks_header_classic_su_b6338f35\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_s_ca248d13\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_s_cd6ab975\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_s_ca248d13_order_idx\` ON \`header_blocks_header_megamenu_s_ca248d13\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_s_ca248d13_parent_id_idx\` ON \`header_blocks_header_megamenu_s_ca248d13\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_s_ca248d13_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_s_ca248d13\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_megamenu_s_ca248d13_locales_locale_pare\` ON \`header_blocks_header_megamenu_s_ca248d13_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_s_293af3be\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_s_cd6ab975\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_s_293af3be_order_idx\` ON \`header_blocks_header_megamenu_s_293af3be\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_s_293af3be_parent_id_idx\` ON \`header_blocks_header_megamenu_s_293af3be\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_s_293af3be_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_s_293af3be\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_megamenu_s_293af3be_locales_locale_pare\` ON \`header_blocks_header_megamenu_s_293af3be_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_s_cd6ab975\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_s_cd6ab975_order_idx\` ON \`header_blocks_header_megamenu_s_cd6ab975\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_s_cd6ab975_parent_id_idx\` ON \`header_blocks_header_megamenu_s_cd6ab975\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_m_f1dd9e44\` (
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
  	\`featured_image_id\` integer,
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_m_70cb3750\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_m_f1dd9e44_order_idx\` ON \`header_blocks_header_megamenu_m_f1dd9e44\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_m_f1dd9e44_parent_id_idx\` ON \`header_blocks_header_megamenu_m_f1dd9e44\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_m_f1dd9e44_featured_image_idx\` ON \`header_blocks_header_megamenu_m_f1dd9e44\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_m_f1dd9e44_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_m_f1dd9e44\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_megamenu_m_f1dd9e44_locales_locale_pare\` ON \`header_blocks_header_megamenu_m_f1dd9e44_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_m_70cb3750\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_m_a321db6a\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_m_70cb3750_order_idx\` ON \`header_blocks_header_megamenu_m_70cb3750\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_m_70cb3750_parent_id_idx\` ON \`header_blocks_header_megamenu_m_70cb3750\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_m_70cb3750_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_m_70cb3750\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_megamenu_m_70cb3750_locales_locale_pare\` ON \`header_blocks_header_megamenu_m_70cb3750_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_m_a321db6a\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_m_a321db6a_order_idx\` ON \`header_blocks_header_megamenu_m_a321db6a\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_m_a321db6a_parent_id_idx\` ON \`header_blocks_header_megamenu_m_a321db6a\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_m_a321db6a_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu_m_a321db6a\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_megamenu_m_a321db6a_locales_locale_pare\` ON \`header_blocks_header_megamenu_m_a321db6a_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu\` (
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
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_order_idx\` ON \`header_blocks_header_megamenu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_parent_id_idx\` ON \`header_blocks_header_megamenu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_path_idx\` ON \`header_blocks_header_megamenu\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_logo_image_light_idx\` ON \`header_blocks_header_megamenu\` (\`logo_image_light_id\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_megamenu_logo_image_dark_idx\` ON \`header_blocks_header_megamenu\` (\`logo_image_dark_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_megamenu_locales\` (
  	\`cta_button_url\` text,
  	\`cta_button_text\` text,
  	\`cta_sms_url\` text,
  	\`cta_sms_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_megamenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_megamenu_locales_locale_parent_id_uniqu\` ON \`header_blocks_header_megamenu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_2b426a30\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_nor_25a44f7e\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_2b426a30_order_idx\` ON \`header_blocks_header_out_of_nor_2b426a30\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_2b426a30_parent_id_idx\` ON \`header_blocks_header_out_of_nor_2b426a30\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_2b426a30_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_nor_2b426a30\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_out_of_nor_2b426a30_locales_locale_pare\` ON \`header_blocks_header_out_of_nor_2b426a30_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_675d88ff\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_nor_25a44f7e\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_675d88ff_order_idx\` ON \`header_blocks_header_out_of_nor_675d88ff\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_675d88ff_parent_id_idx\` ON \`header_blocks_header_out_of_nor_675d88ff\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_675d88ff_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_nor_675d88ff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_out_of_nor_675d88ff_locales_locale_pare\` ON \`header_blocks_header_out_of_nor_675d88ff_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_25a44f7e\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_norm\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_25a44f7e_order_idx\` ON \`header_blocks_header_out_of_nor_25a44f7e\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_25a44f7e_parent_id_idx\` ON \`header_blocks_header_out_of_nor_25a44f7e\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_850b2e69\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_nor_5222326b\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_850b2e69_order_idx\` ON \`header_blocks_header_out_of_nor_850b2e69\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_850b2e69_parent_id_idx\` ON \`header_blocks_header_out_of_nor_850b2e69\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_850b2e69_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_nor_850b2e69\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_out_of_nor_850b2e69_locales_locale_pare\` ON \`header_blocks_header_out_of_nor_850b2e69_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_5222326b\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_norm\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_5222326b_order_idx\` ON \`header_blocks_header_out_of_nor_5222326b\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_nor_5222326b_parent_id_idx\` ON \`header_blocks_header_out_of_nor_5222326b\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_nor_5222326b_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_nor_5222326b\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_out_of_nor_5222326b_locales_locale_pare\` ON \`header_blocks_header_out_of_nor_5222326b_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_norm\` (
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
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_norm_order_idx\` ON \`header_blocks_header_out_of_norm\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_norm_parent_id_idx\` ON \`header_blocks_header_out_of_norm\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_norm_path_idx\` ON \`header_blocks_header_out_of_norm\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_norm_logo_image_light_idx\` ON \`header_blocks_header_out_of_norm\` (\`logo_image_light_id\`);`)
  await db.run(sql`CREATE INDEX \`header_blocks_header_out_of_norm_logo_image_dark_idx\` ON \`header_blocks_header_out_of_norm\` (\`logo_image_dark_id\`);`)
  await db.run(sql`CREATE TABLE \`header_blocks_header_out_of_norm_locales\` (
  	\`cta_button_url\` text,
  	\`cta_button_text\` text,
  	\`cta_sms_url\` text,
  	\`cta_sms_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_blocks_header_out_of_norm\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_blocks_header_out_of_norm_locales_locale_parent_id_un\` ON \`header_blocks_header_out_of_norm_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_text_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'type_2',
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
  	\`text_align\` text DEFAULT 'center',
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
  // Hand-edited: drizzle selected the new `variant` column from the old table (it does not exist there yet);
  // rows stored before it take its default (type_2, aligned text) and keep their alignment (NULL was shown left).
  await db.run(sql`INSERT INTO \`__new_pages_blocks_text_blocks\`("_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", "text_align", "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "block_name") SELECT "_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", COALESCE("text_align", 'left'), "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "block_name" FROM \`pages_blocks_text_blocks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_text_blocks\` RENAME TO \`pages_blocks_text_blocks\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_order_idx\` ON \`pages_blocks_text_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_parent_id_idx\` ON \`pages_blocks_text_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_path_idx\` ON \`pages_blocks_text_blocks\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_blocks_text_blocks_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'type_2',
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
  	\`text_align\` text DEFAULT 'center',
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
  await db.run(sql`INSERT INTO \`__new__pages_blocks_text_blocks_v\`("_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", "text_align", "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", COALESCE("text_align", 'left'), "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "_uuid", "block_name" FROM \`_pages_blocks_text_blocks_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_blocks_text_blocks_v\` RENAME TO \`_pages_blocks_text_blocks_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_order_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_parent_id_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_path_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_dev_test_locales\` ADD \`code_sample\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`header_choice\` text DEFAULT 'site';`)
  await db.run(sql`ALTER TABLE \`_pages_blocks_dev_test_v_locales\` ADD \`code_sample\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_header_choice\` text DEFAULT 'site';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks_cta_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks_cta_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks_media_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks_text_i_4f3e0a98\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks_text_i_4f3e0a98_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_author_icon_links_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_author_icon_links_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_author\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_author_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_category_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_category_card_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_categories_slider__f807f9d0\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_categories_slider__f807f9d0_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_categories_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_categories_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members_carou_01e12446\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members_carou_01e12446_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members_carou_fe40b49e\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members_carou_fe40b49e_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_members_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_members_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_mem_a7a3414d\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_mem_a7a3414d_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_mem_aff6195a\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_mem_aff6195a_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_mem_15444fdc\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_mem_15444fdc_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_members\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_members_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_search_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_partners__4005e265\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_partners__4005e265_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_partners__1072272f\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_partners__1072272f_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_partners_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_partners_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners_bank_3d527ac1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners_bank_3d527ac1_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners_bank_a58dd10e\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners_bank_a58dd10e_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners_banks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners_banks_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bank_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_cta_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_cta_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_media_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_text_i_4f3e0a98_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_author_icon_links_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_author_icon_links_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_author_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_author_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_category_card_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_category_card_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_categories_slider__f807f9d0_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_categories_slider__f807f9d0_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_categories_slider_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_categories_slider_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_team_members_carou_01e12446_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_team_members_carou_01e12446_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_team_members_carou_fe40b49e_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_team_members_carou_fe40b49e_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_team_members_carousel_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_team_members_carousel_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_members_list_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_members_list_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_mem_a7a3414d_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_mem_a7a3414d_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_mem_aff6195a_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_mem_aff6195a_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_mem_15444fdc_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_mem_15444fdc_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_members_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_members_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_search_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_partners__4005e265_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_partners__4005e265_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_partners__1072272f_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_partners__1072272f_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_partners_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_partners_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_partners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_bank_3d527ac1_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_bank_3d527ac1_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_bank_a58dd10e_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_bank_a58dd10e_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_banks_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_banks_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_bank_partners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_su_df1b283a\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_su_df1b283a_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_su_5b2f885e\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_su_5b2f885e_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_classic_su_b6338f35\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_s_ca248d13\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_s_ca248d13_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_s_293af3be\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_s_293af3be_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_s_cd6ab975\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_m_f1dd9e44\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_m_f1dd9e44_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_m_70cb3750\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_m_70cb3750_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_m_a321db6a\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_m_a321db6a_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_megamenu_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_2b426a30\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_2b426a30_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_675d88ff\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_675d88ff_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_25a44f7e\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_850b2e69\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_850b2e69_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_5222326b\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_nor_5222326b_locales\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_norm\`;`)
  await db.run(sql`DROP TABLE \`header_blocks_header_out_of_norm_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_text_blocks\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_text_blocks\`("_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", "text_align", "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "block_name") SELECT "_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", "text_align", "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "block_name" FROM \`pages_blocks_text_blocks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_text_blocks\` RENAME TO \`pages_blocks_text_blocks\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_order_idx\` ON \`pages_blocks_text_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_parent_id_idx\` ON \`pages_blocks_text_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_blocks_path_idx\` ON \`pages_blocks_text_blocks\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_blocks_text_blocks_v\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_blocks_text_blocks_v\`("_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", "text_align", "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "cta_target", "cta_format_type", "cta_format_color", "cta_format_bg_color", "cta_icon_type", "cta_icon_font_weight", "cta_icon_color", "cta_icon_align", "cta_on_click_action_action_type", "cta_on_click_action_action_params", "text_align", "block_params_color_scheme", "block_params_orientation_x", "block_params_context_type", "block_params_bg_color_primary", "block_params_bg_color_secondary", "block_params_text_color", "block_params_coords_lat", "block_params_coords_lng", "block_params_core_data", "_uuid", "block_name" FROM \`_pages_blocks_text_blocks_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_text_blocks_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_blocks_text_blocks_v\` RENAME TO \`_pages_blocks_text_blocks_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_order_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_parent_id_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_text_blocks_v_path_idx\` ON \`_pages_blocks_text_blocks_v\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_dev_test_locales\` DROP COLUMN \`code_sample\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`header_choice\`;`)
  await db.run(sql`ALTER TABLE \`_pages_blocks_dev_test_v_locales\` DROP COLUMN \`code_sample\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_header_choice\`;`)
}
