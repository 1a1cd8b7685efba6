import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page_icon_l_d6e0c3c9\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_icon_l_d6e0c3c9_order_idx\` ON \`pages_blocks_footer_page_icon_l_d6e0c3c9\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_icon_l_d6e0c3c9_parent_id_idx\` ON \`pages_blocks_footer_page_icon_l_d6e0c3c9\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page_icon_l_d6e0c3c9_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer_page_icon_l_d6e0c3c9\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_footer_page_icon_l_d6e0c3c9_locales_locale_pare\` ON \`pages_blocks_footer_page_icon_l_d6e0c3c9_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page_menu_r_2126ba32\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer_page_menu_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_menu_r_2126ba32_order_idx\` ON \`pages_blocks_footer_page_menu_r_2126ba32\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_menu_r_2126ba32_parent_id_idx\` ON \`pages_blocks_footer_page_menu_r_2126ba32\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page_menu_r_2126ba32_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer_page_menu_r_2126ba32\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_footer_page_menu_r_2126ba32_locales_locale_pare\` ON \`pages_blocks_footer_page_menu_r_2126ba32_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page_menu_repeater\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_menu_repeater_order_idx\` ON \`pages_blocks_footer_page_menu_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_menu_repeater_parent_id_idx\` ON \`pages_blocks_footer_page_menu_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page_menu_repeater_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer_page_menu_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_footer_page_menu_repeater_locales_locale_parent\` ON \`pages_blocks_footer_page_menu_repeater_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_order_idx\` ON \`pages_blocks_footer_page\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_parent_id_idx\` ON \`pages_blocks_footer_page\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_path_idx\` ON \`pages_blocks_footer_page\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_logo_image_light_idx\` ON \`pages_blocks_footer_page\` (\`logo_image_light_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_page_logo_image_dark_idx\` ON \`pages_blocks_footer_page\` (\`logo_image_dark_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_page_locales\` (
  	\`all_rights_reserved\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_footer_page_locales_locale_parent_id_unique\` ON \`pages_blocks_footer_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_footer_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v_order_idx\` ON \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v_parent_id_idx\` ON \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales\` (
  	\`link_url\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales_locale_p\` ON \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_menu_r_2126ba32_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_footer_page_menu_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_menu_r_2126ba32_v_order_idx\` ON \`_pages_blocks_footer_page_menu_r_2126ba32_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_menu_r_2126ba32_v_parent_id_idx\` ON \`_pages_blocks_footer_page_menu_r_2126ba32_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_menu_r_2126ba32_v_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_footer_page_menu_r_2126ba32_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_footer_page_menu_r_2126ba32_v_locales_locale_p\` ON \`_pages_blocks_footer_page_menu_r_2126ba32_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_menu_repeater_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_footer_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_menu_repeater_v_order_idx\` ON \`_pages_blocks_footer_page_menu_repeater_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_menu_repeater_v_parent_id_idx\` ON \`_pages_blocks_footer_page_menu_repeater_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_menu_repeater_v_locales\` (
  	\`menu_link_url\` text,
  	\`menu_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_footer_page_menu_repeater_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_footer_page_menu_repeater_v_locales_locale_par\` ON \`_pages_blocks_footer_page_menu_repeater_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`logo_image_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_image_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_v_order_idx\` ON \`_pages_blocks_footer_page_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_v_parent_id_idx\` ON \`_pages_blocks_footer_page_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_v_path_idx\` ON \`_pages_blocks_footer_page_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_v_logo_image_light_idx\` ON \`_pages_blocks_footer_page_v\` (\`logo_image_light_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_blocks_footer_page_v_logo_image_dark_idx\` ON \`_pages_blocks_footer_page_v\` (\`logo_image_dark_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_blocks_footer_page_v_locales\` (
  	\`all_rights_reserved\` text,
  	\`description\` text,
  	\`cta_url\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_blocks_footer_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_blocks_footer_page_v_locales_locale_parent_id_unique\` ON \`_pages_blocks_footer_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`brand_logos_v1_light_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`brand_logos_v1_dark_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`brand_logos_v2_light_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`brand_logos_v2_dark_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`favicon_sets_v1_icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`favicon_sets_v1_apple_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`favicon_sets_v2_icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`favicon_sets_v2_apple_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`sites_brand_logos_brand_logos_v1_light_idx\` ON \`sites\` (\`brand_logos_v1_light_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_brand_logos_brand_logos_v1_dark_idx\` ON \`sites\` (\`brand_logos_v1_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_brand_logos_brand_logos_v2_light_idx\` ON \`sites\` (\`brand_logos_v2_light_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_brand_logos_brand_logos_v2_dark_idx\` ON \`sites\` (\`brand_logos_v2_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_favicon_sets_favicon_sets_v1_icon_idx\` ON \`sites\` (\`favicon_sets_v1_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_favicon_sets_favicon_sets_v1_apple_idx\` ON \`sites\` (\`favicon_sets_v1_apple_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_favicon_sets_favicon_sets_v2_icon_idx\` ON \`sites\` (\`favicon_sets_v2_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_favicon_sets_favicon_sets_v2_apple_idx\` ON \`sites\` (\`favicon_sets_v2_apple_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`variant_variant_of_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pages_variant_variant_variant_of_idx\` ON \`pages\` (\`variant_variant_of_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_variant_variant_of_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_variant_version_variant_variant_of_idx\` ON \`_pages_v\` (\`version_variant_variant_of_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page_icon_l_d6e0c3c9\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page_icon_l_d6e0c3c9_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page_menu_r_2126ba32\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page_menu_r_2126ba32_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page_menu_repeater\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page_menu_repeater_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_menu_r_2126ba32_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_menu_r_2126ba32_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_menu_repeater_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_menu_repeater_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_blocks_footer_page_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sites\` (
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v1_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v1_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v2_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v2_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sites\`("id", "name", "site_type", "brand_version", "site_id", "microsite_id", "site_key", "production", "maintenance", "domain_name", "contact_phone_display", "contact_phone_intl", "contact_email", "captcha_site_key", "captcha_version", "captcha_enterprise", "contact_form_show_consent", "contact_form_contact_name", "contact_form_default_recipient_email", "favicon_id", "franchise_logos_v1_light_id", "franchise_logos_v1_dark_id", "franchise_logos_v2_light_id", "franchise_logos_v2_dark_id", "powered_by_label", "powered_by_url", "updated_at", "created_at") SELECT "id", "name", "site_type", "brand_version", "site_id", "microsite_id", "site_key", "production", "maintenance", "domain_name", "contact_phone_display", "contact_phone_intl", "contact_email", "captcha_site_key", "captcha_version", "captcha_enterprise", "contact_form_show_consent", "contact_form_contact_name", "contact_form_default_recipient_email", "favicon_id", "franchise_logos_v1_light_id", "franchise_logos_v1_dark_id", "franchise_logos_v2_light_id", "franchise_logos_v2_dark_id", "powered_by_label", "powered_by_url", "updated_at", "created_at" FROM \`sites\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_sites\` RENAME TO \`sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_site_id_idx\` ON \`sites\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_favicon_idx\` ON \`sites\` (\`favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v1_light_idx\` ON \`sites\` (\`franchise_logos_v1_light_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v1_dark_idx\` ON \`sites\` (\`franchise_logos_v1_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v2_light_idx\` ON \`sites\` (\`franchise_logos_v2_light_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v2_dark_idx\` ON \`sites\` (\`franchise_logos_v2_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`route_key\` text,
  	\`visibility\` text DEFAULT 'public',
  	\`variant_variant_id\` text,
  	\`variant_name\` text,
  	\`variant_color\` text,
  	\`header_choice\` text DEFAULT 'site',
  	\`hide_footer\` integer DEFAULT false,
  	\`seo_og_image_id\` integer,
  	\`seo_robots_index_rule\` text DEFAULT 'index,follow',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "tenant_id", "route_key", "visibility", "variant_variant_id", "variant_name", "variant_color", "header_choice", "hide_footer", "seo_og_image_id", "seo_robots_index_rule", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "route_key", "visibility", "variant_variant_id", "variant_name", "variant_color", "header_choice", "hide_footer", "seo_og_image_id", "seo_robots_index_rule", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_tenant_idx\` ON \`pages\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_og_image_idx\` ON \`pages\` (\`seo_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_route_key\` text,
  	\`version_visibility\` text DEFAULT 'public',
  	\`version_variant_variant_id\` text,
  	\`version_variant_name\` text,
  	\`version_variant_color\` text,
  	\`version_header_choice\` text DEFAULT 'site',
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
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_tenant_id", "version_route_key", "version_visibility", "version_variant_variant_id", "version_variant_name", "version_variant_color", "version_header_choice", "version_hide_footer", "version_seo_og_image_id", "version_seo_robots_index_rule", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_tenant_id", "version_route_key", "version_visibility", "version_variant_variant_id", "version_variant_name", "version_variant_color", "version_header_choice", "version_hide_footer", "version_seo_og_image_id", "version_seo_robots_index_rule", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_tenant_idx\` ON \`_pages_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_og_image_idx\` ON \`_pages_v\` (\`version_seo_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
}
