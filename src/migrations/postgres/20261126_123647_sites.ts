// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Globals' timestamps may be empty; as collections they are required.
  for (const table of ['header', 'footer', 'theme']) await db.execute(sql.raw(`UPDATE "${table}" SET created_at = coalesce(created_at, now()), updated_at = coalesce(updated_at, now())`))
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_head_elements_tag" AS ENUM('meta', 'link');
  CREATE TYPE "public"."enum_sites_site_type" AS ENUM('broker', 'team', 'agency');
  CREATE TYPE "public"."enum_sites_brand_version" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_sites_captcha_version" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_editors_role" AS ENUM('admin', 'editor');
  CREATE TABLE "sites_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "sites_head_elements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" "enum_sites_head_elements_tag" NOT NULL,
  	"name" varchar,
  	"content" varchar,
  	"rel" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'Courtier' NOT NULL,
  	"site_type" "enum_sites_site_type" DEFAULT 'broker' NOT NULL,
  	"brand_version" "enum_sites_brand_version" DEFAULT '1' NOT NULL,
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
  	"captcha_version" "enum_sites_captcha_version" DEFAULT '3',
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "editors_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL
  );
  
  DROP INDEX "redirects_from_idx";
  ALTER TABLE "header" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "header" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "header" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "footer" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "footer" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "theme" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "theme" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "theme" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "theme" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "tenant_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_tenant_id" integer;
  ALTER TABLE "redirects" ADD COLUMN "tenant_id" integer;
  ALTER TABLE "editors" ADD COLUMN "role" "enum_editors_role" DEFAULT 'editor' NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "tenant_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "header_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "footer_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "theme_id" integer;
  ALTER TABLE "header" ADD COLUMN "tenant_id" integer;
  ALTER TABLE "footer" ADD COLUMN "tenant_id" integer;
  ALTER TABLE "theme" ADD COLUMN "tenant_id" integer;
  ALTER TABLE "sites_domains" ADD CONSTRAINT "sites_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_head_elements" ADD CONSTRAINT "sites_head_elements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_franchise_logos_v1_light_id_media_id_fk" FOREIGN KEY ("franchise_logos_v1_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_franchise_logos_v1_dark_id_media_id_fk" FOREIGN KEY ("franchise_logos_v1_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_franchise_logos_v2_light_id_media_id_fk" FOREIGN KEY ("franchise_logos_v2_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_franchise_logos_v2_dark_id_media_id_fk" FOREIGN KEY ("franchise_logos_v2_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editors_sites" ADD CONSTRAINT "editors_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editors_sites" ADD CONSTRAINT "editors_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_domains_order_idx" ON "sites_domains" USING btree ("_order");
  CREATE INDEX "sites_domains_parent_id_idx" ON "sites_domains" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sites_domains_domain_idx" ON "sites_domains" USING btree ("domain");
  CREATE INDEX "sites_head_elements_order_idx" ON "sites_head_elements" USING btree ("_order");
  CREATE INDEX "sites_head_elements_parent_id_idx" ON "sites_head_elements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sites_site_id_idx" ON "sites" USING btree ("site_id");
  CREATE INDEX "sites_favicon_idx" ON "sites" USING btree ("favicon_id");
  CREATE INDEX "sites_franchise_logos_franchise_logos_v1_light_idx" ON "sites" USING btree ("franchise_logos_v1_light_id");
  CREATE INDEX "sites_franchise_logos_franchise_logos_v1_dark_idx" ON "sites" USING btree ("franchise_logos_v1_dark_id");
  CREATE INDEX "sites_franchise_logos_franchise_logos_v2_light_idx" ON "sites" USING btree ("franchise_logos_v2_light_id");
  CREATE INDEX "sites_franchise_logos_franchise_logos_v2_dark_idx" ON "sites" USING btree ("franchise_logos_v2_dark_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "editors_sites_order_idx" ON "editors_sites" USING btree ("_order");
  CREATE INDEX "editors_sites_parent_id_idx" ON "editors_sites" USING btree ("_parent_id");
  CREATE INDEX "editors_sites_site_idx" ON "editors_sites" USING btree ("site_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_tenant_id_sites_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_header_fk" FOREIGN KEY ("header_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footer_fk" FOREIGN KEY ("footer_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_theme_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."theme"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_tenant_idx" ON "pages" USING btree ("tenant_id");
  CREATE INDEX "_pages_v_version_version_tenant_idx" ON "_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "redirects_tenant_idx" ON "redirects" USING btree ("tenant_id");
  CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_header_id_idx" ON "payload_locked_documents_rels" USING btree ("header_id");
  CREATE INDEX "payload_locked_documents_rels_footer_id_idx" ON "payload_locked_documents_rels" USING btree ("footer_id");
  CREATE INDEX "payload_locked_documents_rels_theme_id_idx" ON "payload_locked_documents_rels" USING btree ("theme_id");
  CREATE UNIQUE INDEX "header_tenant_idx" ON "header" USING btree ("tenant_id");
  CREATE INDEX "header_updated_at_idx" ON "header" USING btree ("updated_at");
  CREATE INDEX "header_created_at_idx" ON "header" USING btree ("created_at");
  CREATE UNIQUE INDEX "footer_tenant_idx" ON "footer" USING btree ("tenant_id");
  CREATE INDEX "footer_updated_at_idx" ON "footer" USING btree ("updated_at");
  CREATE INDEX "footer_created_at_idx" ON "footer" USING btree ("created_at");
  CREATE UNIQUE INDEX "theme_tenant_idx" ON "theme" USING btree ("tenant_id");
  CREATE INDEX "theme_updated_at_idx" ON "theme" USING btree ("updated_at");
  CREATE INDEX "theme_created_at_idx" ON "theme" USING btree ("created_at");
  CREATE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");`)
  // Today's single site becomes the first site (docs/decisions/0023): its record, head elements and
  // domains (localhost and 127.0.0.1 kept for local runs), and every scoped document and per-site setting.
  const plain = 'name, site_id, microsite_id, site_key, production, maintenance, domain_name, contact_phone_display, contact_phone_intl, contact_email, captcha_site_key, captcha_enterprise, contact_form_show_consent, contact_form_contact_name, contact_form_default_recipient_email, favicon_id, franchise_logos_v1_light_id, franchise_logos_v1_dark_id, franchise_logos_v2_light_id, franchise_logos_v2_dark_id, powered_by_label, powered_by_url, updated_at, created_at'
  const enums = 'site_type::text::enum_sites_site_type, brand_version::text::enum_sites_brand_version, captcha_version::text::enum_sites_captcha_version'
  await db.execute(sql.raw(`INSERT INTO sites (${plain}, site_type, brand_version, captcha_version) SELECT ${plain}, ${enums} FROM site ORDER BY id LIMIT 1`))
  const first = '(SELECT min(id) FROM sites)'
  await db.execute(sql.raw(`INSERT INTO sites_head_elements (_order, _parent_id, id, tag, name, content, rel, href) SELECT _order, ${first}, id, tag::text::enum_sites_head_elements_tag, name, content, rel, href FROM site_head_elements WHERE _parent_id = (SELECT min(id) FROM site)`))
  await db.execute(sql.raw(`INSERT INTO sites_domains (_order, _parent_id, id, domain) SELECT 1, id, 'migrated-localhost', 'localhost' FROM sites`))
  await db.execute(sql.raw(`INSERT INTO sites_domains (_order, _parent_id, id, domain) SELECT 2, id, 'migrated-loopback', '127.0.0.1' FROM sites`))
  await db.execute(sql.raw(`INSERT INTO sites_domains (_order, _parent_id, id, domain) SELECT 3, id, 'migrated-domain', lower(domain_name) FROM sites WHERE domain_name IS NOT NULL AND trim(domain_name) <> '' AND lower(domain_name) NOT IN ('localhost', '127.0.0.1')`))
  for (const table of ['header', 'footer', 'theme', 'pages', 'redirects', 'leads']) await db.execute(sql.raw(`UPDATE "${table}" SET tenant_id = ${first}`))
  await db.execute(sql.raw(`UPDATE "_pages_v" SET version_tenant_id = ${first}`))
  // The editors of a single site administered all of it: they keep every site.
  await db.execute(sql.raw(`UPDATE editors SET role = 'admin'`))
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_head_elements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editors_sites" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_domains" CASCADE;
  DROP TABLE "sites_head_elements" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "editors_sites" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_tenant_id_sites_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_tenant_id_sites_id_fk";
  
  ALTER TABLE "redirects" DROP CONSTRAINT "redirects_tenant_id_sites_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_tenant_id_sites_id_fk";
  
  ALTER TABLE "header" DROP CONSTRAINT "header_tenant_id_sites_id_fk";
  
  ALTER TABLE "footer" DROP CONSTRAINT "footer_tenant_id_sites_id_fk";
  
  ALTER TABLE "theme" DROP CONSTRAINT "theme_tenant_id_sites_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_header_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_footer_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_theme_fk";
  
  DROP INDEX "pages_tenant_idx";
  DROP INDEX "_pages_v_version_version_tenant_idx";
  DROP INDEX "redirects_tenant_idx";
  DROP INDEX "leads_tenant_idx";
  DROP INDEX "header_tenant_idx";
  DROP INDEX "header_updated_at_idx";
  DROP INDEX "header_created_at_idx";
  DROP INDEX "footer_tenant_idx";
  DROP INDEX "footer_updated_at_idx";
  DROP INDEX "footer_created_at_idx";
  DROP INDEX "theme_tenant_idx";
  DROP INDEX "theme_updated_at_idx";
  DROP INDEX "theme_created_at_idx";
  DROP INDEX "payload_locked_documents_rels_sites_id_idx";
  DROP INDEX "payload_locked_documents_rels_header_id_idx";
  DROP INDEX "payload_locked_documents_rels_footer_id_idx";
  DROP INDEX "payload_locked_documents_rels_theme_id_idx";
  DROP INDEX "redirects_from_idx";
  ALTER TABLE "header" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "header" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "header" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "footer" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "footer" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "theme" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "theme" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "theme" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "theme" ALTER COLUMN "created_at" DROP NOT NULL;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  ALTER TABLE "pages" DROP COLUMN "tenant_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_tenant_id";
  ALTER TABLE "redirects" DROP COLUMN "tenant_id";
  ALTER TABLE "editors" DROP COLUMN "role";
  ALTER TABLE "leads" DROP COLUMN "tenant_id";
  ALTER TABLE "header" DROP COLUMN "tenant_id";
  ALTER TABLE "footer" DROP COLUMN "tenant_id";
  ALTER TABLE "theme" DROP COLUMN "tenant_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "header_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "footer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "theme_id";
  DROP TYPE "public"."enum_sites_head_elements_tag";
  DROP TYPE "public"."enum_sites_site_type";
  DROP TYPE "public"."enum_sites_brand_version";
  DROP TYPE "public"."enum_sites_captcha_version";
  DROP TYPE "public"."enum_editors_role";`)
}
