// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_tags_category" AS ENUM('necessary', 'analytics', 'marketing', 'functional');
  CREATE TYPE "public"."enum_sites_tags_placement" AS ENUM('head', 'body');
  CREATE TYPE "public"."enum_sites_tags_provider" AS ENUM('ga4', 'gtm', 'meta', 'custom');
  CREATE TYPE "public"."enum_consent_records_locale" AS ENUM('fr', 'en');
  CREATE TABLE "sites_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"category" "enum_sites_tags_category" DEFAULT 'analytics' NOT NULL,
  	"placement" "enum_sites_tags_placement" DEFAULT 'head' NOT NULL,
  	"provider" "enum_sites_tags_provider" DEFAULT 'ga4' NOT NULL,
  	"tag_id" varchar,
  	"origin" varchar,
  	"script_url" varchar
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"visitor_id" varchar NOT NULL,
  	"version" varchar NOT NULL,
  	"locale" "enum_consent_records_locale",
  	"analytics" boolean,
  	"marketing" boolean,
  	"functional" boolean,
  	"decided_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "sites_tags" ADD CONSTRAINT "sites_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_tags_order_idx" ON "sites_tags" USING btree ("_order");
  CREATE INDEX "sites_tags_parent_id_idx" ON "sites_tags" USING btree ("_parent_id");
  CREATE INDEX "consent_records_tenant_idx" ON "consent_records" USING btree ("tenant_id");
  CREATE INDEX "consent_records_visitor_id_idx" ON "consent_records" USING btree ("visitor_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_tags" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_sites_tags_category";
  DROP TYPE "public"."enum_sites_tags_placement";
  DROP TYPE "public"."enum_sites_tags_provider";
  DROP TYPE "public"."enum_consent_records_locale";`)
}
