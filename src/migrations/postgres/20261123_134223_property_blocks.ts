// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_properties_cr_2a47b079" AS ENUM('maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm');
  CREATE TYPE "public"."enum_pages_blocks_properties_cr_17a43ce2" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_pages_blocks_properties_cr_aa0bda24" AS ENUM('newest', 'oldest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum_pages_blocks_properties_ex_bae2b41c" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_properties_ex_a7fff89a" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_properties_ex_462c7d18" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_properties_ex_fd397c3d" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_properties_ex_b5743106" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_properties_ex_bb71c868" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_properties_bl_d8e3fb51" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_properties_bl_c654ee80" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_5f7a7362" AS ENUM('maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_7ea5daa2" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_dfa51263" AS ENUM('newest', 'oldest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_28b2904f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_ad1e273f" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_1ec3c437" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_f864bcbe" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_28f4efab" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_9eecb9d0" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_a0e93a9a" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_b41c52b2" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_sold_properti_a95e0c61" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_sold_properti_0513b34f" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_f0809bb4" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_040838ca" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_94a92225" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_fa02fcec" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_7468e533" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_e15aafd8" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_6ebc1e6a" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_96ef698a" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_719f69d9" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_0025c190" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_518000c2" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_bb6170c7" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_29c80c75" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_4ef23524" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_cd1b7a4c" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_3c3477ef" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__964c719b" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__8529a722" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__781c8738" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__7793f2cd" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__97bd4277" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__4b945933" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__288a1140" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__0885df3b" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_ifra_06e583d8" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_ifra_66f3c6c4" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__fa281238" AS ENUM('maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__56bb048f" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__f3954419" AS ENUM('newest', 'oldest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__2418d4f5" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__b57561db" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__2e99b590" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__fa590d66" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__0cd57faf" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__85df5051" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__bb61784f" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_properties_v__876cf1b6" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_7f976a45" AS ENUM('maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_59f4e7bd" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_9957a3ac" AS ENUM('newest', 'oldest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_1bf7ae11" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_7deefd02" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_ecc8cbe4" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_2141c148" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_29b5d469" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_c173e889" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_f6cd1a90" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_properties_sl_b71ef355" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_sold_properti_278354a6" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_sold_properti_b0ba40d0" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_eeb0cf37" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_7170a1c0" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_86b8cd26" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_25fbe68c" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_8c302945" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_b2d854e3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_a630bd8e" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_774d6473" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_fc19781e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_ee73307a" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_f3bb491c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_b9545d2c" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_53596afb" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_5fdbecaf" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_e20fc73c" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_featured_prop_a85274d6" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__a81733e4" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__745fca99" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__d07ac357" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__53984c78" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__b431b3da" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__e4d742ae" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__c387a0c5" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_cta__37f580ee" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_ifra_fd0c5cef" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_ifra_5145a53e" AS ENUM('left', 'right', 'center', 'full');
  CREATE TABLE "pages_blocks_properties_criteria_type" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_properties_cr_2a47b079",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_properties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"criteria_transaction" "enum_pages_blocks_properties_cr_17a43ce2",
  	"criteria_order_by" "enum_pages_blocks_properties_cr_aa0bda24" DEFAULT 'newest',
  	"criteria_limit" numeric DEFAULT 6,
  	"show_see_all" boolean DEFAULT true,
  	"extra_card_cta_target" "enum_pages_blocks_properties_ex_bae2b41c" DEFAULT '_self',
  	"extra_card_cta_format_type" "enum_pages_blocks_properties_ex_a7fff89a" DEFAULT 'link',
  	"extra_card_cta_format_color" varchar,
  	"extra_card_cta_format_bg_color" varchar,
  	"extra_card_cta_icon_type" "enum_pages_blocks_properties_ex_462c7d18",
  	"extra_card_cta_icon_font_weight" "enum_pages_blocks_properties_ex_fd397c3d" DEFAULT 'regular',
  	"extra_card_cta_icon_color" varchar,
  	"extra_card_cta_icon_align" "enum_pages_blocks_properties_ex_b5743106" DEFAULT 'left',
  	"extra_card_cta_on_click_action_action_type" "enum_pages_blocks_properties_ex_bb71c868",
  	"extra_card_cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_properties_bl_d8e3fb51" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_properties_bl_c654ee80",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_properties_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"extra_card_main_title" varchar,
  	"extra_card_description" varchar,
  	"extra_card_cta_url" varchar,
  	"extra_card_cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_properties_slider_criteria_type" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_properties_sl_5f7a7362",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_properties_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"criteria_transaction" "enum_pages_blocks_properties_sl_7ea5daa2",
  	"criteria_order_by" "enum_pages_blocks_properties_sl_dfa51263" DEFAULT 'newest',
  	"criteria_limit" numeric DEFAULT 6,
  	"extra_card_cta_target" "enum_pages_blocks_properties_sl_28b2904f" DEFAULT '_self',
  	"extra_card_cta_format_type" "enum_pages_blocks_properties_sl_ad1e273f" DEFAULT 'link',
  	"extra_card_cta_format_color" varchar,
  	"extra_card_cta_format_bg_color" varchar,
  	"extra_card_cta_icon_type" "enum_pages_blocks_properties_sl_1ec3c437",
  	"extra_card_cta_icon_font_weight" "enum_pages_blocks_properties_sl_f864bcbe" DEFAULT 'regular',
  	"extra_card_cta_icon_color" varchar,
  	"extra_card_cta_icon_align" "enum_pages_blocks_properties_sl_28f4efab" DEFAULT 'left',
  	"extra_card_cta_on_click_action_action_type" "enum_pages_blocks_properties_sl_9eecb9d0",
  	"extra_card_cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_properties_sl_a0e93a9a" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_properties_sl_b41c52b2",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_properties_slider_locales" (
  	"main_title" varchar,
  	"extra_card_main_title" varchar,
  	"extra_card_description" varchar,
  	"extra_card_cta_url" varchar,
  	"extra_card_cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sold_properties_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric
  );
  
  CREATE TABLE "pages_blocks_sold_properties_markers_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sold_properties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"map_markers_color" varchar,
  	"fill_from_feed" boolean DEFAULT false,
  	"feed_limit" numeric DEFAULT 100,
  	"block_params_color_scheme" "enum_pages_blocks_sold_properti_a95e0c61" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_sold_properti_0513b34f",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sold_properties_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_propertie_31121a1b" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_propertie_31121a1b_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_propertie_ca2b6573" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_featured_prop_f0809bb4",
  	"icon_font_weight" "enum_pages_blocks_featured_prop_040838ca" DEFAULT 'regular',
  	"icon_color" varchar
  );
  
  CREATE TABLE "pages_blocks_featured_propertie_ca2b6573_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_properties_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"link_target" "enum_pages_blocks_featured_prop_94a92225" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_featured_prop_fa02fcec" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_featured_prop_7468e533",
  	"link_icon_font_weight" "enum_pages_blocks_featured_prop_e15aafd8" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_featured_prop_6ebc1e6a" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_featured_prop_96ef698a",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_featured_properties_items_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"sub_title" varchar,
  	"secondary_title" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_properties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_featured_prop_719f69d9" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_featured_prop_0025c190" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_featured_prop_518000c2",
  	"cta_icon_font_weight" "enum_pages_blocks_featured_prop_bb6170c7" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_featured_prop_29c80c75" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_featured_prop_4ef23524",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_featured_prop_cd1b7a4c" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_featured_prop_3c3477ef",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_featured_properties_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_property_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"centered_image" boolean DEFAULT true,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_property_cta__964c719b" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_property_cta__8529a722" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_property_cta__781c8738",
  	"cta_icon_font_weight" "enum_pages_blocks_property_cta__7793f2cd" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_property_cta__97bd4277" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_property_cta__4b945933",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_property_cta__288a1140" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_cta__0885df3b",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_property_cta_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_property_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_ifra_06e583d8" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_ifra_66f3c6c4",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_property_iframe_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_blocks_properties_v_criteria_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_blocks_properties_v__fa281238",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_properties_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"criteria_transaction" "enum_pages_blocks_properties_v__56bb048f",
  	"criteria_order_by" "enum_pages_blocks_properties_v__f3954419" DEFAULT 'newest',
  	"criteria_limit" numeric DEFAULT 6,
  	"show_see_all" boolean DEFAULT true,
  	"extra_card_cta_target" "enum_pages_blocks_properties_v__2418d4f5" DEFAULT '_self',
  	"extra_card_cta_format_type" "enum_pages_blocks_properties_v__b57561db" DEFAULT 'link',
  	"extra_card_cta_format_color" varchar,
  	"extra_card_cta_format_bg_color" varchar,
  	"extra_card_cta_icon_type" "enum_pages_blocks_properties_v__2e99b590",
  	"extra_card_cta_icon_font_weight" "enum_pages_blocks_properties_v__fa590d66" DEFAULT 'regular',
  	"extra_card_cta_icon_color" varchar,
  	"extra_card_cta_icon_align" "enum_pages_blocks_properties_v__0cd57faf" DEFAULT 'left',
  	"extra_card_cta_on_click_action_action_type" "enum_pages_blocks_properties_v__85df5051",
  	"extra_card_cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_properties_v__bb61784f" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_properties_v__876cf1b6",
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
  
  CREATE TABLE "_pages_blocks_properties_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"extra_card_main_title" varchar,
  	"extra_card_description" varchar,
  	"extra_card_cta_url" varchar,
  	"extra_card_cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_properties_slider_v_criteria_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_blocks_properties_sl_7f976a45",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_properties_slider_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"criteria_transaction" "enum_pages_blocks_properties_sl_59f4e7bd",
  	"criteria_order_by" "enum_pages_blocks_properties_sl_9957a3ac" DEFAULT 'newest',
  	"criteria_limit" numeric DEFAULT 6,
  	"extra_card_cta_target" "enum_pages_blocks_properties_sl_1bf7ae11" DEFAULT '_self',
  	"extra_card_cta_format_type" "enum_pages_blocks_properties_sl_7deefd02" DEFAULT 'link',
  	"extra_card_cta_format_color" varchar,
  	"extra_card_cta_format_bg_color" varchar,
  	"extra_card_cta_icon_type" "enum_pages_blocks_properties_sl_ecc8cbe4",
  	"extra_card_cta_icon_font_weight" "enum_pages_blocks_properties_sl_2141c148" DEFAULT 'regular',
  	"extra_card_cta_icon_color" varchar,
  	"extra_card_cta_icon_align" "enum_pages_blocks_properties_sl_29b5d469" DEFAULT 'left',
  	"extra_card_cta_on_click_action_action_type" "enum_pages_blocks_properties_sl_c173e889",
  	"extra_card_cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_properties_sl_f6cd1a90" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_properties_sl_b71ef355",
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
  
  CREATE TABLE "_pages_blocks_properties_slider_v_locales" (
  	"main_title" varchar,
  	"extra_card_main_title" varchar,
  	"extra_card_description" varchar,
  	"extra_card_cta_url" varchar,
  	"extra_card_cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_sold_properties_markers_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_sold_properties_markers_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_sold_properties_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"map_markers_color" varchar,
  	"fill_from_feed" boolean DEFAULT false,
  	"feed_limit" numeric DEFAULT 100,
  	"block_params_color_scheme" "enum_pages_blocks_sold_properti_278354a6" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_sold_properti_b0ba40d0",
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
  
  CREATE TABLE "_pages_blocks_sold_properties_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_featured_propertie_31121a1b_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_featured_propertie_31121a1b_v_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_featured_propertie_ca2b6573_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_featured_prop_eeb0cf37",
  	"icon_font_weight" "enum_pages_blocks_featured_prop_7170a1c0" DEFAULT 'regular',
  	"icon_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_featured_propertie_ca2b6573_v_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_featured_properties_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"link_target" "enum_pages_blocks_featured_prop_86b8cd26" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_featured_prop_25fbe68c" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_featured_prop_8c302945",
  	"link_icon_font_weight" "enum_pages_blocks_featured_prop_b2d854e3" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_featured_prop_a630bd8e" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_featured_prop_774d6473",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_featured_properties_items_v_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"sub_title" varchar,
  	"secondary_title" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_featured_properties_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_featured_prop_fc19781e" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_featured_prop_ee73307a" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_featured_prop_f3bb491c",
  	"cta_icon_font_weight" "enum_pages_blocks_featured_prop_b9545d2c" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_featured_prop_53596afb" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_featured_prop_5fdbecaf",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_featured_prop_e20fc73c" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_featured_prop_a85274d6",
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
  
  CREATE TABLE "_pages_blocks_featured_properties_v_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_property_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"centered_image" boolean DEFAULT true,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_property_cta__a81733e4" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_property_cta__745fca99" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_property_cta__d07ac357",
  	"cta_icon_font_weight" "enum_pages_blocks_property_cta__53984c78" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_property_cta__b431b3da" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_property_cta__e4d742ae",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_property_cta__c387a0c5" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_cta__37f580ee",
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
  
  CREATE TABLE "_pages_blocks_property_cta_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_property_iframe_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_ifra_fd0c5cef" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_ifra_5145a53e",
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
  
  CREATE TABLE "_pages_blocks_property_iframe_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "pages_blocks_properties_criteria_type" ADD CONSTRAINT "pages_blocks_properties_criteria_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_properties" ADD CONSTRAINT "pages_blocks_properties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_properties_locales" ADD CONSTRAINT "pages_blocks_properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_properties_slider_criteria_type" ADD CONSTRAINT "pages_blocks_properties_slider_criteria_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_properties_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_properties_slider" ADD CONSTRAINT "pages_blocks_properties_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_properties_slider_locales" ADD CONSTRAINT "pages_blocks_properties_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_properties_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sold_properties_markers" ADD CONSTRAINT "pages_blocks_sold_properties_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sold_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sold_properties_markers_locales" ADD CONSTRAINT "pages_blocks_sold_properties_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sold_properties_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sold_properties" ADD CONSTRAINT "pages_blocks_sold_properties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sold_properties_locales" ADD CONSTRAINT "pages_blocks_sold_properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sold_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_propertie_31121a1b" ADD CONSTRAINT "pages_blocks_featured_propertie_31121a1b_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_properties_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_propertie_31121a1b_locales" ADD CONSTRAINT "pages_blocks_featured_propertie_31121a1b_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_propertie_31121a1b"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_propertie_ca2b6573" ADD CONSTRAINT "pages_blocks_featured_propertie_ca2b6573_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_properties_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_propertie_ca2b6573_locales" ADD CONSTRAINT "pages_blocks_featured_propertie_ca2b6573_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_propertie_ca2b6573"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_properties_items" ADD CONSTRAINT "pages_blocks_featured_properties_items_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_properties_items" ADD CONSTRAINT "pages_blocks_featured_properties_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_properties_items_locales" ADD CONSTRAINT "pages_blocks_featured_properties_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_properties_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_properties" ADD CONSTRAINT "pages_blocks_featured_properties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_properties_locales" ADD CONSTRAINT "pages_blocks_featured_properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_cta" ADD CONSTRAINT "pages_blocks_property_cta_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_cta" ADD CONSTRAINT "pages_blocks_property_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_cta_locales" ADD CONSTRAINT "pages_blocks_property_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_property_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_iframe" ADD CONSTRAINT "pages_blocks_property_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_iframe_locales" ADD CONSTRAINT "pages_blocks_property_iframe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_property_iframe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_properties_v_criteria_type" ADD CONSTRAINT "_pages_blocks_properties_v_criteria_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_blocks_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_properties_v" ADD CONSTRAINT "_pages_blocks_properties_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_properties_v_locales" ADD CONSTRAINT "_pages_blocks_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_properties_slider_v_criteria_type" ADD CONSTRAINT "_pages_blocks_properties_slider_v_criteria_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_blocks_properties_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_properties_slider_v" ADD CONSTRAINT "_pages_blocks_properties_slider_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_properties_slider_v_locales" ADD CONSTRAINT "_pages_blocks_properties_slider_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_properties_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_sold_properties_markers_v" ADD CONSTRAINT "_pages_blocks_sold_properties_markers_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_sold_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_sold_properties_markers_v_locales" ADD CONSTRAINT "_pages_blocks_sold_properties_markers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_sold_properties_markers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_sold_properties_v" ADD CONSTRAINT "_pages_blocks_sold_properties_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_sold_properties_v_locales" ADD CONSTRAINT "_pages_blocks_sold_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_sold_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_propertie_31121a1b_v" ADD CONSTRAINT "_pages_blocks_featured_propertie_31121a1b_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_properties_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_propertie_31121a1b_v_locales" ADD CONSTRAINT "_pages_blocks_featured_propertie_31121a1b_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_propertie_31121a1b_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_propertie_ca2b6573_v" ADD CONSTRAINT "_pages_blocks_featured_propertie_ca2b6573_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_properties_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_propertie_ca2b6573_v_locales" ADD CONSTRAINT "_pages_blocks_featured_propertie_ca2b6573_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_propertie_ca2b6573_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_properties_items_v" ADD CONSTRAINT "_pages_blocks_featured_properties_items_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_properties_items_v" ADD CONSTRAINT "_pages_blocks_featured_properties_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_properties_items_v_locales" ADD CONSTRAINT "_pages_blocks_featured_properties_items_v_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_properties_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_properties_v" ADD CONSTRAINT "_pages_blocks_featured_properties_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_properties_v_locales" ADD CONSTRAINT "_pages_blocks_featured_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_cta_v" ADD CONSTRAINT "_pages_blocks_property_cta_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_cta_v" ADD CONSTRAINT "_pages_blocks_property_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_cta_v_locales" ADD CONSTRAINT "_pages_blocks_property_cta_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_property_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_iframe_v" ADD CONSTRAINT "_pages_blocks_property_iframe_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_iframe_v_locales" ADD CONSTRAINT "_pages_blocks_property_iframe_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_property_iframe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_properties_criteria_type_order_idx" ON "pages_blocks_properties_criteria_type" USING btree ("order");
  CREATE INDEX "pages_blocks_properties_criteria_type_parent_idx" ON "pages_blocks_properties_criteria_type" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_properties_order_idx" ON "pages_blocks_properties" USING btree ("_order");
  CREATE INDEX "pages_blocks_properties_parent_id_idx" ON "pages_blocks_properties" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_properties_path_idx" ON "pages_blocks_properties" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_properties_locales_locale_parent_id_unique" ON "pages_blocks_properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_properties_slider_criteria_type_order_idx" ON "pages_blocks_properties_slider_criteria_type" USING btree ("order");
  CREATE INDEX "pages_blocks_properties_slider_criteria_type_parent_idx" ON "pages_blocks_properties_slider_criteria_type" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_properties_slider_order_idx" ON "pages_blocks_properties_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_properties_slider_parent_id_idx" ON "pages_blocks_properties_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_properties_slider_path_idx" ON "pages_blocks_properties_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_properties_slider_locales_locale_parent_id_uniq" ON "pages_blocks_properties_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sold_properties_markers_order_idx" ON "pages_blocks_sold_properties_markers" USING btree ("_order");
  CREATE INDEX "pages_blocks_sold_properties_markers_parent_id_idx" ON "pages_blocks_sold_properties_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_sold_properties_markers_locales_locale_parent_i" ON "pages_blocks_sold_properties_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sold_properties_order_idx" ON "pages_blocks_sold_properties" USING btree ("_order");
  CREATE INDEX "pages_blocks_sold_properties_parent_id_idx" ON "pages_blocks_sold_properties" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sold_properties_path_idx" ON "pages_blocks_sold_properties" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sold_properties_locales_locale_parent_id_unique" ON "pages_blocks_sold_properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_propertie_31121a1b_order_idx" ON "pages_blocks_featured_propertie_31121a1b" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_propertie_31121a1b_parent_id_idx" ON "pages_blocks_featured_propertie_31121a1b" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_featured_propertie_31121a1b_locales_locale_pare" ON "pages_blocks_featured_propertie_31121a1b_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_propertie_ca2b6573_order_idx" ON "pages_blocks_featured_propertie_ca2b6573" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_propertie_ca2b6573_parent_id_idx" ON "pages_blocks_featured_propertie_ca2b6573" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_featured_propertie_ca2b6573_locales_locale_pare" ON "pages_blocks_featured_propertie_ca2b6573_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_properties_items_order_idx" ON "pages_blocks_featured_properties_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_properties_items_parent_id_idx" ON "pages_blocks_featured_properties_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_properties_items_bg_media_bg_media_idx" ON "pages_blocks_featured_properties_items" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "pages_blocks_featured_properties_items_locales_locale_parent" ON "pages_blocks_featured_properties_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_properties_order_idx" ON "pages_blocks_featured_properties" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_properties_parent_id_idx" ON "pages_blocks_featured_properties" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_properties_path_idx" ON "pages_blocks_featured_properties" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_featured_properties_locales_locale_parent_id_un" ON "pages_blocks_featured_properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_property_cta_order_idx" ON "pages_blocks_property_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_property_cta_parent_id_idx" ON "pages_blocks_property_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_property_cta_path_idx" ON "pages_blocks_property_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_property_cta_image_image_media_idx" ON "pages_blocks_property_cta" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_property_cta_locales_locale_parent_id_unique" ON "pages_blocks_property_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_property_iframe_order_idx" ON "pages_blocks_property_iframe" USING btree ("_order");
  CREATE INDEX "pages_blocks_property_iframe_parent_id_idx" ON "pages_blocks_property_iframe" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_property_iframe_path_idx" ON "pages_blocks_property_iframe" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_property_iframe_locales_locale_parent_id_unique" ON "pages_blocks_property_iframe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_blocks_properties_v_criteria_type_order_idx" ON "_pages_blocks_properties_v_criteria_type" USING btree ("order");
  CREATE INDEX "_pages_blocks_properties_v_criteria_type_parent_idx" ON "_pages_blocks_properties_v_criteria_type" USING btree ("parent_id");
  CREATE INDEX "_pages_blocks_properties_v_order_idx" ON "_pages_blocks_properties_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_properties_v_parent_id_idx" ON "_pages_blocks_properties_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_properties_v_path_idx" ON "_pages_blocks_properties_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_properties_v_locales_locale_parent_id_unique" ON "_pages_blocks_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_properties_slider_v_criteria_type_order_idx" ON "_pages_blocks_properties_slider_v_criteria_type" USING btree ("order");
  CREATE INDEX "_pages_blocks_properties_slider_v_criteria_type_parent_idx" ON "_pages_blocks_properties_slider_v_criteria_type" USING btree ("parent_id");
  CREATE INDEX "_pages_blocks_properties_slider_v_order_idx" ON "_pages_blocks_properties_slider_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_properties_slider_v_parent_id_idx" ON "_pages_blocks_properties_slider_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_properties_slider_v_path_idx" ON "_pages_blocks_properties_slider_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_properties_slider_v_locales_locale_parent_id_u" ON "_pages_blocks_properties_slider_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_sold_properties_markers_v_order_idx" ON "_pages_blocks_sold_properties_markers_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_sold_properties_markers_v_parent_id_idx" ON "_pages_blocks_sold_properties_markers_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_sold_properties_markers_v_locales_locale_paren" ON "_pages_blocks_sold_properties_markers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_sold_properties_v_order_idx" ON "_pages_blocks_sold_properties_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_sold_properties_v_parent_id_idx" ON "_pages_blocks_sold_properties_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_sold_properties_v_path_idx" ON "_pages_blocks_sold_properties_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_sold_properties_v_locales_locale_parent_id_uni" ON "_pages_blocks_sold_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_featured_propertie_31121a1b_v_order_idx" ON "_pages_blocks_featured_propertie_31121a1b_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_featured_propertie_31121a1b_v_parent_id_idx" ON "_pages_blocks_featured_propertie_31121a1b_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_featured_propertie_31121a1b_v_locales_locale_p" ON "_pages_blocks_featured_propertie_31121a1b_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_featured_propertie_ca2b6573_v_order_idx" ON "_pages_blocks_featured_propertie_ca2b6573_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_featured_propertie_ca2b6573_v_parent_id_idx" ON "_pages_blocks_featured_propertie_ca2b6573_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_featured_propertie_ca2b6573_v_locales_locale_p" ON "_pages_blocks_featured_propertie_ca2b6573_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_featured_properties_items_v_order_idx" ON "_pages_blocks_featured_properties_items_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_featured_properties_items_v_parent_id_idx" ON "_pages_blocks_featured_properties_items_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_featured_properties_items_v_bg_media_bg_me_idx" ON "_pages_blocks_featured_properties_items_v" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_featured_properties_items_v_locales_locale_par" ON "_pages_blocks_featured_properties_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_featured_properties_v_order_idx" ON "_pages_blocks_featured_properties_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_featured_properties_v_parent_id_idx" ON "_pages_blocks_featured_properties_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_featured_properties_v_path_idx" ON "_pages_blocks_featured_properties_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_featured_properties_v_locales_locale_parent_id" ON "_pages_blocks_featured_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_property_cta_v_order_idx" ON "_pages_blocks_property_cta_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_property_cta_v_parent_id_idx" ON "_pages_blocks_property_cta_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_property_cta_v_path_idx" ON "_pages_blocks_property_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_property_cta_v_image_image_media_idx" ON "_pages_blocks_property_cta_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_property_cta_v_locales_locale_parent_id_unique" ON "_pages_blocks_property_cta_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_property_iframe_v_order_idx" ON "_pages_blocks_property_iframe_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_property_iframe_v_parent_id_idx" ON "_pages_blocks_property_iframe_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_property_iframe_v_path_idx" ON "_pages_blocks_property_iframe_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_property_iframe_v_locales_locale_parent_id_uni" ON "_pages_blocks_property_iframe_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_properties_criteria_type" CASCADE;
  DROP TABLE "pages_blocks_properties" CASCADE;
  DROP TABLE "pages_blocks_properties_locales" CASCADE;
  DROP TABLE "pages_blocks_properties_slider_criteria_type" CASCADE;
  DROP TABLE "pages_blocks_properties_slider" CASCADE;
  DROP TABLE "pages_blocks_properties_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_sold_properties_markers" CASCADE;
  DROP TABLE "pages_blocks_sold_properties_markers_locales" CASCADE;
  DROP TABLE "pages_blocks_sold_properties" CASCADE;
  DROP TABLE "pages_blocks_sold_properties_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_propertie_31121a1b" CASCADE;
  DROP TABLE "pages_blocks_featured_propertie_31121a1b_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_propertie_ca2b6573" CASCADE;
  DROP TABLE "pages_blocks_featured_propertie_ca2b6573_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_properties_items" CASCADE;
  DROP TABLE "pages_blocks_featured_properties_items_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_properties" CASCADE;
  DROP TABLE "pages_blocks_featured_properties_locales" CASCADE;
  DROP TABLE "pages_blocks_property_cta" CASCADE;
  DROP TABLE "pages_blocks_property_cta_locales" CASCADE;
  DROP TABLE "pages_blocks_property_iframe" CASCADE;
  DROP TABLE "pages_blocks_property_iframe_locales" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_blocks_properties_v_criteria_type" CASCADE;
  DROP TABLE "_pages_blocks_properties_v" CASCADE;
  DROP TABLE "_pages_blocks_properties_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_properties_slider_v_criteria_type" CASCADE;
  DROP TABLE "_pages_blocks_properties_slider_v" CASCADE;
  DROP TABLE "_pages_blocks_properties_slider_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_sold_properties_markers_v" CASCADE;
  DROP TABLE "_pages_blocks_sold_properties_markers_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_sold_properties_v" CASCADE;
  DROP TABLE "_pages_blocks_sold_properties_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_featured_propertie_31121a1b_v" CASCADE;
  DROP TABLE "_pages_blocks_featured_propertie_31121a1b_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_featured_propertie_ca2b6573_v" CASCADE;
  DROP TABLE "_pages_blocks_featured_propertie_ca2b6573_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_featured_properties_items_v" CASCADE;
  DROP TABLE "_pages_blocks_featured_properties_items_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_featured_properties_v" CASCADE;
  DROP TABLE "_pages_blocks_featured_properties_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_property_cta_v" CASCADE;
  DROP TABLE "_pages_blocks_property_cta_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_property_iframe_v" CASCADE;
  DROP TABLE "_pages_blocks_property_iframe_v_locales" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_properties_cr_2a47b079";
  DROP TYPE "public"."enum_pages_blocks_properties_cr_17a43ce2";
  DROP TYPE "public"."enum_pages_blocks_properties_cr_aa0bda24";
  DROP TYPE "public"."enum_pages_blocks_properties_ex_bae2b41c";
  DROP TYPE "public"."enum_pages_blocks_properties_ex_a7fff89a";
  DROP TYPE "public"."enum_pages_blocks_properties_ex_462c7d18";
  DROP TYPE "public"."enum_pages_blocks_properties_ex_fd397c3d";
  DROP TYPE "public"."enum_pages_blocks_properties_ex_b5743106";
  DROP TYPE "public"."enum_pages_blocks_properties_ex_bb71c868";
  DROP TYPE "public"."enum_pages_blocks_properties_bl_d8e3fb51";
  DROP TYPE "public"."enum_pages_blocks_properties_bl_c654ee80";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_5f7a7362";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_7ea5daa2";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_dfa51263";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_28b2904f";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_ad1e273f";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_1ec3c437";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_f864bcbe";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_28f4efab";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_9eecb9d0";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_a0e93a9a";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_b41c52b2";
  DROP TYPE "public"."enum_pages_blocks_sold_properti_a95e0c61";
  DROP TYPE "public"."enum_pages_blocks_sold_properti_0513b34f";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_f0809bb4";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_040838ca";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_94a92225";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_fa02fcec";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_7468e533";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_e15aafd8";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_6ebc1e6a";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_96ef698a";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_719f69d9";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_0025c190";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_518000c2";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_bb6170c7";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_29c80c75";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_4ef23524";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_cd1b7a4c";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_3c3477ef";
  DROP TYPE "public"."enum_pages_blocks_property_cta__964c719b";
  DROP TYPE "public"."enum_pages_blocks_property_cta__8529a722";
  DROP TYPE "public"."enum_pages_blocks_property_cta__781c8738";
  DROP TYPE "public"."enum_pages_blocks_property_cta__7793f2cd";
  DROP TYPE "public"."enum_pages_blocks_property_cta__97bd4277";
  DROP TYPE "public"."enum_pages_blocks_property_cta__4b945933";
  DROP TYPE "public"."enum_pages_blocks_property_cta__288a1140";
  DROP TYPE "public"."enum_pages_blocks_property_cta__0885df3b";
  DROP TYPE "public"."enum_pages_blocks_property_ifra_06e583d8";
  DROP TYPE "public"."enum_pages_blocks_property_ifra_66f3c6c4";
  DROP TYPE "public"."enum_pages_blocks_properties_v__fa281238";
  DROP TYPE "public"."enum_pages_blocks_properties_v__56bb048f";
  DROP TYPE "public"."enum_pages_blocks_properties_v__f3954419";
  DROP TYPE "public"."enum_pages_blocks_properties_v__2418d4f5";
  DROP TYPE "public"."enum_pages_blocks_properties_v__b57561db";
  DROP TYPE "public"."enum_pages_blocks_properties_v__2e99b590";
  DROP TYPE "public"."enum_pages_blocks_properties_v__fa590d66";
  DROP TYPE "public"."enum_pages_blocks_properties_v__0cd57faf";
  DROP TYPE "public"."enum_pages_blocks_properties_v__85df5051";
  DROP TYPE "public"."enum_pages_blocks_properties_v__bb61784f";
  DROP TYPE "public"."enum_pages_blocks_properties_v__876cf1b6";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_7f976a45";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_59f4e7bd";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_9957a3ac";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_1bf7ae11";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_7deefd02";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_ecc8cbe4";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_2141c148";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_29b5d469";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_c173e889";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_f6cd1a90";
  DROP TYPE "public"."enum_pages_blocks_properties_sl_b71ef355";
  DROP TYPE "public"."enum_pages_blocks_sold_properti_278354a6";
  DROP TYPE "public"."enum_pages_blocks_sold_properti_b0ba40d0";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_eeb0cf37";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_7170a1c0";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_86b8cd26";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_25fbe68c";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_8c302945";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_b2d854e3";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_a630bd8e";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_774d6473";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_fc19781e";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_ee73307a";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_f3bb491c";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_b9545d2c";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_53596afb";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_5fdbecaf";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_e20fc73c";
  DROP TYPE "public"."enum_pages_blocks_featured_prop_a85274d6";
  DROP TYPE "public"."enum_pages_blocks_property_cta__a81733e4";
  DROP TYPE "public"."enum_pages_blocks_property_cta__745fca99";
  DROP TYPE "public"."enum_pages_blocks_property_cta__d07ac357";
  DROP TYPE "public"."enum_pages_blocks_property_cta__53984c78";
  DROP TYPE "public"."enum_pages_blocks_property_cta__b431b3da";
  DROP TYPE "public"."enum_pages_blocks_property_cta__e4d742ae";
  DROP TYPE "public"."enum_pages_blocks_property_cta__c387a0c5";
  DROP TYPE "public"."enum_pages_blocks_property_cta__37f580ee";
  DROP TYPE "public"."enum_pages_blocks_property_ifra_fd0c5cef";
  DROP TYPE "public"."enum_pages_blocks_property_ifra_5145a53e";`)
}
