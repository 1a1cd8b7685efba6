// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_assignee_mail_state" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('leads.export');
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"body" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"user_email" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "source_path" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_listing" varchar;
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "assignee_mail_state" "enum_leads_assignee_mail_state";
  ALTER TABLE "leads" ADD COLUMN "assignee_mail_to" varchar;
  ALTER TABLE "leads" ADD COLUMN "assignee_mail_attempts" numeric;
  ALTER TABLE "leads" ADD COLUMN "assignee_mail_next_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "assignee_mail_locked_until" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "assignee_mail_error" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_user_email_idx" ON "audit_log" USING btree ("user_email");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_source_path_idx" ON "leads" USING btree ("source_path");
  CREATE INDEX "leads_source_listing_idx" ON "leads" USING btree ("source_listing");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_assignee_mail_state_idx" ON "leads" USING btree ("assignee_mail_state");
  CREATE INDEX "leads_assignee_mail_next_at_idx" ON "leads" USING btree ("assignee_mail_next_at");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_assignee_id_members_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "leads_source_path_idx";
  DROP INDEX "leads_source_listing_idx";
  DROP INDEX "leads_status_idx";
  DROP INDEX "leads_assignee_idx";
  DROP INDEX "leads_assignee_mail_state_idx";
  DROP INDEX "leads_assignee_mail_next_at_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "leads" DROP COLUMN "source_path";
  ALTER TABLE "leads" DROP COLUMN "source_listing";
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "assignee_id";
  ALTER TABLE "leads" DROP COLUMN "first_contacted_at";
  ALTER TABLE "leads" DROP COLUMN "assignee_mail_state";
  ALTER TABLE "leads" DROP COLUMN "assignee_mail_to";
  ALTER TABLE "leads" DROP COLUMN "assignee_mail_attempts";
  ALTER TABLE "leads" DROP COLUMN "assignee_mail_next_at";
  ALTER TABLE "leads" DROP COLUMN "assignee_mail_locked_until";
  ALTER TABLE "leads" DROP COLUMN "assignee_mail_error";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_assignee_mail_state";
  DROP TYPE "public"."enum_audit_log_action";`)
}
