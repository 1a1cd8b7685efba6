// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_head_elements" CASCADE;
  DROP TABLE "site" CASCADE;
  DROP TYPE "public"."enum_site_head_elements_tag";
  DROP TYPE "public"."enum_site_site_type";
  DROP TYPE "public"."enum_site_brand_version";
  DROP TYPE "public"."enum_site_captcha_version";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_head_elements_tag" AS ENUM('meta', 'link');
  CREATE TYPE "public"."enum_site_site_type" AS ENUM('broker', 'agency');
  CREATE TYPE "public"."enum_site_brand_version" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_site_captcha_version" AS ENUM('2', '3');
  CREATE TABLE "site_head_elements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" "enum_site_head_elements_tag" NOT NULL,
  	"name" varchar,
  	"content" varchar,
  	"rel" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "site" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'Courtier' NOT NULL,
  	"site_type" "enum_site_site_type" DEFAULT 'broker' NOT NULL,
  	"brand_version" "enum_site_brand_version" DEFAULT '1' NOT NULL,
  	"site_id" varchar DEFAULT 'demo' NOT NULL,
  	"microsite_id" varchar DEFAULT 'demo' NOT NULL,
  	"site_key" varchar,
  	"production" boolean DEFAULT false,
  	"maintenance" boolean DEFAULT false,
  	"domain_name" varchar,
  	"contact_phone_display" varchar,
  	"contact_phone_intl" varchar,
  	"contact_email" varchar,
  	"captcha_site_key" varchar,
  	"captcha_version" "enum_site_captcha_version" DEFAULT '3',
  	"captcha_enterprise" boolean DEFAULT false,
  	"contact_form_show_consent" boolean DEFAULT true,
  	"contact_form_contact_name" varchar,
  	"contact_form_default_recipient_email" varchar,
  	"favicon_id" integer,
  	"franchise_logos_v1_light_id" integer,
  	"franchise_logos_v1_dark_id" integer,
  	"franchise_logos_v2_light_id" integer,
  	"franchise_logos_v2_dark_id" integer,
  	"powered_by_label" varchar,
  	"powered_by_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_head_elements" ADD CONSTRAINT "site_head_elements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v1_light_id_media_id_fk" FOREIGN KEY ("franchise_logos_v1_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v1_dark_id_media_id_fk" FOREIGN KEY ("franchise_logos_v1_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v2_light_id_media_id_fk" FOREIGN KEY ("franchise_logos_v2_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v2_dark_id_media_id_fk" FOREIGN KEY ("franchise_logos_v2_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_head_elements_order_idx" ON "site_head_elements" USING btree ("_order");
  CREATE INDEX "site_head_elements_parent_id_idx" ON "site_head_elements" USING btree ("_parent_id");
  CREATE INDEX "site_favicon_idx" ON "site" USING btree ("favicon_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v1_light_idx" ON "site" USING btree ("franchise_logos_v1_light_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v1_dark_idx" ON "site" USING btree ("franchise_logos_v1_dark_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v2_light_idx" ON "site" USING btree ("franchise_logos_v2_light_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v2_dark_idx" ON "site" USING btree ("franchise_logos_v2_dark_id");`)
}
