import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`body\` text,
  	\`at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_email\` text,
  	\`details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_user_email_idx\` ON \`audit_log\` (\`user_email\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_path\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_listing\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_id\` integer REFERENCES members(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_mail_state\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_mail_to\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_mail_attempts\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_mail_next_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_mail_locked_until\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_mail_error\` text;`)
  await db.run(sql`CREATE INDEX \`leads_source_path_idx\` ON \`leads\` (\`source_path\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_listing_idx\` ON \`leads\` (\`source_listing\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_idx\` ON \`leads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_mail_state_idx\` ON \`leads\` (\`assignee_mail_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_mail_next_at_idx\` ON \`leads\` (\`assignee_mail_next_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`form_type\` text NOT NULL,
  	\`locale\` text,
  	\`site\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`full_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`fields\` text,
  	\`recipient_type\` text,
  	\`recipient_slug\` text,
  	\`recipient_email\` text,
  	\`consent_shown\` integer,
  	\`consent_transaction\` integer,
  	\`consent_marketing\` integer,
  	\`consent_transaction_wording\` text,
  	\`consent_marketing_wording\` text,
  	\`consent_version\` text,
  	\`consent_recorded_at\` text,
  	\`review_flagged\` integer DEFAULT false,
  	\`review_reason\` text,
  	\`captcha_score\` numeric,
  	\`delivery_state\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`email_sent\` integer,
  	\`webhook_sent\` integer,
  	\`delivered_at\` text,
  	\`locked_until\` text,
  	\`last_error\` text,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "tenant_id", "form_type", "locale", "site", "first_name", "last_name", "full_name", "email", "phone", "message", "fields", "recipient_type", "recipient_slug", "recipient_email", "consent_shown", "consent_transaction", "consent_marketing", "consent_transaction_wording", "consent_marketing_wording", "consent_version", "consent_recorded_at", "review_flagged", "review_reason", "captcha_score", "delivery_state", "delivery_attempts", "next_attempt_at", "email_sent", "webhook_sent", "delivered_at", "locked_until", "last_error", "ip", "user_agent", "idempotency_key", "updated_at", "created_at") SELECT "id", "tenant_id", "form_type", "locale", "site", "first_name", "last_name", "full_name", "email", "phone", "message", "fields", "recipient_type", "recipient_slug", "recipient_email", "consent_shown", "consent_transaction", "consent_marketing", "consent_transaction_wording", "consent_marketing_wording", "consent_version", "consent_recorded_at", "review_flagged", "review_reason", "captcha_score", "delivery_state", "delivery_attempts", "next_attempt_at", "email_sent", "webhook_sent", "delivered_at", "locked_until", "last_error", "ip", "user_agent", "idempotency_key", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_tenant_idx\` ON \`leads\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_form_type_idx\` ON \`leads\` (\`form_type\`);`)
  await db.run(sql`CREATE INDEX \`leads_review_flagged_idx\` ON \`leads\` (\`review_flagged\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_attempt_at_idx\` ON \`leads\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`editors_id\` integer,
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	\`offices_id\` integer,
  	\`members_id\` integer,
  	\`leads_id\` integer,
  	\`header_id\` integer,
  	\`footer_id\` integer,
  	\`theme_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`header_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footer_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`theme_id\`) REFERENCES \`theme\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "redirects_id", "editors_id", "articles_id", "article_categories_id", "offices_id", "members_id", "leads_id", "header_id", "footer_id", "theme_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "redirects_id", "editors_id", "articles_id", "article_categories_id", "offices_id", "members_id", "leads_id", "header_id", "footer_id", "theme_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_header_id_idx\` ON \`payload_locked_documents_rels\` (\`header_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footer_id_idx\` ON \`payload_locked_documents_rels\` (\`footer_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_theme_id_idx\` ON \`payload_locked_documents_rels\` (\`theme_id\`);`)
}
