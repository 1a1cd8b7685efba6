import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_coordinates_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_list_order_idx\` ON \`pages_blocks_coordinates_map_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_list_parent_id_idx\` ON \`pages_blocks_coordinates_map_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map_list_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_coordinates_map_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_coordinates_map_list_locales_locale_parent_id_u\` ON \`pages_blocks_coordinates_map_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map_ic_1cf16890\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_coordinates_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_ic_1cf16890_order_idx\` ON \`pages_blocks_coordinates_map_ic_1cf16890\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_ic_1cf16890_parent_id_idx\` ON \`pages_blocks_coordinates_map_ic_1cf16890\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map_ic_1cf16890_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_coordinates_map_ic_1cf16890\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_coordinates_map_ic_1cf16890_locales_locale_pare\` ON \`pages_blocks_coordinates_map_ic_1cf16890_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_coordinates_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_markers_order_idx\` ON \`pages_blocks_coordinates_map_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_markers_parent_id_idx\` ON \`pages_blocks_coordinates_map_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map_markers_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_coordinates_map_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_coordinates_map_markers_locales_locale_parent_i\` ON \`pages_blocks_coordinates_map_markers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map\` (
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
  	\`map_markers_color\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_order_idx\` ON \`pages_blocks_coordinates_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_parent_id_idx\` ON \`pages_blocks_coordinates_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coordinates_map_path_idx\` ON \`pages_blocks_coordinates_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coordinates_map_locales\` (
  	\`main_title\` text,
  	\`address\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_coordinates_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_coordinates_map_locales_locale_parent_id_unique\` ON \`pages_blocks_coordinates_map_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_width_map_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lng\` numeric,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_full_width_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_width_map_markers_order_idx\` ON \`pages_blocks_full_width_map_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_width_map_markers_parent_id_idx\` ON \`pages_blocks_full_width_map_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_width_map_markers_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`address\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_full_width_map_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_full_width_map_markers_locales_locale_parent_id\` ON \`pages_blocks_full_width_map_markers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_width_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`map_markers_color\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_full_width_map_order_idx\` ON \`pages_blocks_full_width_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_width_map_parent_id_idx\` ON \`pages_blocks_full_width_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_width_map_path_idx\` ON \`pages_blocks_full_width_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_width_map_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_full_width_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_full_width_map_locales_locale_parent_id_unique\` ON \`pages_blocks_full_width_map_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_carousel_m_03cb608d\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_carousel_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_m_03cb608d_order_idx\` ON \`pages_blocks_members_carousel_m_03cb608d\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_m_03cb608d_parent_id_idx\` ON \`pages_blocks_members_carousel_m_03cb608d\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_carousel_m_03cb608d_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_carousel_m_03cb608d\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_carousel_m_03cb608d_locales_locale_pare\` ON \`pages_blocks_members_carousel_m_03cb608d_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_carousel_members\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_members_order_idx\` ON \`pages_blocks_members_carousel_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_members_parent_id_idx\` ON \`pages_blocks_members_carousel_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_members_person_avatar_pers_idx\` ON \`pages_blocks_members_carousel_members\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_carousel_members_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_carousel_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_carousel_members_locales_locale_parent_\` ON \`pages_blocks_members_carousel_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_carousel\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_order_idx\` ON \`pages_blocks_members_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_parent_id_idx\` ON \`pages_blocks_members_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_members_carousel_path_idx\` ON \`pages_blocks_members_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_members_carousel_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_members_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_members_carousel_locales_locale_parent_id_uniqu\` ON \`pages_blocks_members_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_list_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`icon_font_weight\` text DEFAULT 'regular',
  	\`icon_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_coordinates_map_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_list_v_order_idx\` ON \`_pages_blocks_coordinates_map_list_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_list_v_parent_id_idx\` ON \`_pages_blocks_coordinates_map_list_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_list_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_coordinates_map_list_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_coordinates_map_list_v_locales_locale_parent_i\` ON \`_pages_blocks_coordinates_map_list_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_ic_1cf16890_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_coordinates_map_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_ic_1cf16890_v_order_idx\` ON \`_pages_blocks_coordinates_map_ic_1cf16890_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_ic_1cf16890_v_parent_id_idx\` ON \`_pages_blocks_coordinates_map_ic_1cf16890_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_ic_1cf16890_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_coordinates_map_ic_1cf16890_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_coordinates_map_ic_1cf16890_v_locales_locale_p\` ON \`_pages_blocks_coordinates_map_ic_1cf16890_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_markers_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_coordinates_map_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_markers_v_order_idx\` ON \`_pages_blocks_coordinates_map_markers_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_markers_v_parent_id_idx\` ON \`_pages_blocks_coordinates_map_markers_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_markers_v_locales\` (
  	\`main_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_coordinates_map_markers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_coordinates_map_markers_v_locales_locale_paren\` ON \`_pages_blocks_coordinates_map_markers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_v\` (
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
  	\`map_markers_color\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_v_order_idx\` ON \`_pages_blocks_coordinates_map_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_v_parent_id_idx\` ON \`_pages_blocks_coordinates_map_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_coordinates_map_v_path_idx\` ON \`_pages_blocks_coordinates_map_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_coordinates_map_v_locales\` (
  	\`main_title\` text,
  	\`address\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_coordinates_map_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_coordinates_map_v_locales_locale_parent_id_uni\` ON \`_pages_blocks_coordinates_map_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_full_width_map_markers_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lng\` numeric,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_full_width_map_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_full_width_map_markers_v_order_idx\` ON \`_pages_blocks_full_width_map_markers_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_full_width_map_markers_v_parent_id_idx\` ON \`_pages_blocks_full_width_map_markers_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_full_width_map_markers_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`address\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_full_width_map_markers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_full_width_map_markers_v_locales_locale_parent\` ON \`_pages_blocks_full_width_map_markers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_full_width_map_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`map_markers_color\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_full_width_map_v_order_idx\` ON \`_pages_blocks_full_width_map_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_full_width_map_v_parent_id_idx\` ON \`_pages_blocks_full_width_map_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_full_width_map_v_path_idx\` ON \`_pages_blocks_full_width_map_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_full_width_map_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_full_width_map_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_full_width_map_v_locales_locale_parent_id_uniq\` ON \`_pages_blocks_full_width_map_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_carousel_m_03cb608d_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_carousel_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_m_03cb608d_v_order_idx\` ON \`_pages_blocks_members_carousel_m_03cb608d_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_m_03cb608d_v_parent_id_idx\` ON \`_pages_blocks_members_carousel_m_03cb608d_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_carousel_m_03cb608d_v_locales\` (
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_carousel_m_03cb608d_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_carousel_m_03cb608d_v_locales_locale_p\` ON \`_pages_blocks_members_carousel_m_03cb608d_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_carousel_members_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_members_v_order_idx\` ON \`_pages_blocks_members_carousel_members_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_members_v_parent_id_idx\` ON \`_pages_blocks_members_carousel_members_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_members_v_person_avatar_p_idx\` ON \`_pages_blocks_members_carousel_members_v\` (\`person_avatar_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_carousel_members_v_locales\` (
  	\`person_name\` text,
  	\`person_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_carousel_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_carousel_members_v_locales_locale_pare\` ON \`_pages_blocks_members_carousel_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_carousel_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_v_order_idx\` ON \`_pages_blocks_members_carousel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_v_parent_id_idx\` ON \`_pages_blocks_members_carousel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_members_carousel_v_path_idx\` ON \`_pages_blocks_members_carousel_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_members_carousel_v_locales\` (
  	\`main_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_members_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_members_carousel_v_locales_locale_parent_id_un\` ON \`_pages_blocks_members_carousel_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map_ic_1cf16890\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map_ic_1cf16890_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map_markers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map_markers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coordinates_map_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_width_map_markers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_width_map_markers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_width_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_width_map_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_carousel_m_03cb608d\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_carousel_m_03cb608d_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_carousel_members\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_carousel_members_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_members_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_list_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_list_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_ic_1cf16890_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_ic_1cf16890_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_markers_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_markers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_coordinates_map_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_full_width_map_markers_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_full_width_map_markers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_full_width_map_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_full_width_map_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_carousel_m_03cb608d_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_carousel_m_03cb608d_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_carousel_members_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_carousel_members_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_carousel_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_members_carousel_v_locales\`;`)
}
