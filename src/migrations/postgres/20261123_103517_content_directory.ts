// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_property_sear_b2540e4c" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_sear_54a61984" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_dc9d290f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_5c250366" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_ab89ba9a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_cc198386" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_aabd5261" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_738562af" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_4769966d" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_146fe350" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_d2365703" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_7b9e6653" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_be52fac9" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_0f340cd1" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_sear_a4d8233d" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_sear_e2d4c430" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_28920c4f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_cd41b055" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_3c68700e" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_cc477002" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_589afcfe" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_0865964b" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_34161ca5" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_9aa50e61" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_0dd49c4e" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_8cb7f103" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_6d023b97" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_b_29154f86" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_members_role" AS ENUM('broker', 'team', 'administrative_team', 'executive_team');
  CREATE TABLE "pages_blocks_property_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_sear_b2540e4c" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_sear_54a61984",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_property_search_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_search_bar_se_670c4b59" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tab_icon_type" "enum_pages_blocks_hero_search_b_dc9d290f",
  	"tab_icon_font_weight" "enum_pages_blocks_hero_search_b_5c250366" DEFAULT 'regular',
  	"tab_icon_color" varchar,
  	"content_icon_type" "enum_pages_blocks_hero_search_b_ab89ba9a",
  	"content_icon_font_weight" "enum_pages_blocks_hero_search_b_cc198386" DEFAULT 'regular',
  	"content_icon_color" varchar,
  	"cta_target" "enum_pages_blocks_hero_search_b_aabd5261" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_search_b_738562af" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_search_b_4769966d",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_search_b_146fe350" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_search_b_d2365703" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_search_b_7b9e6653",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_search_bar_se_670c4b59_locales" (
  	"tab_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_search_bar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_search_b_be52fac9" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_search_b_0f340cd1",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_search_bar_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_property_search_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_sear_a4d8233d" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_sear_e2d4c430",
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
  
  CREATE TABLE "_pages_blocks_property_search_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tab_icon_type" "enum_pages_blocks_hero_search_b_28920c4f",
  	"tab_icon_font_weight" "enum_pages_blocks_hero_search_b_cd41b055" DEFAULT 'regular',
  	"tab_icon_color" varchar,
  	"content_icon_type" "enum_pages_blocks_hero_search_b_3c68700e",
  	"content_icon_font_weight" "enum_pages_blocks_hero_search_b_cc477002" DEFAULT 'regular',
  	"content_icon_color" varchar,
  	"cta_target" "enum_pages_blocks_hero_search_b_589afcfe" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_search_b_0865964b" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_search_b_34161ca5",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_search_b_9aa50e61" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_search_b_0dd49c4e" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_search_b_8cb7f103",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v_locales" (
  	"tab_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_search_bar_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_search_b_6d023b97" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_search_b_29154f86",
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
  
  CREATE TABLE "_pages_blocks_hero_search_bar_v_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"author_id" integer,
  	"category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"read_time" numeric,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_thumbnail_id" integer,
  	"version_author_id" integer,
  	"version_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_read_time" numeric,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "article_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "article_categories_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"photo_id" integer,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"address_postal_code" varchar,
  	"phone_display" varchar,
  	"phone_intl" varchar,
  	"email" varchar,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offices_locales" (
  	"address_street" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"role" "enum_members_role" DEFAULT 'broker' NOT NULL,
  	"photo_id" integer,
  	"phone_display" varchar,
  	"phone_intl" varchar,
  	"email" varchar,
  	"office_id" integer,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "members_locales" (
  	"title" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "article_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "pages_blocks_property_search" ADD CONSTRAINT "pages_blocks_property_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_search_locales" ADD CONSTRAINT "pages_blocks_property_search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_property_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_bar_se_670c4b59" ADD CONSTRAINT "pages_blocks_hero_search_bar_se_670c4b59_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_search_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_bar_se_670c4b59_locales" ADD CONSTRAINT "pages_blocks_hero_search_bar_se_670c4b59_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_search_bar_se_670c4b59"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_bar" ADD CONSTRAINT "pages_blocks_hero_search_bar_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_bar" ADD CONSTRAINT "pages_blocks_hero_search_bar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_bar_locales" ADD CONSTRAINT "pages_blocks_hero_search_bar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_search_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_search_v" ADD CONSTRAINT "_pages_blocks_property_search_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_search_v_locales" ADD CONSTRAINT "_pages_blocks_property_search_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_property_search_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v" ADD CONSTRAINT "_pages_blocks_hero_search_bar_se_670c4b59_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_search_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v_locales" ADD CONSTRAINT "_pages_blocks_hero_search_bar_se_670c4b59_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_search_bar_se_670c4b59_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_search_bar_v" ADD CONSTRAINT "_pages_blocks_hero_search_bar_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_search_bar_v" ADD CONSTRAINT "_pages_blocks_hero_search_bar_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_search_bar_v_locales" ADD CONSTRAINT "_pages_blocks_hero_search_bar_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_search_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_author_id_members_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_article_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_categories_locales" ADD CONSTRAINT "article_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices" ADD CONSTRAINT "offices_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offices_locales" ADD CONSTRAINT "offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members_locales" ADD CONSTRAINT "members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_property_search_order_idx" ON "pages_blocks_property_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_property_search_parent_id_idx" ON "pages_blocks_property_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_property_search_path_idx" ON "pages_blocks_property_search" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_property_search_locales_locale_parent_id_unique" ON "pages_blocks_property_search_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_search_bar_se_670c4b59_order_idx" ON "pages_blocks_hero_search_bar_se_670c4b59" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_search_bar_se_670c4b59_parent_id_idx" ON "pages_blocks_hero_search_bar_se_670c4b59" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_search_bar_se_670c4b59_locales_locale_pare" ON "pages_blocks_hero_search_bar_se_670c4b59_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_search_bar_order_idx" ON "pages_blocks_hero_search_bar" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_search_bar_parent_id_idx" ON "pages_blocks_hero_search_bar" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_search_bar_path_idx" ON "pages_blocks_hero_search_bar" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_search_bar_bg_media_bg_media_media_idx" ON "pages_blocks_hero_search_bar" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_search_bar_locales_locale_parent_id_unique" ON "pages_blocks_hero_search_bar_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_property_search_v_order_idx" ON "_pages_blocks_property_search_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_property_search_v_parent_id_idx" ON "_pages_blocks_property_search_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_property_search_v_path_idx" ON "_pages_blocks_property_search_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_property_search_v_locales_locale_parent_id_uni" ON "_pages_blocks_property_search_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_search_bar_se_670c4b59_v_order_idx" ON "_pages_blocks_hero_search_bar_se_670c4b59_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_search_bar_se_670c4b59_v_parent_id_idx" ON "_pages_blocks_hero_search_bar_se_670c4b59_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_search_bar_se_670c4b59_v_locales_locale_p" ON "_pages_blocks_hero_search_bar_se_670c4b59_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_search_bar_v_order_idx" ON "_pages_blocks_hero_search_bar_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_search_bar_v_parent_id_idx" ON "_pages_blocks_hero_search_bar_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_search_bar_v_path_idx" ON "_pages_blocks_hero_search_bar_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_hero_search_bar_v_bg_media_bg_media_media_idx" ON "_pages_blocks_hero_search_bar_v" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_search_bar_v_locales_locale_parent_id_uni" ON "_pages_blocks_hero_search_bar_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_thumbnail_idx" ON "articles" USING btree ("thumbnail_id");
  CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_thumbnail_idx" ON "_articles_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_articles_v_version_version_author_idx" ON "_articles_v" USING btree ("version_author_id");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "article_categories_updated_at_idx" ON "article_categories" USING btree ("updated_at");
  CREATE INDEX "article_categories_created_at_idx" ON "article_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "article_categories_locales_locale_parent_id_unique" ON "article_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offices_photo_idx" ON "offices" USING btree ("photo_id");
  CREATE INDEX "offices_updated_at_idx" ON "offices" USING btree ("updated_at");
  CREATE INDEX "offices_created_at_idx" ON "offices" USING btree ("created_at");
  CREATE UNIQUE INDEX "offices_locales_locale_parent_id_unique" ON "offices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "members_slug_idx" ON "members" USING btree ("slug");
  CREATE INDEX "members_photo_idx" ON "members" USING btree ("photo_id");
  CREATE INDEX "members_office_idx" ON "members" USING btree ("office_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_locales_locale_parent_id_unique" ON "members_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_article_categories_fk" FOREIGN KEY ("article_categories_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offices_fk" FOREIGN KEY ("offices_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_article_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("article_categories_id");
  CREATE INDEX "payload_locked_documents_rels_offices_id_idx" ON "payload_locked_documents_rels" USING btree ("offices_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_property_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_property_search_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_search_bar_se_670c4b59" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_search_bar_se_670c4b59_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_search_bar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_search_bar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_property_search_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_property_search_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_search_bar_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_search_bar_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "article_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "article_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "members_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_property_search" CASCADE;
  DROP TABLE "pages_blocks_property_search_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_search_bar_se_670c4b59" CASCADE;
  DROP TABLE "pages_blocks_hero_search_bar_se_670c4b59_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_search_bar" CASCADE;
  DROP TABLE "pages_blocks_hero_search_bar_locales" CASCADE;
  DROP TABLE "_pages_blocks_property_search_v" CASCADE;
  DROP TABLE "_pages_blocks_property_search_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_search_bar_se_670c4b59_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_search_bar_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_search_bar_v_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "article_categories" CASCADE;
  DROP TABLE "article_categories_locales" CASCADE;
  DROP TABLE "offices" CASCADE;
  DROP TABLE "offices_locales" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "members_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_article_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_members_fk";
  
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_article_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_offices_id_idx";
  DROP INDEX "payload_locked_documents_rels_members_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "article_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "members_id";
  DROP TYPE "public"."enum_pages_blocks_property_sear_b2540e4c";
  DROP TYPE "public"."enum_pages_blocks_property_sear_54a61984";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_dc9d290f";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_5c250366";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_ab89ba9a";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_cc198386";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_aabd5261";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_738562af";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_4769966d";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_146fe350";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_d2365703";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_7b9e6653";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_be52fac9";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_0f340cd1";
  DROP TYPE "public"."enum_pages_blocks_property_sear_a4d8233d";
  DROP TYPE "public"."enum_pages_blocks_property_sear_e2d4c430";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_28920c4f";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_cd41b055";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_3c68700e";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_cc477002";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_589afcfe";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_0865964b";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_34161ca5";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_9aa50e61";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_0dd49c4e";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_8cb7f103";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_6d023b97";
  DROP TYPE "public"."enum_pages_blocks_hero_search_b_29154f86";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_members_role";`)
}
