import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_items_1ae732ed\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_items_1ae732ed_order_idx\` ON \`pages_blocks_contact_form_items_1ae732ed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_items_1ae732ed_parent_id_idx\` ON \`pages_blocks_contact_form_items_1ae732ed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_items_1ae732ed_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form_items_1ae732ed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_items_1ae732ed_locales_locale_pare\` ON \`pages_blocks_contact_form_items_1ae732ed_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_items_order_idx\` ON \`pages_blocks_contact_form_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_items_parent_id_idx\` ON \`pages_blocks_contact_form_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_items_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_items_locales_locale_parent_id_uni\` ON \`pages_blocks_contact_form_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`recipient_type\` text,
  	\`recipient_slug\` text,
  	\`broker_avatar_media_id\` integer,
  	\`broker_avatar_center_x\` numeric,
  	\`broker_avatar_center_y\` numeric,
  	\`broker_avatar_filters_blur\` numeric DEFAULT 0,
  	\`broker_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`broker_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`broker_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`broker_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`broker_name\` text,
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
  	FOREIGN KEY (\`broker_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_broker_avatar_broker_avatar_me_idx\` ON \`pages_blocks_contact_form\` (\`broker_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_locales\` (
  	\`broker_subtitle\` text,
  	\`broker_under_subtitle\` text,
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mortgage_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`down_payment_rule\` text DEFAULT 'in-force',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_mortgage_calculator_order_idx\` ON \`pages_blocks_mortgage_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mortgage_calculator_parent_id_idx\` ON \`pages_blocks_mortgage_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mortgage_calculator_path_idx\` ON \`pages_blocks_mortgage_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mortgage_calculator_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mortgage_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_mortgage_calculator_locales_locale_parent_id_un\` ON \`pages_blocks_mortgage_calculator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_alert_form\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_property_alert_form_order_idx\` ON \`pages_blocks_property_alert_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_alert_form_parent_id_idx\` ON \`pages_blocks_property_alert_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_alert_form_path_idx\` ON \`pages_blocks_property_alert_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_alert_form_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_property_alert_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_property_alert_form_locales_locale_parent_id_un\` ON \`pages_blocks_property_alert_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_valuation_form\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_property_valuation_form_order_idx\` ON \`pages_blocks_property_valuation_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_valuation_form_parent_id_idx\` ON \`pages_blocks_property_valuation_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_valuation_form_path_idx\` ON \`pages_blocks_property_valuation_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_valuation_form_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_property_valuation_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_property_valuation_form_locales_locale_parent_i\` ON \`pages_blocks_property_valuation_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_form_items_1ae732ed_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_form_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_items_1ae732ed_v_order_idx\` ON \`_pages_blocks_contact_form_items_1ae732ed_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_items_1ae732ed_v_parent_id_idx\` ON \`_pages_blocks_contact_form_items_1ae732ed_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_form_items_1ae732ed_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_form_items_1ae732ed_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_contact_form_items_1ae732ed_v_locales_locale_p\` ON \`_pages_blocks_contact_form_items_1ae732ed_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_form_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_form_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_items_v_order_idx\` ON \`_pages_blocks_contact_form_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_items_v_parent_id_idx\` ON \`_pages_blocks_contact_form_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_form_items_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_form_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_contact_form_items_v_locales_locale_parent_id_\` ON \`_pages_blocks_contact_form_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_form_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recipient_type\` text,
  	\`recipient_slug\` text,
  	\`broker_avatar_media_id\` integer,
  	\`broker_avatar_center_x\` numeric,
  	\`broker_avatar_center_y\` numeric,
  	\`broker_avatar_filters_blur\` numeric DEFAULT 0,
  	\`broker_avatar_filters_brightness\` numeric DEFAULT 1,
  	\`broker_avatar_filters_contrast\` numeric DEFAULT 1,
  	\`broker_avatar_filters_opacity\` numeric DEFAULT 1,
  	\`broker_avatar_filters_saturate\` numeric DEFAULT 1,
  	\`broker_name\` text,
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
  	FOREIGN KEY (\`broker_avatar_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_v_order_idx\` ON \`_pages_blocks_contact_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_v_parent_id_idx\` ON \`_pages_blocks_contact_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_v_path_idx\` ON \`_pages_blocks_contact_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_contact_form_v_broker_avatar_broker_avatar_idx\` ON \`_pages_blocks_contact_form_v\` (\`broker_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_contact_form_v_locales\` (
  	\`broker_subtitle\` text,
  	\`broker_under_subtitle\` text,
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_contact_form_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_contact_form_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_contact_form_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_mortgage_calculator_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`down_payment_rule\` text DEFAULT 'in-force',
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_mortgage_calculator_v_order_idx\` ON \`_pages_blocks_mortgage_calculator_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_mortgage_calculator_v_parent_id_idx\` ON \`_pages_blocks_mortgage_calculator_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_mortgage_calculator_v_path_idx\` ON \`_pages_blocks_mortgage_calculator_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_mortgage_calculator_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_mortgage_calculator_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_mortgage_calculator_v_locales_locale_parent_id\` ON \`_pages_blocks_mortgage_calculator_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_alert_form_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_alert_form_v_order_idx\` ON \`_pages_blocks_property_alert_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_alert_form_v_parent_id_idx\` ON \`_pages_blocks_property_alert_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_alert_form_v_path_idx\` ON \`_pages_blocks_property_alert_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_alert_form_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_property_alert_form_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_property_alert_form_v_locales_locale_parent_id\` ON \`_pages_blocks_property_alert_form_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_valuation_form_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_valuation_form_v_order_idx\` ON \`_pages_blocks_property_valuation_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_valuation_form_v_parent_id_idx\` ON \`_pages_blocks_property_valuation_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_property_valuation_form_v_path_idx\` ON \`_pages_blocks_property_valuation_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_property_valuation_form_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_property_valuation_form_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_property_valuation_form_v_locales_locale_paren\` ON \`_pages_blocks_property_valuation_form_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_type\` text NOT NULL,
  	\`locale\` text,
  	\`site\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`full_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`fields\` text,
  	\`recipient_type\` text,
  	\`recipient_slug\` text,
  	\`recipient_email\` text,
  	\`consent_shown\` integer,
  	\`consent_transaction\` integer,
  	\`consent_marketing\` integer,
  	\`consent_transaction_wording\` text,
  	\`consent_marketing_wording\` text,
  	\`consent_version\` text,
  	\`consent_recorded_at\` text,
  	\`review_flagged\` integer DEFAULT false,
  	\`review_reason\` text,
  	\`captcha_score\` numeric,
  	\`delivery_state\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`email_sent\` integer,
  	\`webhook_sent\` integer,
  	\`delivered_at\` text,
  	\`locked_until\` text,
  	\`last_error\` text,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_form_type_idx\` ON \`leads\` (\`form_type\`);`)
  await db.run(sql`CREATE INDEX \`leads_review_flagged_idx\` ON \`leads\` (\`review_flagged\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_attempt_at_idx\` ON \`leads\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leads_id\` integer REFERENCES leads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_items_1ae732ed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_items_1ae732ed_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mortgage_calculator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mortgage_calculator_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_alert_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_alert_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_valuation_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_valuation_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_form_items_1ae732ed_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_form_items_1ae732ed_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_form_items_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_form_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_form_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_contact_form_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_mortgage_calculator_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_mortgage_calculator_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_alert_form_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_alert_form_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_valuation_form_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_property_valuation_form_v_locales\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
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
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	\`offices_id\` integer,
  	\`members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "editors_id", "articles_id", "article_categories_id", "offices_id", "members_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "editors_id", "articles_id", "article_categories_id", "offices_id", "members_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
}
