// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_coordinates_m_879b5a2a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_a6bd48cb" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_062c172a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_e5ba8115" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_64994681" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_a71d1a15" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_87be37b7" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_f78f62be" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_67862390" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_d6e1fc27" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_969ca42d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_bf8c3ae6" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_0bd9b771" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_85563e5b" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_80a4c06a" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_a1d0a865" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_2968be27" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_0c5e1861" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_2e147bad" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_a245aaf0" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_66f4a421" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_6b1ab21b" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_d5cf5e39" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_1c6a8cca" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_2f7443cf" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_a4fed924" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_e46656a3" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_7d9bcca4" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_0f9f57a5" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_b1f20dd9" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_27aa80ca" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_11c0cfa9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_9acfbce3" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_b104536a" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_92a679db" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_9ecfa934" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_aba13ea3" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_7e589a2e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_a3946451" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_4010ef8b" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_c03ffe67" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_ce32ccb3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_0d32dd81" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_eba645d1" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_dac59a62" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_a654a52c" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_82d48d8b" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_d561757b" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_a377ee0c" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_1a0ff0bf" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_019b16f2" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_coordinates_m_ac6cccb1" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_80c01d22" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_22a46ea3" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_244d0a2e" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_458432c9" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_b1cf56de" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_1371621d" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_99b425dc" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_full_width_ma_9da7140f" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_b3d865fd" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_20fbd3f2" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_a21b739f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_a1020fd3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_8c095777" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_3cb0c7fc" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_e71cdd57" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_members_carou_674d6ff6" AS ENUM('left', 'right', 'center', 'full');
  CREATE TABLE "pages_blocks_coordinates_map_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_coordinates_m_879b5a2a",
  	"icon_font_weight" "enum_pages_blocks_coordinates_m_a6bd48cb" DEFAULT 'regular',
  	"icon_color" varchar
  );
  
  CREATE TABLE "pages_blocks_coordinates_map_list_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_coordinates_map_ic_1cf16890" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_coordinates_m_062c172a",
  	"icon_font_weight" "enum_pages_blocks_coordinates_m_e5ba8115" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_coordinates_m_64994681" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_coordinates_m_a71d1a15" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_coordinates_m_87be37b7",
  	"link_icon_font_weight" "enum_pages_blocks_coordinates_m_f78f62be" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_coordinates_m_67862390" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_coordinates_m_d6e1fc27",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_coordinates_map_ic_1cf16890_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_coordinates_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric
  );
  
  CREATE TABLE "pages_blocks_coordinates_map_markers_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_coordinates_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_coordinates_m_969ca42d" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_coordinates_m_bf8c3ae6" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_coordinates_m_0bd9b771",
  	"cta_icon_font_weight" "enum_pages_blocks_coordinates_m_85563e5b" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_coordinates_m_80a4c06a" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_coordinates_m_a1d0a865",
  	"cta_on_click_action_action_params" jsonb,
  	"map_markers_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_coordinates_m_2968be27" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_coordinates_m_0c5e1861",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_coordinates_map_locales" (
  	"main_title" varchar,
  	"address" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_full_width_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"cta_target" "enum_pages_blocks_full_width_ma_2e147bad" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_full_width_ma_a245aaf0" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_full_width_ma_66f4a421",
  	"cta_icon_font_weight" "enum_pages_blocks_full_width_ma_6b1ab21b" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_full_width_ma_d5cf5e39" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_full_width_ma_1c6a8cca",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_full_width_map_markers_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"address" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_full_width_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"map_markers_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_full_width_ma_2f7443cf" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_full_width_ma_a4fed924",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_full_width_map_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_carousel_m_03cb608d" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_members_carou_e46656a3" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_members_carou_7d9bcca4" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_members_carou_0f9f57a5",
  	"cta_icon_font_weight" "enum_pages_blocks_members_carou_b1f20dd9" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_members_carou_27aa80ca" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_members_carou_11c0cfa9",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_members_carousel_m_03cb608d_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_carousel_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_members_carousel_members_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_members_carou_9acfbce3" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_members_carou_b104536a",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_members_carousel_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_coordinates_map_list_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_coordinates_m_92a679db",
  	"icon_font_weight" "enum_pages_blocks_coordinates_m_9ecfa934" DEFAULT 'regular',
  	"icon_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_coordinates_map_list_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_coordinates_map_ic_1cf16890_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_coordinates_m_aba13ea3",
  	"icon_font_weight" "enum_pages_blocks_coordinates_m_7e589a2e" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_coordinates_m_a3946451" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_coordinates_m_4010ef8b" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_coordinates_m_c03ffe67",
  	"link_icon_font_weight" "enum_pages_blocks_coordinates_m_ce32ccb3" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_coordinates_m_0d32dd81" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_coordinates_m_eba645d1",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_coordinates_map_ic_1cf16890_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_coordinates_map_markers_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_coordinates_map_markers_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_coordinates_map_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_coordinates_m_dac59a62" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_coordinates_m_a654a52c" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_coordinates_m_82d48d8b",
  	"cta_icon_font_weight" "enum_pages_blocks_coordinates_m_d561757b" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_coordinates_m_a377ee0c" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_coordinates_m_1a0ff0bf",
  	"cta_on_click_action_action_params" jsonb,
  	"map_markers_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_coordinates_m_019b16f2" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_coordinates_m_ac6cccb1",
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
  
  CREATE TABLE "_pages_blocks_coordinates_map_v_locales" (
  	"main_title" varchar,
  	"address" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_full_width_map_markers_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"cta_target" "enum_pages_blocks_full_width_ma_80c01d22" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_full_width_ma_22a46ea3" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_full_width_ma_244d0a2e",
  	"cta_icon_font_weight" "enum_pages_blocks_full_width_ma_458432c9" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_full_width_ma_b1cf56de" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_full_width_ma_1371621d",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_full_width_map_markers_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"address" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_full_width_map_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"map_markers_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_full_width_ma_99b425dc" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_full_width_ma_9da7140f",
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
  
  CREATE TABLE "_pages_blocks_full_width_map_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_carousel_m_03cb608d_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_members_carou_b3d865fd" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_members_carou_20fbd3f2" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_members_carou_a21b739f",
  	"cta_icon_font_weight" "enum_pages_blocks_members_carou_a1020fd3" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_members_carou_8c095777" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_members_carou_3cb0c7fc",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_members_carousel_m_03cb608d_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_carousel_members_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_members_carousel_members_v_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_carousel_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_members_carou_e71cdd57" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_members_carou_674d6ff6",
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
  
  CREATE TABLE "_pages_blocks_members_carousel_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_coordinates_map_list" ADD CONSTRAINT "pages_blocks_coordinates_map_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_coordinates_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinates_map_list_locales" ADD CONSTRAINT "pages_blocks_coordinates_map_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_coordinates_map_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinates_map_ic_1cf16890" ADD CONSTRAINT "pages_blocks_coordinates_map_ic_1cf16890_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_coordinates_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinates_map_ic_1cf16890_locales" ADD CONSTRAINT "pages_blocks_coordinates_map_ic_1cf16890_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_coordinates_map_ic_1cf16890"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinates_map_markers" ADD CONSTRAINT "pages_blocks_coordinates_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_coordinates_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinates_map_markers_locales" ADD CONSTRAINT "pages_blocks_coordinates_map_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_coordinates_map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinates_map" ADD CONSTRAINT "pages_blocks_coordinates_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinates_map_locales" ADD CONSTRAINT "pages_blocks_coordinates_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_coordinates_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_width_map_markers" ADD CONSTRAINT "pages_blocks_full_width_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_width_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_width_map_markers_locales" ADD CONSTRAINT "pages_blocks_full_width_map_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_width_map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_width_map" ADD CONSTRAINT "pages_blocks_full_width_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_width_map_locales" ADD CONSTRAINT "pages_blocks_full_width_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_width_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_carousel_m_03cb608d" ADD CONSTRAINT "pages_blocks_members_carousel_m_03cb608d_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_carousel_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_carousel_m_03cb608d_locales" ADD CONSTRAINT "pages_blocks_members_carousel_m_03cb608d_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_carousel_m_03cb608d"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_carousel_members" ADD CONSTRAINT "pages_blocks_members_carousel_members_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_carousel_members" ADD CONSTRAINT "pages_blocks_members_carousel_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_carousel_members_locales" ADD CONSTRAINT "pages_blocks_members_carousel_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_carousel_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_carousel" ADD CONSTRAINT "pages_blocks_members_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_carousel_locales" ADD CONSTRAINT "pages_blocks_members_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_list_v" ADD CONSTRAINT "_pages_blocks_coordinates_map_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_coordinates_map_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_list_v_locales" ADD CONSTRAINT "_pages_blocks_coordinates_map_list_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_coordinates_map_list_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_ic_1cf16890_v" ADD CONSTRAINT "_pages_blocks_coordinates_map_ic_1cf16890_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_coordinates_map_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_ic_1cf16890_v_locales" ADD CONSTRAINT "_pages_blocks_coordinates_map_ic_1cf16890_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_coordinates_map_ic_1cf16890_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_markers_v" ADD CONSTRAINT "_pages_blocks_coordinates_map_markers_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_coordinates_map_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_markers_v_locales" ADD CONSTRAINT "_pages_blocks_coordinates_map_markers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_coordinates_map_markers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_v" ADD CONSTRAINT "_pages_blocks_coordinates_map_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_coordinates_map_v_locales" ADD CONSTRAINT "_pages_blocks_coordinates_map_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_coordinates_map_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_full_width_map_markers_v" ADD CONSTRAINT "_pages_blocks_full_width_map_markers_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_full_width_map_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_full_width_map_markers_v_locales" ADD CONSTRAINT "_pages_blocks_full_width_map_markers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_full_width_map_markers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_full_width_map_v" ADD CONSTRAINT "_pages_blocks_full_width_map_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_full_width_map_v_locales" ADD CONSTRAINT "_pages_blocks_full_width_map_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_full_width_map_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_carousel_m_03cb608d_v" ADD CONSTRAINT "_pages_blocks_members_carousel_m_03cb608d_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_carousel_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_carousel_m_03cb608d_v_locales" ADD CONSTRAINT "_pages_blocks_members_carousel_m_03cb608d_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_carousel_m_03cb608d_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_carousel_members_v" ADD CONSTRAINT "_pages_blocks_members_carousel_members_v_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_carousel_members_v" ADD CONSTRAINT "_pages_blocks_members_carousel_members_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_carousel_members_v_locales" ADD CONSTRAINT "_pages_blocks_members_carousel_members_v_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_carousel_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_carousel_v" ADD CONSTRAINT "_pages_blocks_members_carousel_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_carousel_v_locales" ADD CONSTRAINT "_pages_blocks_members_carousel_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_coordinates_map_list_order_idx" ON "pages_blocks_coordinates_map_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinates_map_list_parent_id_idx" ON "pages_blocks_coordinates_map_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_coordinates_map_list_locales_locale_parent_id_u" ON "pages_blocks_coordinates_map_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_coordinates_map_ic_1cf16890_order_idx" ON "pages_blocks_coordinates_map_ic_1cf16890" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinates_map_ic_1cf16890_parent_id_idx" ON "pages_blocks_coordinates_map_ic_1cf16890" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_coordinates_map_ic_1cf16890_locales_locale_pare" ON "pages_blocks_coordinates_map_ic_1cf16890_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_coordinates_map_markers_order_idx" ON "pages_blocks_coordinates_map_markers" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinates_map_markers_parent_id_idx" ON "pages_blocks_coordinates_map_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_coordinates_map_markers_locales_locale_parent_i" ON "pages_blocks_coordinates_map_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_coordinates_map_order_idx" ON "pages_blocks_coordinates_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinates_map_parent_id_idx" ON "pages_blocks_coordinates_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coordinates_map_path_idx" ON "pages_blocks_coordinates_map" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_coordinates_map_locales_locale_parent_id_unique" ON "pages_blocks_coordinates_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_full_width_map_markers_order_idx" ON "pages_blocks_full_width_map_markers" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_width_map_markers_parent_id_idx" ON "pages_blocks_full_width_map_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_full_width_map_markers_locales_locale_parent_id" ON "pages_blocks_full_width_map_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_full_width_map_order_idx" ON "pages_blocks_full_width_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_width_map_parent_id_idx" ON "pages_blocks_full_width_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_width_map_path_idx" ON "pages_blocks_full_width_map" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_full_width_map_locales_locale_parent_id_unique" ON "pages_blocks_full_width_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_carousel_m_03cb608d_order_idx" ON "pages_blocks_members_carousel_m_03cb608d" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_carousel_m_03cb608d_parent_id_idx" ON "pages_blocks_members_carousel_m_03cb608d" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_members_carousel_m_03cb608d_locales_locale_pare" ON "pages_blocks_members_carousel_m_03cb608d_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_carousel_members_order_idx" ON "pages_blocks_members_carousel_members" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_carousel_members_parent_id_idx" ON "pages_blocks_members_carousel_members" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_members_carousel_members_person_avatar_pers_idx" ON "pages_blocks_members_carousel_members" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_members_carousel_members_locales_locale_parent_" ON "pages_blocks_members_carousel_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_carousel_order_idx" ON "pages_blocks_members_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_carousel_parent_id_idx" ON "pages_blocks_members_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_members_carousel_path_idx" ON "pages_blocks_members_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_members_carousel_locales_locale_parent_id_uniqu" ON "pages_blocks_members_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_coordinates_map_list_v_order_idx" ON "_pages_blocks_coordinates_map_list_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_coordinates_map_list_v_parent_id_idx" ON "_pages_blocks_coordinates_map_list_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_coordinates_map_list_v_locales_locale_parent_i" ON "_pages_blocks_coordinates_map_list_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_coordinates_map_ic_1cf16890_v_order_idx" ON "_pages_blocks_coordinates_map_ic_1cf16890_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_coordinates_map_ic_1cf16890_v_parent_id_idx" ON "_pages_blocks_coordinates_map_ic_1cf16890_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_coordinates_map_ic_1cf16890_v_locales_locale_p" ON "_pages_blocks_coordinates_map_ic_1cf16890_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_coordinates_map_markers_v_order_idx" ON "_pages_blocks_coordinates_map_markers_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_coordinates_map_markers_v_parent_id_idx" ON "_pages_blocks_coordinates_map_markers_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_coordinates_map_markers_v_locales_locale_paren" ON "_pages_blocks_coordinates_map_markers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_coordinates_map_v_order_idx" ON "_pages_blocks_coordinates_map_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_coordinates_map_v_parent_id_idx" ON "_pages_blocks_coordinates_map_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_coordinates_map_v_path_idx" ON "_pages_blocks_coordinates_map_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_coordinates_map_v_locales_locale_parent_id_uni" ON "_pages_blocks_coordinates_map_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_full_width_map_markers_v_order_idx" ON "_pages_blocks_full_width_map_markers_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_full_width_map_markers_v_parent_id_idx" ON "_pages_blocks_full_width_map_markers_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_full_width_map_markers_v_locales_locale_parent" ON "_pages_blocks_full_width_map_markers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_full_width_map_v_order_idx" ON "_pages_blocks_full_width_map_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_full_width_map_v_parent_id_idx" ON "_pages_blocks_full_width_map_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_full_width_map_v_path_idx" ON "_pages_blocks_full_width_map_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_full_width_map_v_locales_locale_parent_id_uniq" ON "_pages_blocks_full_width_map_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_carousel_m_03cb608d_v_order_idx" ON "_pages_blocks_members_carousel_m_03cb608d_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_carousel_m_03cb608d_v_parent_id_idx" ON "_pages_blocks_members_carousel_m_03cb608d_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_members_carousel_m_03cb608d_v_locales_locale_p" ON "_pages_blocks_members_carousel_m_03cb608d_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_carousel_members_v_order_idx" ON "_pages_blocks_members_carousel_members_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_carousel_members_v_parent_id_idx" ON "_pages_blocks_members_carousel_members_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_members_carousel_members_v_person_avatar_p_idx" ON "_pages_blocks_members_carousel_members_v" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_members_carousel_members_v_locales_locale_pare" ON "_pages_blocks_members_carousel_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_carousel_v_order_idx" ON "_pages_blocks_members_carousel_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_carousel_v_parent_id_idx" ON "_pages_blocks_members_carousel_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_members_carousel_v_path_idx" ON "_pages_blocks_members_carousel_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_members_carousel_v_locales_locale_parent_id_un" ON "_pages_blocks_members_carousel_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_coordinates_map_list" CASCADE;
  DROP TABLE "pages_blocks_coordinates_map_list_locales" CASCADE;
  DROP TABLE "pages_blocks_coordinates_map_ic_1cf16890" CASCADE;
  DROP TABLE "pages_blocks_coordinates_map_ic_1cf16890_locales" CASCADE;
  DROP TABLE "pages_blocks_coordinates_map_markers" CASCADE;
  DROP TABLE "pages_blocks_coordinates_map_markers_locales" CASCADE;
  DROP TABLE "pages_blocks_coordinates_map" CASCADE;
  DROP TABLE "pages_blocks_coordinates_map_locales" CASCADE;
  DROP TABLE "pages_blocks_full_width_map_markers" CASCADE;
  DROP TABLE "pages_blocks_full_width_map_markers_locales" CASCADE;
  DROP TABLE "pages_blocks_full_width_map" CASCADE;
  DROP TABLE "pages_blocks_full_width_map_locales" CASCADE;
  DROP TABLE "pages_blocks_members_carousel_m_03cb608d" CASCADE;
  DROP TABLE "pages_blocks_members_carousel_m_03cb608d_locales" CASCADE;
  DROP TABLE "pages_blocks_members_carousel_members" CASCADE;
  DROP TABLE "pages_blocks_members_carousel_members_locales" CASCADE;
  DROP TABLE "pages_blocks_members_carousel" CASCADE;
  DROP TABLE "pages_blocks_members_carousel_locales" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_list_v" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_list_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_ic_1cf16890_v" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_ic_1cf16890_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_markers_v" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_markers_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_v" CASCADE;
  DROP TABLE "_pages_blocks_coordinates_map_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_full_width_map_markers_v" CASCADE;
  DROP TABLE "_pages_blocks_full_width_map_markers_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_full_width_map_v" CASCADE;
  DROP TABLE "_pages_blocks_full_width_map_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_carousel_m_03cb608d_v" CASCADE;
  DROP TABLE "_pages_blocks_members_carousel_m_03cb608d_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_carousel_members_v" CASCADE;
  DROP TABLE "_pages_blocks_members_carousel_members_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_carousel_v" CASCADE;
  DROP TABLE "_pages_blocks_members_carousel_v_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_879b5a2a";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_a6bd48cb";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_062c172a";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_e5ba8115";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_64994681";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_a71d1a15";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_87be37b7";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_f78f62be";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_67862390";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_d6e1fc27";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_969ca42d";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_bf8c3ae6";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_0bd9b771";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_85563e5b";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_80a4c06a";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_a1d0a865";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_2968be27";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_0c5e1861";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_2e147bad";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_a245aaf0";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_66f4a421";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_6b1ab21b";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_d5cf5e39";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_1c6a8cca";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_2f7443cf";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_a4fed924";
  DROP TYPE "public"."enum_pages_blocks_members_carou_e46656a3";
  DROP TYPE "public"."enum_pages_blocks_members_carou_7d9bcca4";
  DROP TYPE "public"."enum_pages_blocks_members_carou_0f9f57a5";
  DROP TYPE "public"."enum_pages_blocks_members_carou_b1f20dd9";
  DROP TYPE "public"."enum_pages_blocks_members_carou_27aa80ca";
  DROP TYPE "public"."enum_pages_blocks_members_carou_11c0cfa9";
  DROP TYPE "public"."enum_pages_blocks_members_carou_9acfbce3";
  DROP TYPE "public"."enum_pages_blocks_members_carou_b104536a";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_92a679db";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_9ecfa934";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_aba13ea3";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_7e589a2e";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_a3946451";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_4010ef8b";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_c03ffe67";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_ce32ccb3";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_0d32dd81";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_eba645d1";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_dac59a62";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_a654a52c";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_82d48d8b";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_d561757b";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_a377ee0c";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_1a0ff0bf";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_019b16f2";
  DROP TYPE "public"."enum_pages_blocks_coordinates_m_ac6cccb1";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_80c01d22";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_22a46ea3";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_244d0a2e";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_458432c9";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_b1cf56de";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_1371621d";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_99b425dc";
  DROP TYPE "public"."enum_pages_blocks_full_width_ma_9da7140f";
  DROP TYPE "public"."enum_pages_blocks_members_carou_b3d865fd";
  DROP TYPE "public"."enum_pages_blocks_members_carou_20fbd3f2";
  DROP TYPE "public"."enum_pages_blocks_members_carou_a21b739f";
  DROP TYPE "public"."enum_pages_blocks_members_carou_a1020fd3";
  DROP TYPE "public"."enum_pages_blocks_members_carou_8c095777";
  DROP TYPE "public"."enum_pages_blocks_members_carou_3cb0c7fc";
  DROP TYPE "public"."enum_pages_blocks_members_carou_e71cdd57";
  DROP TYPE "public"."enum_pages_blocks_members_carou_674d6ff6";`)
}
