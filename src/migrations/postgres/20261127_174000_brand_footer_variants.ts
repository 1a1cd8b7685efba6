// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_footer_classi_67c07ba1" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_a7e43304" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_e12c5041" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_ea1c5a1e" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_a3a5cf46" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_57708fec" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_9bcbb002" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_29153d1b" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_8d7c7dff" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_e5f99cfa" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_de11c983" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_4f41b562" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_25cad75c" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_0f2fafd5" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_39e4d65f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_bb4922e1" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_42077759" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_1b7ee5fe" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_792afb1d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_9d8f03ff" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_36b54bb3" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_733cdeef" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_df61b7a1" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_151bb5fd" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_ce78d886" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_65bc412d" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_041c76e1" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_9a5126ca" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_dd5a1797" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_e4b88cc7" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_32eacf58" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_7e35c294" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_5675c46c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_67873b9c" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_a4ac3e0c" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_c013f79b" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_4d80aca2" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_73d8b9e6" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_b41bec76" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_5df0b2d3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_3906201c" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_5e7641f9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_dd74c9cd" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_e3a6aae5" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_36db21cc" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_7f63f26c" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_61ddaccb" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_2c009cf3" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_17e2f86d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_f01b5095" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_09e8c6e0" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_71e62222" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_f15edf8d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_5e7379fb" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_37ce15f8" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_footer_classi_4a5c4167" AS ENUM('left', 'right', 'center', 'full');
  CREATE TABLE "pages_blocks_footer_classic_ico_e6ec55f8" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_footer_classi_67c07ba1",
  	"icon_font_weight" "enum_pages_blocks_footer_classi_a7e43304" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_footer_classi_e12c5041" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_footer_classi_ea1c5a1e" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_footer_classi_a3a5cf46",
  	"link_icon_font_weight" "enum_pages_blocks_footer_classi_57708fec" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_footer_classi_9bcbb002" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_footer_classi_29153d1b",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_footer_classic_ico_e6ec55f8_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_footer_classic_men_e7d0dca5" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_classi_8d7c7dff" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_classi_e5f99cfa" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_classi_de11c983",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_classi_4f41b562" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_classi_25cad75c" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_classi_0f2fafd5",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_footer_classic_men_e7d0dca5_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_footer_classic_men_c17dc2bb" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_classi_39e4d65f" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_classi_bb4922e1" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_classi_42077759",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_classi_1b7ee5fe" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_classi_792afb1d" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_classi_9d8f03ff",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_footer_classic_men_c17dc2bb_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_footer_classic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"agency" varchar,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"cta_target" "enum_pages_blocks_footer_classi_36b54bb3" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_footer_classi_733cdeef" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_footer_classi_df61b7a1",
  	"cta_icon_font_weight" "enum_pages_blocks_footer_classi_151bb5fd" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_footer_classi_ce78d886" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_footer_classi_65bc412d",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_footer_classi_041c76e1" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_footer_classi_9a5126ca",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_footer_classic_locales" (
  	"all_rights_reserved" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_footer_classi_dd5a1797",
  	"icon_font_weight" "enum_pages_blocks_footer_classi_e4b88cc7" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_footer_classi_32eacf58" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_footer_classi_7e35c294" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_footer_classi_5675c46c",
  	"link_icon_font_weight" "enum_pages_blocks_footer_classi_67873b9c" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_footer_classi_a4ac3e0c" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_footer_classi_c013f79b",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_classi_4d80aca2" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_classi_73d8b9e6" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_classi_b41bec76",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_classi_5df0b2d3" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_classi_3906201c" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_classi_5e7641f9",
  	"menu_link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_pages_blocks_footer_classi_dd74c9cd" DEFAULT '_self',
  	"menu_link_format_type" "enum_pages_blocks_footer_classi_e3a6aae5" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_pages_blocks_footer_classi_36db21cc",
  	"menu_link_icon_font_weight" "enum_pages_blocks_footer_classi_7f63f26c" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_pages_blocks_footer_classi_61ddaccb" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_pages_blocks_footer_classi_2c009cf3",
  	"menu_link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_footer_classic_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency" varchar,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"cta_target" "enum_pages_blocks_footer_classi_17e2f86d" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_footer_classi_f01b5095" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_footer_classi_09e8c6e0",
  	"cta_icon_font_weight" "enum_pages_blocks_footer_classi_71e62222" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_footer_classi_f15edf8d" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_footer_classi_5e7379fb",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_footer_classi_37ce15f8" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_footer_classi_4a5c4167",
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
  
  CREATE TABLE "_pages_blocks_footer_classic_v_locales" (
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
  ALTER TABLE "pages_blocks_footer_classic_ico_e6ec55f8" ADD CONSTRAINT "pages_blocks_footer_classic_ico_e6ec55f8_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic_ico_e6ec55f8_locales" ADD CONSTRAINT "pages_blocks_footer_classic_ico_e6ec55f8_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_classic_ico_e6ec55f8"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic_men_e7d0dca5" ADD CONSTRAINT "pages_blocks_footer_classic_men_e7d0dca5_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_classic_men_c17dc2bb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic_men_e7d0dca5_locales" ADD CONSTRAINT "pages_blocks_footer_classic_men_e7d0dca5_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_classic_men_e7d0dca5"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic_men_c17dc2bb" ADD CONSTRAINT "pages_blocks_footer_classic_men_c17dc2bb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic_men_c17dc2bb_locales" ADD CONSTRAINT "pages_blocks_footer_classic_men_c17dc2bb_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_classic_men_c17dc2bb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic" ADD CONSTRAINT "pages_blocks_footer_classic_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic" ADD CONSTRAINT "pages_blocks_footer_classic_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic" ADD CONSTRAINT "pages_blocks_footer_classic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_classic_locales" ADD CONSTRAINT "pages_blocks_footer_classic_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v" ADD CONSTRAINT "_pages_blocks_footer_classic_ico_e6ec55f8_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_classic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v_locales" ADD CONSTRAINT "_pages_blocks_footer_classic_ico_e6ec55f8_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_classic_ico_e6ec55f8_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v" ADD CONSTRAINT "_pages_blocks_footer_classic_men_e7d0dca5_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_classic_men_c17dc2bb_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v_locales" ADD CONSTRAINT "_pages_blocks_footer_classic_men_e7d0dca5_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_classic_men_e7d0dca5_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v" ADD CONSTRAINT "_pages_blocks_footer_classic_men_c17dc2bb_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_classic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v_locales" ADD CONSTRAINT "_pages_blocks_footer_classic_men_c17dc2bb_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_classic_men_c17dc2bb_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_v" ADD CONSTRAINT "_pages_blocks_footer_classic_v_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_v" ADD CONSTRAINT "_pages_blocks_footer_classic_v_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_v" ADD CONSTRAINT "_pages_blocks_footer_classic_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_footer_classic_v_locales" ADD CONSTRAINT "_pages_blocks_footer_classic_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_footer_classic_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_footer_classic_ico_e6ec55f8_order_idx" ON "pages_blocks_footer_classic_ico_e6ec55f8" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_classic_ico_e6ec55f8_parent_id_idx" ON "pages_blocks_footer_classic_ico_e6ec55f8" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_classic_ico_e6ec55f8_locales_locale_pare" ON "pages_blocks_footer_classic_ico_e6ec55f8_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_footer_classic_men_e7d0dca5_order_idx" ON "pages_blocks_footer_classic_men_e7d0dca5" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_classic_men_e7d0dca5_parent_id_idx" ON "pages_blocks_footer_classic_men_e7d0dca5" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_classic_men_e7d0dca5_locales_locale_pare" ON "pages_blocks_footer_classic_men_e7d0dca5_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_footer_classic_men_c17dc2bb_order_idx" ON "pages_blocks_footer_classic_men_c17dc2bb" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_classic_men_c17dc2bb_parent_id_idx" ON "pages_blocks_footer_classic_men_c17dc2bb" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_classic_men_c17dc2bb_locales_locale_pare" ON "pages_blocks_footer_classic_men_c17dc2bb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_footer_classic_order_idx" ON "pages_blocks_footer_classic" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_classic_parent_id_idx" ON "pages_blocks_footer_classic" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_footer_classic_path_idx" ON "pages_blocks_footer_classic" USING btree ("_path");
  CREATE INDEX "pages_blocks_footer_classic_logo_image_light_idx" ON "pages_blocks_footer_classic" USING btree ("logo_image_light_id");
  CREATE INDEX "pages_blocks_footer_classic_logo_image_dark_idx" ON "pages_blocks_footer_classic" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "pages_blocks_footer_classic_locales_locale_parent_id_unique" ON "pages_blocks_footer_classic_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_classic_ico_e6ec55f8_v_order_idx" ON "_pages_blocks_footer_classic_ico_e6ec55f8_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_classic_ico_e6ec55f8_v_parent_id_idx" ON "_pages_blocks_footer_classic_ico_e6ec55f8_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_classic_ico_e6ec55f8_v_locales_locale_p" ON "_pages_blocks_footer_classic_ico_e6ec55f8_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_classic_men_e7d0dca5_v_order_idx" ON "_pages_blocks_footer_classic_men_e7d0dca5_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_classic_men_e7d0dca5_v_parent_id_idx" ON "_pages_blocks_footer_classic_men_e7d0dca5_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_classic_men_e7d0dca5_v_locales_locale_p" ON "_pages_blocks_footer_classic_men_e7d0dca5_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_classic_men_c17dc2bb_v_order_idx" ON "_pages_blocks_footer_classic_men_c17dc2bb_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_classic_men_c17dc2bb_v_parent_id_idx" ON "_pages_blocks_footer_classic_men_c17dc2bb_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_classic_men_c17dc2bb_v_locales_locale_p" ON "_pages_blocks_footer_classic_men_c17dc2bb_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_footer_classic_v_order_idx" ON "_pages_blocks_footer_classic_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_footer_classic_v_parent_id_idx" ON "_pages_blocks_footer_classic_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_footer_classic_v_path_idx" ON "_pages_blocks_footer_classic_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_footer_classic_v_logo_image_light_idx" ON "_pages_blocks_footer_classic_v" USING btree ("logo_image_light_id");
  CREATE INDEX "_pages_blocks_footer_classic_v_logo_image_dark_idx" ON "_pages_blocks_footer_classic_v" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "_pages_blocks_footer_classic_v_locales_locale_parent_id_uniq" ON "_pages_blocks_footer_classic_v_locales" USING btree ("_locale","_parent_id");
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
   ALTER TABLE "pages_blocks_footer_classic_ico_e6ec55f8" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_classic_ico_e6ec55f8_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_classic_men_e7d0dca5" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_classic_men_e7d0dca5_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_classic_men_c17dc2bb" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_classic_men_c17dc2bb_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_classic" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_footer_classic_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_footer_classic_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_footer_classic_ico_e6ec55f8" CASCADE;
  DROP TABLE "pages_blocks_footer_classic_ico_e6ec55f8_locales" CASCADE;
  DROP TABLE "pages_blocks_footer_classic_men_e7d0dca5" CASCADE;
  DROP TABLE "pages_blocks_footer_classic_men_e7d0dca5_locales" CASCADE;
  DROP TABLE "pages_blocks_footer_classic_men_c17dc2bb" CASCADE;
  DROP TABLE "pages_blocks_footer_classic_men_c17dc2bb_locales" CASCADE;
  DROP TABLE "pages_blocks_footer_classic" CASCADE;
  DROP TABLE "pages_blocks_footer_classic_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_ico_e6ec55f8_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_men_e7d0dca5_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_men_c17dc2bb_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_v" CASCADE;
  DROP TABLE "_pages_blocks_footer_classic_v_locales" CASCADE;
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
  DROP TYPE "public"."enum_pages_blocks_footer_classi_67c07ba1";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_a7e43304";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_e12c5041";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_ea1c5a1e";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_a3a5cf46";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_57708fec";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_9bcbb002";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_29153d1b";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_8d7c7dff";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_e5f99cfa";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_de11c983";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_4f41b562";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_25cad75c";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_0f2fafd5";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_39e4d65f";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_bb4922e1";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_42077759";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_1b7ee5fe";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_792afb1d";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_9d8f03ff";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_36b54bb3";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_733cdeef";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_df61b7a1";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_151bb5fd";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_ce78d886";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_65bc412d";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_041c76e1";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_9a5126ca";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_dd5a1797";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_e4b88cc7";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_32eacf58";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_7e35c294";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_5675c46c";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_67873b9c";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_a4ac3e0c";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_c013f79b";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_4d80aca2";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_73d8b9e6";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_b41bec76";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_5df0b2d3";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_3906201c";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_5e7641f9";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_dd74c9cd";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_e3a6aae5";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_36db21cc";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_7f63f26c";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_61ddaccb";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_2c009cf3";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_17e2f86d";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_f01b5095";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_09e8c6e0";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_71e62222";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_f15edf8d";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_5e7379fb";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_37ce15f8";
  DROP TYPE "public"."enum_pages_blocks_footer_classi_4a5c4167";`)
}
