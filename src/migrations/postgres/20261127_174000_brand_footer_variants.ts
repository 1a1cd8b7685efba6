// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_footer_page_i_ea1d472c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_c0d68363" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_bddb3539" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_55aa15a2" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_f5d3b243" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_40870f64" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_f0486c3c" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_49951dd5" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_12e1bb66" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_ae1f7af6" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_3527da90" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_a367ec35" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_a71b372f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_ad1f4cd9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_4632b784" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_5b9dd792" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_0cf35094" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_c4ab474c" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_55f0f916" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_9f1be7f1" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_c_e76547ae" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_c_9341293c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_c_17285131" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_c_a1824985" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_c_b2721971" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_b_e7fed3ec" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_b_8771a4a7" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_ef11fe96" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_27309e6a" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_0fbe8eee" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_c29fc3cc" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_19cb7411" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_6b4b06db" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_1d745253" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_i_fa4a97e6" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_d93966c1" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_e0492df8" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_f7cebcd8" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_21451695" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_caf05c98" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_7c88d785" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_cd2b5790" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_03c0a7f3" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_ca4a8ec2" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_ceae293e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_0011dec5" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_m_292a11d8" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_da5d6470" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_f74afac4" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_e67c9860" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_483cc840" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_9e92cacd" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_c4ee4fff" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_98fce74d" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_footer_page_v_7f29dbc9" AS ENUM('left', 'right', 'center', 'full');
  CREATE TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_footer_page_i_ea1d472c",
  	"icon_font_weight" "enum_pages_blocks_footer_page_i_c0d68363" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_footer_page_i_bddb3539" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_footer_page_i_55aa15a2" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_footer_page_i_f5d3b243",
  	"link_icon_font_weight" "enum_pages_blocks_footer_page_i_40870f64" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_footer_page_i_f0486c3c" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_footer_page_i_49951dd5",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_footer_page_menu_r_2126ba32" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_page_m_12e1bb66" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_page_m_ae1f7af6" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_page_m_3527da90",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_page_m_a367ec35" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_page_m_a71b372f" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_page_m_ad1f4cd9",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_footer_page_menu_r_2126ba32_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_footer_page_menu_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_page_m_4632b784" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_page_m_5b9dd792" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_page_m_0cf35094",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_page_m_c4ab474c" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_page_m_55f0f916" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_page_m_9f1be7f1",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_footer_page_menu_repeater_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_footer_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"agency" varchar,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"cta_target" "enum_pages_blocks_footer_page_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_footer_page_c_e76547ae" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_footer_page_c_9341293c",
  	"cta_icon_font_weight" "enum_pages_blocks_footer_page_c_17285131" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_footer_page_c_a1824985" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_footer_page_c_b2721971",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_footer_page_b_e7fed3ec" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_footer_page_b_8771a4a7",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_footer_page_locales" (
  	"all_rights_reserved" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_footer_page_i_ef11fe96",
  	"icon_font_weight" "enum_pages_blocks_footer_page_i_27309e6a" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_footer_page_i_0fbe8eee" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_footer_page_i_c29fc3cc" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_footer_page_i_19cb7411",
  	"link_icon_font_weight" "enum_pages_blocks_footer_page_i_6b4b06db" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_footer_page_i_1d745253" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_footer_page_i_fa4a97e6",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_page_m_d93966c1" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_page_m_e0492df8" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_page_m_f7cebcd8",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_page_m_21451695" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_page_m_caf05c98" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_page_m_7c88d785",
  	"menu_link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_page_menu_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_page_m_cd2b5790" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_page_m_03c0a7f3" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_page_m_ca4a8ec2",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_page_m_ceae293e" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_page_m_0011dec5" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_page_m_292a11d8",
  	"menu_link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_footer_page_menu_repeater_v_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_page_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency" varchar,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"cta_target" "enum_pages_blocks_footer_page_v_da5d6470" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_footer_page_v_f74afac4" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_footer_page_v_e67c9860",
  	"cta_icon_font_weight" "enum_pages_blocks_footer_page_v_483cc840" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_footer_page_v_9e92cacd" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_footer_page_v_c4ee4fff",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_footer_page_v_98fce74d" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_footer_page_v_7f29dbc9",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_footer_page_v_locales" (
  	"all_rights_reserved" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "brand_logos_v1_light_id" integer;
  ALTER TABLE "sites" ADD COLUMN "brand_logos_v1_dark_id" integer;
  ALTER TABLE "sites" ADD COLUMN "brand_logos_v2_light_id" integer;
  ALTER TABLE "sites" ADD COLUMN "brand_logos_v2_dark_id" integer;
  ALTER TABLE "sites" ADD COLUMN "favicon_sets_v1_icon_id" integer;
  ALTER TABLE "sites" ADD COLUMN "favicon_sets_v1_apple_id" integer;
  ALTER TABLE "sites" ADD COLUMN "favicon_sets_v2_icon_id" integer;
  ALTER TABLE "sites" ADD COLUMN "favicon_sets_v2_apple_id" integer;
  ALTER TABLE "pages" ADD COLUMN "variant_variant_of_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_variant_variant_of_id" integer;
  ALTER TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9" ADD CONSTRAINT "pages_blocks_footer_page_icon_l_d6e0c3c9_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9_locales" ADD CONSTRAINT "pages_blocks_footer_page_icon_l_d6e0c3c9_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_page_icon_l_d6e0c3c9"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page_menu_r_2126ba32" ADD CONSTRAINT "pages_blocks_footer_page_menu_r_2126ba32_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_page_menu_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page_menu_r_2126ba32_locales" ADD CONSTRAINT "pages_blocks_footer_page_menu_r_2126ba32_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_page_menu_r_2126ba32"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page_menu_repeater" ADD CONSTRAINT "pages_blocks_footer_page_menu_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page_menu_repeater_locales" ADD CONSTRAINT "pages_blocks_footer_page_menu_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_page_menu_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page" ADD CONSTRAINT "pages_blocks_footer_page_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page" ADD CONSTRAINT "pages_blocks_footer_page_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page" ADD CONSTRAINT "pages_blocks_footer_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_page_locales" ADD CONSTRAINT "pages_blocks_footer_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v" ADD CONSTRAINT "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales" ADD CONSTRAINT "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_page_icon_l_d6e0c3c9_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v" ADD CONSTRAINT "_pages_blocks_footer_page_menu_r_2126ba32_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_page_menu_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v_locales" ADD CONSTRAINT "_pages_blocks_footer_page_menu_r_2126ba32_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_page_menu_r_2126ba32_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_menu_repeater_v" ADD CONSTRAINT "_pages_blocks_footer_page_menu_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_menu_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_footer_page_menu_repeater_v_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_page_menu_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_v" ADD CONSTRAINT "_pages_blocks_footer_page_v_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_v" ADD CONSTRAINT "_pages_blocks_footer_page_v_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_v" ADD CONSTRAINT "_pages_blocks_footer_page_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_page_v_locales" ADD CONSTRAINT "_pages_blocks_footer_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_footer_page_icon_l_d6e0c3c9_order_idx" ON "pages_blocks_footer_page_icon_l_d6e0c3c9" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_page_icon_l_d6e0c3c9_parent_id_idx" ON "pages_blocks_footer_page_icon_l_d6e0c3c9" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_page_icon_l_d6e0c3c9_locales_locale_pare" ON "pages_blocks_footer_page_icon_l_d6e0c3c9_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_footer_page_menu_r_2126ba32_order_idx" ON "pages_blocks_footer_page_menu_r_2126ba32" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_page_menu_r_2126ba32_parent_id_idx" ON "pages_blocks_footer_page_menu_r_2126ba32" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_page_menu_r_2126ba32_locales_locale_pare" ON "pages_blocks_footer_page_menu_r_2126ba32_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_footer_page_menu_repeater_order_idx" ON "pages_blocks_footer_page_menu_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_page_menu_repeater_parent_id_idx" ON "pages_blocks_footer_page_menu_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_page_menu_repeater_locales_locale_parent" ON "pages_blocks_footer_page_menu_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_footer_page_order_idx" ON "pages_blocks_footer_page" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_page_parent_id_idx" ON "pages_blocks_footer_page" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_footer_page_path_idx" ON "pages_blocks_footer_page" USING btree ("_path");
  CREATE INDEX "pages_blocks_footer_page_logo_image_light_idx" ON "pages_blocks_footer_page" USING btree ("logo_image_light_id");
  CREATE INDEX "pages_blocks_footer_page_logo_image_dark_idx" ON "pages_blocks_footer_page" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_page_locales_locale_parent_id_unique" ON "pages_blocks_footer_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_order_idx" ON "_pages_blocks_footer_page_icon_l_d6e0c3c9_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_parent_id_idx" ON "_pages_blocks_footer_page_icon_l_d6e0c3c9_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales_locale_p" ON "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_page_menu_r_2126ba32_v_order_idx" ON "_pages_blocks_footer_page_menu_r_2126ba32_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_page_menu_r_2126ba32_v_parent_id_idx" ON "_pages_blocks_footer_page_menu_r_2126ba32_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_page_menu_r_2126ba32_v_locales_locale_p" ON "_pages_blocks_footer_page_menu_r_2126ba32_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_page_menu_repeater_v_order_idx" ON "_pages_blocks_footer_page_menu_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_page_menu_repeater_v_parent_id_idx" ON "_pages_blocks_footer_page_menu_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_page_menu_repeater_v_locales_locale_par" ON "_pages_blocks_footer_page_menu_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_page_v_order_idx" ON "_pages_blocks_footer_page_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_page_v_parent_id_idx" ON "_pages_blocks_footer_page_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_footer_page_v_path_idx" ON "_pages_blocks_footer_page_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_footer_page_v_logo_image_light_idx" ON "_pages_blocks_footer_page_v" USING btree ("logo_image_light_id");
  CREATE INDEX "_pages_blocks_footer_page_v_logo_image_dark_idx" ON "_pages_blocks_footer_page_v" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_page_v_locales_locale_parent_id_unique" ON "_pages_blocks_footer_page_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "sites" ADD CONSTRAINT "sites_brand_logos_v1_light_id_media_id_fk" FOREIGN KEY ("brand_logos_v1_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_brand_logos_v1_dark_id_media_id_fk" FOREIGN KEY ("brand_logos_v1_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_brand_logos_v2_light_id_media_id_fk" FOREIGN KEY ("brand_logos_v2_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_brand_logos_v2_dark_id_media_id_fk" FOREIGN KEY ("brand_logos_v2_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_sets_v1_icon_id_media_id_fk" FOREIGN KEY ("favicon_sets_v1_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_sets_v1_apple_id_media_id_fk" FOREIGN KEY ("favicon_sets_v1_apple_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_sets_v2_icon_id_media_id_fk" FOREIGN KEY ("favicon_sets_v2_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_sets_v2_apple_id_media_id_fk" FOREIGN KEY ("favicon_sets_v2_apple_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_variant_variant_of_id_pages_id_fk" FOREIGN KEY ("variant_variant_of_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_variant_variant_of_id_pages_id_fk" FOREIGN KEY ("version_variant_variant_of_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_brand_logos_brand_logos_v1_light_idx" ON "sites" USING btree ("brand_logos_v1_light_id");
  CREATE INDEX "sites_brand_logos_brand_logos_v1_dark_idx" ON "sites" USING btree ("brand_logos_v1_dark_id");
  CREATE INDEX "sites_brand_logos_brand_logos_v2_light_idx" ON "sites" USING btree ("brand_logos_v2_light_id");
  CREATE INDEX "sites_brand_logos_brand_logos_v2_dark_idx" ON "sites" USING btree ("brand_logos_v2_dark_id");
  CREATE INDEX "sites_favicon_sets_favicon_sets_v1_icon_idx" ON "sites" USING btree ("favicon_sets_v1_icon_id");
  CREATE INDEX "sites_favicon_sets_favicon_sets_v1_apple_idx" ON "sites" USING btree ("favicon_sets_v1_apple_id");
  CREATE INDEX "sites_favicon_sets_favicon_sets_v2_icon_idx" ON "sites" USING btree ("favicon_sets_v2_icon_id");
  CREATE INDEX "sites_favicon_sets_favicon_sets_v2_apple_idx" ON "sites" USING btree ("favicon_sets_v2_apple_id");
  CREATE INDEX "pages_variant_variant_variant_of_idx" ON "pages" USING btree ("variant_variant_of_id");
  CREATE INDEX "_pages_v_version_variant_version_variant_variant_of_idx" ON "_pages_v" USING btree ("version_variant_variant_of_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_page_menu_r_2126ba32" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_page_menu_r_2126ba32_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_page_menu_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_page_menu_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_menu_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_menu_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9" CASCADE;
  DROP TABLE "pages_blocks_footer_page_icon_l_d6e0c3c9_locales" CASCADE;
  DROP TABLE "pages_blocks_footer_page_menu_r_2126ba32" CASCADE;
  DROP TABLE "pages_blocks_footer_page_menu_r_2126ba32_locales" CASCADE;
  DROP TABLE "pages_blocks_footer_page_menu_repeater" CASCADE;
  DROP TABLE "pages_blocks_footer_page_menu_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_footer_page" CASCADE;
  DROP TABLE "pages_blocks_footer_page_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_icon_l_d6e0c3c9_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_menu_r_2126ba32_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_menu_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_menu_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_page_v_locales" CASCADE;
  ALTER TABLE "sites" DROP CONSTRAINT "sites_brand_logos_v1_light_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_brand_logos_v1_dark_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_brand_logos_v2_light_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_brand_logos_v2_dark_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_favicon_sets_v1_icon_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_favicon_sets_v1_apple_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_favicon_sets_v2_icon_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_favicon_sets_v2_apple_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_variant_variant_of_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_variant_variant_of_id_pages_id_fk";
  
  DROP INDEX "sites_brand_logos_brand_logos_v1_light_idx";
  DROP INDEX "sites_brand_logos_brand_logos_v1_dark_idx";
  DROP INDEX "sites_brand_logos_brand_logos_v2_light_idx";
  DROP INDEX "sites_brand_logos_brand_logos_v2_dark_idx";
  DROP INDEX "sites_favicon_sets_favicon_sets_v1_icon_idx";
  DROP INDEX "sites_favicon_sets_favicon_sets_v1_apple_idx";
  DROP INDEX "sites_favicon_sets_favicon_sets_v2_icon_idx";
  DROP INDEX "sites_favicon_sets_favicon_sets_v2_apple_idx";
  DROP INDEX "pages_variant_variant_variant_of_idx";
  DROP INDEX "_pages_v_version_variant_version_variant_variant_of_idx";
  ALTER TABLE "sites" DROP COLUMN "brand_logos_v1_light_id";
  ALTER TABLE "sites" DROP COLUMN "brand_logos_v1_dark_id";
  ALTER TABLE "sites" DROP COLUMN "brand_logos_v2_light_id";
  ALTER TABLE "sites" DROP COLUMN "brand_logos_v2_dark_id";
  ALTER TABLE "sites" DROP COLUMN "favicon_sets_v1_icon_id";
  ALTER TABLE "sites" DROP COLUMN "favicon_sets_v1_apple_id";
  ALTER TABLE "sites" DROP COLUMN "favicon_sets_v2_icon_id";
  ALTER TABLE "sites" DROP COLUMN "favicon_sets_v2_apple_id";
  ALTER TABLE "pages" DROP COLUMN "variant_variant_of_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_variant_variant_of_id";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_ea1d472c";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_c0d68363";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_bddb3539";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_55aa15a2";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_f5d3b243";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_40870f64";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_f0486c3c";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_49951dd5";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_12e1bb66";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_ae1f7af6";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_3527da90";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_a367ec35";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_a71b372f";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_ad1f4cd9";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_4632b784";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_5b9dd792";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_0cf35094";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_c4ab474c";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_55f0f916";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_9f1be7f1";
  DROP TYPE "public"."enum_pages_blocks_footer_page_cta_target";
  DROP TYPE "public"."enum_pages_blocks_footer_page_c_e76547ae";
  DROP TYPE "public"."enum_pages_blocks_footer_page_c_9341293c";
  DROP TYPE "public"."enum_pages_blocks_footer_page_c_17285131";
  DROP TYPE "public"."enum_pages_blocks_footer_page_c_a1824985";
  DROP TYPE "public"."enum_pages_blocks_footer_page_c_b2721971";
  DROP TYPE "public"."enum_pages_blocks_footer_page_b_e7fed3ec";
  DROP TYPE "public"."enum_pages_blocks_footer_page_b_8771a4a7";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_ef11fe96";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_27309e6a";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_0fbe8eee";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_c29fc3cc";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_19cb7411";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_6b4b06db";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_1d745253";
  DROP TYPE "public"."enum_pages_blocks_footer_page_i_fa4a97e6";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_d93966c1";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_e0492df8";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_f7cebcd8";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_21451695";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_caf05c98";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_7c88d785";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_cd2b5790";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_03c0a7f3";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_ca4a8ec2";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_ceae293e";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_0011dec5";
  DROP TYPE "public"."enum_pages_blocks_footer_page_m_292a11d8";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_da5d6470";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_f74afac4";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_e67c9860";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_483cc840";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_9e92cacd";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_c4ee4fff";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_98fce74d";
  DROP TYPE "public"."enum_pages_blocks_footer_page_v_7f29dbc9";`)
}
