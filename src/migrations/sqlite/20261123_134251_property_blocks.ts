import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_properties_criteria_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_criteria_type_order_idx\` ON \`pages_blocks_properties_criteria_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_criteria_type_parent_idx\` ON \`pages_blocks_properties_criteria_type\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_properties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`criteria_transaction\` text,
  	\`criteria_order_by\` text DEFAULT 'newest',
  	\`criteria_limit\` numeric DEFAULT 6,
  	\`show_see_all\` integer DEFAULT true,
  	\`extra_card_cta_target\` text DEFAULT '_self',
  	\`extra_card_cta_format_type\` text DEFAULT 'link',
  	\`extra_card_cta_format_color\` text,
  	\`extra_card_cta_format_bg_color\` text,
  	\`extra_card_cta_icon_type\` text,
  	\`extra_card_cta_icon_font_weight\` text DEFAULT 'regular',
  	\`extra_card_cta_icon_color\` text,
  	\`extra_card_cta_icon_align\` text DEFAULT 'left',
  	\`extra_card_cta_on_click_action_action_type\` text,
  	\`extra_card_cta_on_click_action_action_params\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_order_idx\` ON \`pages_blocks_properties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_parent_id_idx\` ON \`pages_blocks_properties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_path_idx\` ON \`pages_blocks_properties\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_properties_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`extra_card_main_title\` text,
  	\`extra_card_description\` text,
  	\`extra_card_cta_url\` text,
  	\`extra_card_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_properties_locales_locale_parent_id_unique\` ON \`pages_blocks_properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_properties_slider_criteria_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_properties_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_slider_criteria_type_order_idx\` ON \`pages_blocks_properties_slider_criteria_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_slider_criteria_type_parent_idx\` ON \`pages_blocks_properties_slider_criteria_type\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_properties_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`criteria_transaction\` text,
  	\`criteria_order_by\` text DEFAULT 'newest',
  	\`criteria_limit\` numeric DEFAULT 6,
  	\`extra_card_cta_target\` text DEFAULT '_self',
  	\`extra_card_cta_format_type\` text DEFAULT 'link',
  	\`extra_card_cta_format_color\` text,
  	\`extra_card_cta_format_bg_color\` text,
  	\`extra_card_cta_icon_type\` text,
  	\`extra_card_cta_icon_font_weight\` text DEFAULT 'regular',
  	\`extra_card_cta_icon_color\` text,
  	\`extra_card_cta_icon_align\` text DEFAULT 'left',
  	\`extra_card_cta_on_click_action_action_type\` text,
  	\`extra_card_cta_on_click_action_action_params\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_slider_order_idx\` ON \`pages_blocks_properties_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_slider_parent_id_idx\` ON \`pages_blocks_properties_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_properties_slider_path_idx\` ON \`pages_blocks_properties_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_properties_slider_locales\` (
  	\`main_title\` text,
  	\`extra_card_main_title\` text,
  	\`extra_card_description\` text,
  	\`extra_card_cta_url\` text,
  	\`extra_card_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_properties_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_properties_slider_locales_locale_parent_id_uniq\` ON \`pages_blocks_properties_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sold_properties_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sold_properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sold_properties_markers_order_idx\` ON \`pages_blocks_sold_properties_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sold_properties_markers_parent_id_idx\` ON \`pages_blocks_sold_properties_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sold_properties_markers_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sold_properties_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sold_properties_markers_locales_locale_parent_i\` ON \`pages_blocks_sold_properties_markers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sold_properties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`map_markers_color\` text,
  	\`fill_from_feed\` integer DEFAULT false,
  	\`feed_limit\` numeric DEFAULT 100,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_sold_properties_order_idx\` ON \`pages_blocks_sold_properties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sold_properties_parent_id_idx\` ON \`pages_blocks_sold_properties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sold_properties_path_idx\` ON \`pages_blocks_sold_properties\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sold_properties_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sold_properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sold_properties_locales_locale_parent_id_unique\` ON \`pages_blocks_sold_properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_propertie_31121a1b\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_properties_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_propertie_31121a1b_order_idx\` ON \`pages_blocks_featured_propertie_31121a1b\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_propertie_31121a1b_parent_id_idx\` ON \`pages_blocks_featured_propertie_31121a1b\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_propertie_31121a1b_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_propertie_31121a1b\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_propertie_31121a1b_locales_locale_pare\` ON \`pages_blocks_featured_propertie_31121a1b_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_propertie_ca2b6573\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_properties_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_propertie_ca2b6573_order_idx\` ON \`pages_blocks_featured_propertie_ca2b6573\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_propertie_ca2b6573_parent_id_idx\` ON \`pages_blocks_featured_propertie_ca2b6573\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_propertie_ca2b6573_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_propertie_ca2b6573\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_propertie_ca2b6573_locales_locale_pare\` ON \`pages_blocks_featured_propertie_ca2b6573_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_properties_items\` (
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
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_properties_items_order_idx\` ON \`pages_blocks_featured_properties_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_properties_items_parent_id_idx\` ON \`pages_blocks_featured_properties_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_properties_items_bg_media_bg_media_idx\` ON \`pages_blocks_featured_properties_items\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_properties_items_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`secondary_title\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_properties_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_properties_items_locales_locale_parent\` ON \`pages_blocks_featured_properties_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_properties\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_properties_order_idx\` ON \`pages_blocks_featured_properties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_properties_parent_id_idx\` ON \`pages_blocks_featured_properties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_properties_path_idx\` ON \`pages_blocks_featured_properties\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_properties_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_properties_locales_locale_parent_id_un\` ON \`pages_blocks_featured_properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`centered_image\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_property_cta_order_idx\` ON \`pages_blocks_property_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_cta_parent_id_idx\` ON \`pages_blocks_property_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_cta_path_idx\` ON \`pages_blocks_property_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_cta_image_image_media_idx\` ON \`pages_blocks_property_cta\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_cta_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_property_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_property_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_property_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_iframe\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_property_iframe_order_idx\` ON \`pages_blocks_property_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_iframe_parent_id_idx\` ON \`pages_blocks_property_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_iframe_path_idx\` ON \`pages_blocks_property_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_iframe_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_property_iframe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_property_iframe_locales_locale_parent_id_unique\` ON \`pages_blocks_property_iframe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_properties_v_criteria_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_blocks_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_v_criteria_type_order_idx\` ON \`_pages_blocks_properties_v_criteria_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_v_criteria_type_parent_idx\` ON \`_pages_blocks_properties_v_criteria_type\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_properties_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`criteria_transaction\` text,
  	\`criteria_order_by\` text DEFAULT 'newest',
  	\`criteria_limit\` numeric DEFAULT 6,
  	\`show_see_all\` integer DEFAULT true,
  	\`extra_card_cta_target\` text DEFAULT '_self',
  	\`extra_card_cta_format_type\` text DEFAULT 'link',
  	\`extra_card_cta_format_color\` text,
  	\`extra_card_cta_format_bg_color\` text,
  	\`extra_card_cta_icon_type\` text,
  	\`extra_card_cta_icon_font_weight\` text DEFAULT 'regular',
  	\`extra_card_cta_icon_color\` text,
  	\`extra_card_cta_icon_align\` text DEFAULT 'left',
  	\`extra_card_cta_on_click_action_action_type\` text,
  	\`extra_card_cta_on_click_action_action_params\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_v_order_idx\` ON \`_pages_blocks_properties_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_v_parent_id_idx\` ON \`_pages_blocks_properties_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_v_path_idx\` ON \`_pages_blocks_properties_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_properties_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`extra_card_main_title\` text,
  	\`extra_card_description\` text,
  	\`extra_card_cta_url\` text,
  	\`extra_card_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_properties_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_properties_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_properties_slider_v_criteria_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_blocks_properties_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_slider_v_criteria_type_order_idx\` ON \`_pages_blocks_properties_slider_v_criteria_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_slider_v_criteria_type_parent_idx\` ON \`_pages_blocks_properties_slider_v_criteria_type\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_properties_slider_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`criteria_transaction\` text,
  	\`criteria_order_by\` text DEFAULT 'newest',
  	\`criteria_limit\` numeric DEFAULT 6,
  	\`extra_card_cta_target\` text DEFAULT '_self',
  	\`extra_card_cta_format_type\` text DEFAULT 'link',
  	\`extra_card_cta_format_color\` text,
  	\`extra_card_cta_format_bg_color\` text,
  	\`extra_card_cta_icon_type\` text,
  	\`extra_card_cta_icon_font_weight\` text DEFAULT 'regular',
  	\`extra_card_cta_icon_color\` text,
  	\`extra_card_cta_icon_align\` text DEFAULT 'left',
  	\`extra_card_cta_on_click_action_action_type\` text,
  	\`extra_card_cta_on_click_action_action_params\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_slider_v_order_idx\` ON \`_pages_blocks_properties_slider_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_slider_v_parent_id_idx\` ON \`_pages_blocks_properties_slider_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_properties_slider_v_path_idx\` ON \`_pages_blocks_properties_slider_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_properties_slider_v_locales\` (
  	\`main_title\` text,
  	\`extra_card_main_title\` text,
  	\`extra_card_description\` text,
  	\`extra_card_cta_url\` text,
  	\`extra_card_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_properties_slider_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_properties_slider_v_locales_locale_parent_id_u\` ON \`_pages_blocks_properties_slider_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_sold_properties_markers_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_sold_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_sold_properties_markers_v_order_idx\` ON \`_pages_blocks_sold_properties_markers_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_sold_properties_markers_v_parent_id_idx\` ON \`_pages_blocks_sold_properties_markers_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_sold_properties_markers_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_sold_properties_markers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_sold_properties_markers_v_locales_locale_paren\` ON \`_pages_blocks_sold_properties_markers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_sold_properties_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`map_markers_color\` text,
  	\`fill_from_feed\` integer DEFAULT false,
  	\`feed_limit\` numeric DEFAULT 100,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_sold_properties_v_order_idx\` ON \`_pages_blocks_sold_properties_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_sold_properties_v_parent_id_idx\` ON \`_pages_blocks_sold_properties_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_sold_properties_v_path_idx\` ON \`_pages_blocks_sold_properties_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_sold_properties_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_sold_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_sold_properties_v_locales_locale_parent_id_uni\` ON \`_pages_blocks_sold_properties_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_propertie_31121a1b_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_properties_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_propertie_31121a1b_v_order_idx\` ON \`_pages_blocks_featured_propertie_31121a1b_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_propertie_31121a1b_v_parent_id_idx\` ON \`_pages_blocks_featured_propertie_31121a1b_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_propertie_31121a1b_v_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_propertie_31121a1b_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_featured_propertie_31121a1b_v_locales_locale_p\` ON \`_pages_blocks_featured_propertie_31121a1b_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_propertie_ca2b6573_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_properties_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_propertie_ca2b6573_v_order_idx\` ON \`_pages_blocks_featured_propertie_ca2b6573_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_propertie_ca2b6573_v_parent_id_idx\` ON \`_pages_blocks_featured_propertie_ca2b6573_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_propertie_ca2b6573_v_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_propertie_ca2b6573_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_featured_propertie_ca2b6573_v_locales_locale_p\` ON \`_pages_blocks_featured_propertie_ca2b6573_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_properties_items_v\` (
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
  	FOREIGN KEY (\`bg_media_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_properties_items_v_order_idx\` ON \`_pages_blocks_featured_properties_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_properties_items_v_parent_id_idx\` ON \`_pages_blocks_featured_properties_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_properties_items_v_bg_media_bg_me_idx\` ON \`_pages_blocks_featured_properties_items_v\` (\`bg_media_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_properties_items_v_locales\` (
  	\`super_title\` text,
  	\`main_title\` text,
  	\`sub_title\` text,
  	\`secondary_title\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_properties_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_featured_properties_items_v_locales_locale_par\` ON \`_pages_blocks_featured_properties_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_properties_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_properties_v_order_idx\` ON \`_pages_blocks_featured_properties_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_properties_v_parent_id_idx\` ON \`_pages_blocks_featured_properties_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_featured_properties_v_path_idx\` ON \`_pages_blocks_featured_properties_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_featured_properties_v_locales\` (
  	\`main_title\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_featured_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_featured_properties_v_locales_locale_parent_id\` ON \`_pages_blocks_featured_properties_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`centered_image\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_cta_v_order_idx\` ON \`_pages_blocks_property_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_cta_v_parent_id_idx\` ON \`_pages_blocks_property_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_cta_v_path_idx\` ON \`_pages_blocks_property_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_cta_v_image_image_media_idx\` ON \`_pages_blocks_property_cta_v\` (\`image_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_cta_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_property_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_property_cta_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_property_cta_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_iframe_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_iframe_v_order_idx\` ON \`_pages_blocks_property_iframe_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_iframe_v_parent_id_idx\` ON \`_pages_blocks_property_iframe_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_iframe_v_path_idx\` ON \`_pages_blocks_property_iframe_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_iframe_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_property_iframe_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_property_iframe_v_locales_locale_parent_id_uni\` ON \`_pages_blocks_property_iframe_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_properties_criteria_type\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_properties\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_properties_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_properties_slider_criteria_type\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_properties_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_properties_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sold_properties_markers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sold_properties_markers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sold_properties\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sold_properties_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_propertie_31121a1b\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_propertie_31121a1b_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_propertie_ca2b6573\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_propertie_ca2b6573_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_properties_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_properties_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_properties\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_properties_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_iframe\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_iframe_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_properties_v_criteria_type\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_properties_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_properties_slider_v_criteria_type\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_properties_slider_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_properties_slider_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_sold_properties_markers_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_sold_properties_markers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_sold_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_sold_properties_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_propertie_31121a1b_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_propertie_31121a1b_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_propertie_ca2b6573_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_propertie_ca2b6573_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_properties_items_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_properties_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_featured_properties_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_cta_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_cta_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_iframe_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_iframe_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
}
