// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_favourites_bl_62535117" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_favourites_bl_b32989e4" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_recently_view_e80315b3" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_recently_view_4301291a" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_favourites_v__3641c47e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_favourites_v__0503d4fe" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_recently_view_a9dc1162" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_recently_view_bff44fbe" AS ENUM('left', 'right', 'center', 'full');
  CREATE TABLE "pages_blocks_favourites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_favourites_bl_62535117" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_favourites_bl_b32989e4",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_favourites_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_recently_viewed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_recently_view_e80315b3" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_recently_view_4301291a",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_recently_viewed_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_favourites_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_favourites_v__3641c47e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_favourites_v__0503d4fe",
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
  
  CREATE TABLE "_pages_blocks_favourites_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_recently_viewed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_recently_view_a9dc1162" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_recently_view_bff44fbe",
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
  
  CREATE TABLE "_pages_blocks_recently_viewed_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_favourites" ADD CONSTRAINT "pages_blocks_favourites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_favourites_locales" ADD CONSTRAINT "pages_blocks_favourites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_favourites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recently_viewed" ADD CONSTRAINT "pages_blocks_recently_viewed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recently_viewed_locales" ADD CONSTRAINT "pages_blocks_recently_viewed_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_recently_viewed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_favourites_v" ADD CONSTRAINT "_pages_blocks_favourites_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_favourites_v_locales" ADD CONSTRAINT "_pages_blocks_favourites_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_favourites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_recently_viewed_v" ADD CONSTRAINT "_pages_blocks_recently_viewed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_recently_viewed_v_locales" ADD CONSTRAINT "_pages_blocks_recently_viewed_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_recently_viewed_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_favourites_order_idx" ON "pages_blocks_favourites" USING btree ("_order");
  CREATE INDEX "pages_blocks_favourites_parent_id_idx" ON "pages_blocks_favourites" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_favourites_path_idx" ON "pages_blocks_favourites" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_favourites_locales_locale_parent_id_unique" ON "pages_blocks_favourites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_recently_viewed_order_idx" ON "pages_blocks_recently_viewed" USING btree ("_order");
  CREATE INDEX "pages_blocks_recently_viewed_parent_id_idx" ON "pages_blocks_recently_viewed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recently_viewed_path_idx" ON "pages_blocks_recently_viewed" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_recently_viewed_locales_locale_parent_id_unique" ON "pages_blocks_recently_viewed_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_favourites_v_order_idx" ON "_pages_blocks_favourites_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_favourites_v_parent_id_idx" ON "_pages_blocks_favourites_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_favourites_v_path_idx" ON "_pages_blocks_favourites_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_favourites_v_locales_locale_parent_id_unique" ON "_pages_blocks_favourites_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_recently_viewed_v_order_idx" ON "_pages_blocks_recently_viewed_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_recently_viewed_v_parent_id_idx" ON "_pages_blocks_recently_viewed_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_recently_viewed_v_path_idx" ON "_pages_blocks_recently_viewed_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_recently_viewed_v_locales_locale_parent_id_uni" ON "_pages_blocks_recently_viewed_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_favourites" CASCADE;
  DROP TABLE "pages_blocks_favourites_locales" CASCADE;
  DROP TABLE "pages_blocks_recently_viewed" CASCADE;
  DROP TABLE "pages_blocks_recently_viewed_locales" CASCADE;
  DROP TABLE "_pages_blocks_favourites_v" CASCADE;
  DROP TABLE "_pages_blocks_favourites_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_recently_viewed_v" CASCADE;
  DROP TABLE "_pages_blocks_recently_viewed_v_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_favourites_bl_62535117";
  DROP TYPE "public"."enum_pages_blocks_favourites_bl_b32989e4";
  DROP TYPE "public"."enum_pages_blocks_recently_view_e80315b3";
  DROP TYPE "public"."enum_pages_blocks_recently_view_4301291a";
  DROP TYPE "public"."enum_pages_blocks_favourites_v__3641c47e";
  DROP TYPE "public"."enum_pages_blocks_favourites_v__0503d4fe";
  DROP TYPE "public"."enum_pages_blocks_recently_view_a9dc1162";
  DROP TYPE "public"."enum_pages_blocks_recently_view_bff44fbe";`)
}
