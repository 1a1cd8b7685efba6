// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_contact_form__1645f0ce" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__d504671e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__bde7632e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__fe253a0b" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__d7288d67" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__c77bcc0b" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__60ca5cb7" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__bbc441dc" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__562a4c99" AS ENUM('broker', 'administrative_team', 'executive_team', 'team', 'office');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__d6185d9f" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__2b837720" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_mortgage_calc_2fc49f46" AS ENUM('in-force', '2016-02-15', '2024-12-15');
  CREATE TYPE "public"."enum_pages_blocks_mortgage_calc_b4daaba7" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_mortgage_calc_ea699bb7" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_aler_89ad8f85" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_aler_ccf5aba1" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_valu_dc88d490" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_valu_e566b9ec" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__5b4165b0" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__1158560a" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__8c24693c" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__04e6451d" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__6679216f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__7ff656a4" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__2d62316a" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__5133ec86" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__418b614e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_contact_form__2547f934" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_mortgage_calc_47aa4fe7" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_mortgage_calc_0f06571f" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_aler_b4523303" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_aler_eb9d675d" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_property_valu_97e42d42" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_property_valu_4b510be6" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_leads_form_type" AS ENUM('contact_form', 'property_alert', 'property_valuation');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_leads_recipient_type" AS ENUM('broker', 'administrative_team', 'executive_team', 'team', 'office');
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('pending', 'delivered', 'failed');
  CREATE TABLE "pages_blocks_contact_form_items_1ae732ed" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_contact_form__1645f0ce",
  	"icon_font_weight" "enum_pages_blocks_contact_form__d504671e" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_contact_form__bde7632e" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_contact_form__fe253a0b" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_contact_form__d7288d67",
  	"link_icon_font_weight" "enum_pages_blocks_contact_form__c77bcc0b" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_contact_form__60ca5cb7" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_contact_form__bbc441dc",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_contact_form_items_1ae732ed_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form_items_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"recipient_type" "enum_pages_blocks_contact_form__562a4c99",
  	"recipient_slug" varchar,
  	"broker_avatar_media_id" integer,
  	"broker_avatar_center_x" numeric,
  	"broker_avatar_center_y" numeric,
  	"broker_avatar_filters_blur" numeric DEFAULT 0,
  	"broker_avatar_filters_brightness" numeric DEFAULT 1,
  	"broker_avatar_filters_contrast" numeric DEFAULT 1,
  	"broker_avatar_filters_opacity" numeric DEFAULT 1,
  	"broker_avatar_filters_saturate" numeric DEFAULT 1,
  	"broker_name" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_contact_form__d6185d9f" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_contact_form__2b837720",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form_locales" (
  	"broker_subtitle" varchar,
  	"broker_under_subtitle" varchar,
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_mortgage_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"down_payment_rule" "enum_pages_blocks_mortgage_calc_2fc49f46" DEFAULT 'in-force',
  	"block_params_color_scheme" "enum_pages_blocks_mortgage_calc_b4daaba7" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_mortgage_calc_ea699bb7",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_mortgage_calculator_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_property_alert_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_aler_89ad8f85" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_aler_ccf5aba1",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_property_alert_form_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_property_valuation_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_valu_dc88d490" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_valu_e566b9ec",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_property_valuation_form_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_contact_form_items_1ae732ed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_contact_form__5b4165b0",
  	"icon_font_weight" "enum_pages_blocks_contact_form__1158560a" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_contact_form__8c24693c" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_contact_form__04e6451d" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_contact_form__6679216f",
  	"link_icon_font_weight" "enum_pages_blocks_contact_form__7ff656a4" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_contact_form__2d62316a" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_contact_form__5133ec86",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_contact_form_items_1ae732ed_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_contact_form_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_contact_form_items_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_contact_form_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipient_type" "enum_pages_blocks_contact_form__562a4c99",
  	"recipient_slug" varchar,
  	"broker_avatar_media_id" integer,
  	"broker_avatar_center_x" numeric,
  	"broker_avatar_center_y" numeric,
  	"broker_avatar_filters_blur" numeric DEFAULT 0,
  	"broker_avatar_filters_brightness" numeric DEFAULT 1,
  	"broker_avatar_filters_contrast" numeric DEFAULT 1,
  	"broker_avatar_filters_opacity" numeric DEFAULT 1,
  	"broker_avatar_filters_saturate" numeric DEFAULT 1,
  	"broker_name" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_contact_form__418b614e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_contact_form__2547f934",
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
  
  CREATE TABLE "_pages_blocks_contact_form_v_locales" (
  	"broker_subtitle" varchar,
  	"broker_under_subtitle" varchar,
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_mortgage_calculator_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"down_payment_rule" "enum_pages_blocks_mortgage_calc_2fc49f46" DEFAULT 'in-force',
  	"block_params_color_scheme" "enum_pages_blocks_mortgage_calc_47aa4fe7" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_mortgage_calc_0f06571f",
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
  
  CREATE TABLE "_pages_blocks_mortgage_calculator_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_property_alert_form_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_aler_b4523303" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_aler_eb9d675d",
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
  
  CREATE TABLE "_pages_blocks_property_alert_form_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_property_valuation_form_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_property_valu_97e42d42" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_property_valu_4b510be6",
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
  
  CREATE TABLE "_pages_blocks_property_valuation_form_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_type" "enum_leads_form_type" NOT NULL,
  	"locale" "enum_leads_locale",
  	"site" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"full_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"message" varchar,
  	"fields" jsonb,
  	"recipient_type" "enum_leads_recipient_type",
  	"recipient_slug" varchar,
  	"recipient_email" varchar,
  	"consent_shown" boolean,
  	"consent_transaction" boolean,
  	"consent_marketing" boolean,
  	"consent_transaction_wording" varchar,
  	"consent_marketing_wording" varchar,
  	"consent_version" varchar,
  	"consent_recorded_at" timestamp(3) with time zone,
  	"review_flagged" boolean DEFAULT false,
  	"review_reason" varchar,
  	"captcha_score" numeric,
  	"delivery_state" "enum_leads_delivery_state" DEFAULT 'pending' NOT NULL,
  	"delivery_attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"email_sent" boolean,
  	"webhook_sent" boolean,
  	"delivered_at" timestamp(3) with time zone,
  	"locked_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"ip" varchar,
  	"user_agent" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "pages_blocks_contact_form_items_1ae732ed" ADD CONSTRAINT "pages_blocks_contact_form_items_1ae732ed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_items_1ae732ed_locales" ADD CONSTRAINT "pages_blocks_contact_form_items_1ae732ed_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form_items_1ae732ed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_items" ADD CONSTRAINT "pages_blocks_contact_form_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_items_locales" ADD CONSTRAINT "pages_blocks_contact_form_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_broker_avatar_media_id_media_id_fk" FOREIGN KEY ("broker_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mortgage_calculator" ADD CONSTRAINT "pages_blocks_mortgage_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mortgage_calculator_locales" ADD CONSTRAINT "pages_blocks_mortgage_calculator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mortgage_calculator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_alert_form" ADD CONSTRAINT "pages_blocks_property_alert_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_alert_form_locales" ADD CONSTRAINT "pages_blocks_property_alert_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_property_alert_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_valuation_form" ADD CONSTRAINT "pages_blocks_property_valuation_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_valuation_form_locales" ADD CONSTRAINT "pages_blocks_property_valuation_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_property_valuation_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_form_items_1ae732ed_v" ADD CONSTRAINT "_pages_blocks_contact_form_items_1ae732ed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_form_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_form_items_1ae732ed_v_locales" ADD CONSTRAINT "_pages_blocks_contact_form_items_1ae732ed_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_form_items_1ae732ed_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_form_items_v" ADD CONSTRAINT "_pages_blocks_contact_form_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_form_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_form_items_v_locales" ADD CONSTRAINT "_pages_blocks_contact_form_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_form_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_form_v" ADD CONSTRAINT "_pages_blocks_contact_form_v_broker_avatar_media_id_media_id_fk" FOREIGN KEY ("broker_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_form_v" ADD CONSTRAINT "_pages_blocks_contact_form_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_form_v_locales" ADD CONSTRAINT "_pages_blocks_contact_form_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_form_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_mortgage_calculator_v" ADD CONSTRAINT "_pages_blocks_mortgage_calculator_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_mortgage_calculator_v_locales" ADD CONSTRAINT "_pages_blocks_mortgage_calculator_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_mortgage_calculator_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_alert_form_v" ADD CONSTRAINT "_pages_blocks_property_alert_form_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_alert_form_v_locales" ADD CONSTRAINT "_pages_blocks_property_alert_form_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_property_alert_form_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_valuation_form_v" ADD CONSTRAINT "_pages_blocks_property_valuation_form_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_property_valuation_form_v_locales" ADD CONSTRAINT "_pages_blocks_property_valuation_form_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_property_valuation_form_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_contact_form_items_1ae732ed_order_idx" ON "pages_blocks_contact_form_items_1ae732ed" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_items_1ae732ed_parent_id_idx" ON "pages_blocks_contact_form_items_1ae732ed" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_items_1ae732ed_locales_locale_pare" ON "pages_blocks_contact_form_items_1ae732ed_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_form_items_order_idx" ON "pages_blocks_contact_form_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_items_parent_id_idx" ON "pages_blocks_contact_form_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_items_locales_locale_parent_id_uni" ON "pages_blocks_contact_form_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_form_broker_avatar_broker_avatar_me_idx" ON "pages_blocks_contact_form" USING btree ("broker_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_mortgage_calculator_order_idx" ON "pages_blocks_mortgage_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_mortgage_calculator_parent_id_idx" ON "pages_blocks_mortgage_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mortgage_calculator_path_idx" ON "pages_blocks_mortgage_calculator" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_mortgage_calculator_locales_locale_parent_id_un" ON "pages_blocks_mortgage_calculator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_property_alert_form_order_idx" ON "pages_blocks_property_alert_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_property_alert_form_parent_id_idx" ON "pages_blocks_property_alert_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_property_alert_form_path_idx" ON "pages_blocks_property_alert_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_property_alert_form_locales_locale_parent_id_un" ON "pages_blocks_property_alert_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_property_valuation_form_order_idx" ON "pages_blocks_property_valuation_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_property_valuation_form_parent_id_idx" ON "pages_blocks_property_valuation_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_property_valuation_form_path_idx" ON "pages_blocks_property_valuation_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_property_valuation_form_locales_locale_parent_i" ON "pages_blocks_property_valuation_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_contact_form_items_1ae732ed_v_order_idx" ON "_pages_blocks_contact_form_items_1ae732ed_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_contact_form_items_1ae732ed_v_parent_id_idx" ON "_pages_blocks_contact_form_items_1ae732ed_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_contact_form_items_1ae732ed_v_locales_locale_p" ON "_pages_blocks_contact_form_items_1ae732ed_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_contact_form_items_v_order_idx" ON "_pages_blocks_contact_form_items_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_contact_form_items_v_parent_id_idx" ON "_pages_blocks_contact_form_items_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_contact_form_items_v_locales_locale_parent_id_" ON "_pages_blocks_contact_form_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_contact_form_v_order_idx" ON "_pages_blocks_contact_form_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_contact_form_v_parent_id_idx" ON "_pages_blocks_contact_form_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_contact_form_v_path_idx" ON "_pages_blocks_contact_form_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_contact_form_v_broker_avatar_broker_avatar_idx" ON "_pages_blocks_contact_form_v" USING btree ("broker_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_contact_form_v_locales_locale_parent_id_unique" ON "_pages_blocks_contact_form_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_mortgage_calculator_v_order_idx" ON "_pages_blocks_mortgage_calculator_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_mortgage_calculator_v_parent_id_idx" ON "_pages_blocks_mortgage_calculator_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_mortgage_calculator_v_path_idx" ON "_pages_blocks_mortgage_calculator_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_mortgage_calculator_v_locales_locale_parent_id" ON "_pages_blocks_mortgage_calculator_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_property_alert_form_v_order_idx" ON "_pages_blocks_property_alert_form_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_property_alert_form_v_parent_id_idx" ON "_pages_blocks_property_alert_form_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_property_alert_form_v_path_idx" ON "_pages_blocks_property_alert_form_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_property_alert_form_v_locales_locale_parent_id" ON "_pages_blocks_property_alert_form_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_property_valuation_form_v_order_idx" ON "_pages_blocks_property_valuation_form_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_property_valuation_form_v_parent_id_idx" ON "_pages_blocks_property_valuation_form_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_property_valuation_form_v_path_idx" ON "_pages_blocks_property_valuation_form_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_property_valuation_form_v_locales_locale_paren" ON "_pages_blocks_property_valuation_form_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "leads_form_type_idx" ON "leads" USING btree ("form_type");
  CREATE INDEX "leads_review_flagged_idx" ON "leads" USING btree ("review_flagged");
  CREATE INDEX "leads_delivery_state_idx" ON "leads" USING btree ("delivery_state");
  CREATE INDEX "leads_next_attempt_at_idx" ON "leads" USING btree ("next_attempt_at");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_contact_form_items_1ae732ed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_items_1ae732ed_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mortgage_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mortgage_calculator_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_property_alert_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_property_alert_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_property_valuation_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_property_valuation_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_contact_form_items_1ae732ed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_contact_form_items_1ae732ed_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_contact_form_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_contact_form_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_contact_form_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_contact_form_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_mortgage_calculator_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_mortgage_calculator_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_property_alert_form_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_property_alert_form_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_property_valuation_form_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_property_valuation_form_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_contact_form_items_1ae732ed" CASCADE;
  DROP TABLE "pages_blocks_contact_form_items_1ae732ed_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_form_items" CASCADE;
  DROP TABLE "pages_blocks_contact_form_items_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "pages_blocks_mortgage_calculator" CASCADE;
  DROP TABLE "pages_blocks_mortgage_calculator_locales" CASCADE;
  DROP TABLE "pages_blocks_property_alert_form" CASCADE;
  DROP TABLE "pages_blocks_property_alert_form_locales" CASCADE;
  DROP TABLE "pages_blocks_property_valuation_form" CASCADE;
  DROP TABLE "pages_blocks_property_valuation_form_locales" CASCADE;
  DROP TABLE "_pages_blocks_contact_form_items_1ae732ed_v" CASCADE;
  DROP TABLE "_pages_blocks_contact_form_items_1ae732ed_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_contact_form_items_v" CASCADE;
  DROP TABLE "_pages_blocks_contact_form_items_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_contact_form_v" CASCADE;
  DROP TABLE "_pages_blocks_contact_form_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_mortgage_calculator_v" CASCADE;
  DROP TABLE "_pages_blocks_mortgage_calculator_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_property_alert_form_v" CASCADE;
  DROP TABLE "_pages_blocks_property_alert_form_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_property_valuation_form_v" CASCADE;
  DROP TABLE "_pages_blocks_property_valuation_form_v_locales" CASCADE;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_pages_blocks_contact_form__1645f0ce";
  DROP TYPE "public"."enum_pages_blocks_contact_form__d504671e";
  DROP TYPE "public"."enum_pages_blocks_contact_form__bde7632e";
  DROP TYPE "public"."enum_pages_blocks_contact_form__fe253a0b";
  DROP TYPE "public"."enum_pages_blocks_contact_form__d7288d67";
  DROP TYPE "public"."enum_pages_blocks_contact_form__c77bcc0b";
  DROP TYPE "public"."enum_pages_blocks_contact_form__60ca5cb7";
  DROP TYPE "public"."enum_pages_blocks_contact_form__bbc441dc";
  DROP TYPE "public"."enum_pages_blocks_contact_form__562a4c99";
  DROP TYPE "public"."enum_pages_blocks_contact_form__d6185d9f";
  DROP TYPE "public"."enum_pages_blocks_contact_form__2b837720";
  DROP TYPE "public"."enum_pages_blocks_mortgage_calc_2fc49f46";
  DROP TYPE "public"."enum_pages_blocks_mortgage_calc_b4daaba7";
  DROP TYPE "public"."enum_pages_blocks_mortgage_calc_ea699bb7";
  DROP TYPE "public"."enum_pages_blocks_property_aler_89ad8f85";
  DROP TYPE "public"."enum_pages_blocks_property_aler_ccf5aba1";
  DROP TYPE "public"."enum_pages_blocks_property_valu_dc88d490";
  DROP TYPE "public"."enum_pages_blocks_property_valu_e566b9ec";
  DROP TYPE "public"."enum_pages_blocks_contact_form__5b4165b0";
  DROP TYPE "public"."enum_pages_blocks_contact_form__1158560a";
  DROP TYPE "public"."enum_pages_blocks_contact_form__8c24693c";
  DROP TYPE "public"."enum_pages_blocks_contact_form__04e6451d";
  DROP TYPE "public"."enum_pages_blocks_contact_form__6679216f";
  DROP TYPE "public"."enum_pages_blocks_contact_form__7ff656a4";
  DROP TYPE "public"."enum_pages_blocks_contact_form__2d62316a";
  DROP TYPE "public"."enum_pages_blocks_contact_form__5133ec86";
  DROP TYPE "public"."enum_pages_blocks_contact_form__418b614e";
  DROP TYPE "public"."enum_pages_blocks_contact_form__2547f934";
  DROP TYPE "public"."enum_pages_blocks_mortgage_calc_47aa4fe7";
  DROP TYPE "public"."enum_pages_blocks_mortgage_calc_0f06571f";
  DROP TYPE "public"."enum_pages_blocks_property_aler_b4523303";
  DROP TYPE "public"."enum_pages_blocks_property_aler_eb9d675d";
  DROP TYPE "public"."enum_pages_blocks_property_valu_97e42d42";
  DROP TYPE "public"."enum_pages_blocks_property_valu_4b510be6";
  DROP TYPE "public"."enum_leads_form_type";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_recipient_type";
  DROP TYPE "public"."enum_leads_delivery_state";`)
}
