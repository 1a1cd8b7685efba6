import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_domains\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`domain\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_domains_order_idx\` ON \`sites_domains\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_domains_parent_id_idx\` ON \`sites_domains\` (\`_parent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_domains_domain_idx\` ON \`sites_domains\` (\`domain\`);`)
  await db.run(sql`CREATE TABLE \`sites_head_elements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag\` text NOT NULL,
  	\`name\` text,
  	\`content\` text,
  	\`rel\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_head_elements_order_idx\` ON \`sites_head_elements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_head_elements_parent_id_idx\` ON \`sites_head_elements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text DEFAULT 'Courtier' NOT NULL,
  	\`site_type\` text DEFAULT 'broker' NOT NULL,
  	\`brand_version\` text DEFAULT '1' NOT NULL,
  	\`site_id\` text DEFAULT 'demo' NOT NULL,
  	\`microsite_id\` text DEFAULT 'demo' NOT NULL,
  	\`site_key\` text,
  	\`production\` integer DEFAULT false,
  	\`maintenance\` integer DEFAULT false,
  	\`domain_name\` text,
  	\`contact_phone_display\` text,
  	\`contact_phone_intl\` text,
  	\`contact_email\` text,
  	\`captcha_site_key\` text,
  	\`captcha_version\` text DEFAULT '3',
  	\`captcha_enterprise\` integer DEFAULT false,
  	\`contact_form_show_consent\` integer DEFAULT true,
  	\`contact_form_contact_name\` text,
  	\`contact_form_default_recipient_email\` text,
  	\`favicon_id\` integer,
  	\`franchise_logos_v1_light_id\` integer,
  	\`franchise_logos_v1_dark_id\` integer,
  	\`franchise_logos_v2_light_id\` integer,
  	\`franchise_logos_v2_dark_id\` integer,
  	\`powered_by_label\` text,
  	\`powered_by_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v1_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v1_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v2_light_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_logos_v2_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_site_id_idx\` ON \`sites\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_favicon_idx\` ON \`sites\` (\`favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v1_light_idx\` ON \`sites\` (\`franchise_logos_v1_light_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v1_dark_idx\` ON \`sites\` (\`franchise_logos_v1_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v2_light_idx\` ON \`sites\` (\`franchise_logos_v2_light_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_franchise_logos_franchise_logos_v2_dark_idx\` ON \`sites\` (\`franchise_logos_v2_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`editors_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_id\` integer NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_sites_order_idx\` ON \`editors_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`editors_sites_parent_id_idx\` ON \`editors_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`editors_sites_site_idx\` ON \`editors_sites\` (\`site_id\`);`)
  await db.run(sql`DROP INDEX \`redirects_from_idx\`;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`tenant_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`redirects_tenant_idx\` ON \`redirects\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header\`("id", "tenant_id", "updated_at", "created_at") SELECT "id", NULL, "updated_at", "created_at" FROM \`header\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`ALTER TABLE \`__new_header\` RENAME TO \`header\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_tenant_idx\` ON \`header\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`header_updated_at_idx\` ON \`header\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`header_created_at_idx\` ON \`header\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer\`("id", "tenant_id", "updated_at", "created_at") SELECT "id", NULL, "updated_at", "created_at" FROM \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer\` RENAME TO \`footer\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_tenant_idx\` ON \`footer\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_updated_at_idx\` ON \`footer\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footer_created_at_idx\` ON \`footer\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_theme\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`preset\` text DEFAULT 'blue',
  	\`border_radius_small\` text DEFAULT '20px',
  	\`border_radius_medium\` text DEFAULT '40px',
  	\`border_radius_large\` text DEFAULT '120px',
  	\`fonts_base\` text,
  	\`fonts_heading\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_theme\`("id", "tenant_id", "preset", "border_radius_small", "border_radius_medium", "border_radius_large", "fonts_base", "fonts_heading", "updated_at", "created_at") SELECT "id", NULL, "preset", "border_radius_small", "border_radius_medium", "border_radius_large", "fonts_base", "fonts_heading", "updated_at", "created_at" FROM \`theme\`;`)
  await db.run(sql`DROP TABLE \`theme\`;`)
  await db.run(sql`ALTER TABLE \`__new_theme\` RENAME TO \`theme\`;`)
  // Foreign keys stay off until the three tables are rebuilt: dropping footer or theme with them on would cascade to their block rows.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`theme_tenant_idx\` ON \`theme\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_updated_at_idx\` ON \`theme\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_created_at_idx\` ON \`theme\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`tenant_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`pages_tenant_idx\` ON \`pages\` (\`tenant_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_tenant_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_tenant_idx\` ON \`_pages_v\` (\`version_tenant_id\`);`)
  await db.run(sql`ALTER TABLE \`editors\` ADD \`role\` text DEFAULT 'editor' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`tenant_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`leads_tenant_idx\` ON \`leads\` (\`tenant_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sites_id\` integer REFERENCES sites(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`header_id\` integer REFERENCES header(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`footer_id\` integer REFERENCES footer(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`theme_id\` integer REFERENCES theme(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_header_id_idx\` ON \`payload_locked_documents_rels\` (\`header_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footer_id_idx\` ON \`payload_locked_documents_rels\` (\`footer_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_theme_id_idx\` ON \`payload_locked_documents_rels\` (\`theme_id\`);`)
  // Today's single site becomes the first site (docs/decisions/0023): its record, head elements and
  // domains (localhost and 127.0.0.1 kept for local runs), and every scoped document and per-site setting.
  const cols = 'name, site_type, brand_version, site_id, microsite_id, site_key, production, maintenance, domain_name, contact_phone_display, contact_phone_intl, contact_email, captcha_site_key, captcha_version, captcha_enterprise, contact_form_show_consent, contact_form_contact_name, contact_form_default_recipient_email, favicon_id, franchise_logos_v1_light_id, franchise_logos_v1_dark_id, franchise_logos_v2_light_id, franchise_logos_v2_dark_id, powered_by_label, powered_by_url, updated_at, created_at'
  await db.run(sql.raw(`INSERT INTO sites (${cols}) SELECT ${cols} FROM site ORDER BY id LIMIT 1`))
  const first = '(SELECT min(id) FROM sites)'
  await db.run(sql.raw(`INSERT INTO sites_head_elements (_order, _parent_id, id, tag, name, content, rel, href) SELECT _order, ${first}, id, tag, name, content, rel, href FROM site_head_elements WHERE _parent_id = (SELECT min(id) FROM site)`))
  await db.run(sql.raw(`INSERT INTO sites_domains (_order, _parent_id, id, domain) SELECT 1, id, 'migrated-localhost', 'localhost' FROM sites`))
  await db.run(sql.raw(`INSERT INTO sites_domains (_order, _parent_id, id, domain) SELECT 2, id, 'migrated-loopback', '127.0.0.1' FROM sites`))
  await db.run(sql.raw(`INSERT INTO sites_domains (_order, _parent_id, id, domain) SELECT 3, id, 'migrated-domain', lower(domain_name) FROM sites WHERE domain_name IS NOT NULL AND trim(domain_name) <> '' AND lower(domain_name) NOT IN ('localhost', '127.0.0.1')`))
  for (const table of ['header', 'footer', 'theme', 'pages', 'redirects', 'leads']) await db.run(sql.raw(`UPDATE ${table} SET tenant_id = ${first}`))
  await db.run(sql.raw(`UPDATE _pages_v SET version_tenant_id = ${first}`))
  // The editors of a single site administered all of it: they keep every site.
  await db.run(sql.raw(`UPDATE editors SET role = 'admin'`))
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_domains\`;`)
  await db.run(sql`DROP TABLE \`sites_head_elements\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`DROP TABLE \`editors_sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route_key\` text,
  	\`visibility\` text DEFAULT 'public',
  	\`variant_variant_id\` text,
  	\`variant_name\` text,
  	\`variant_color\` text,
  	\`header_choice\` text DEFAULT 'site',
  	\`hide_footer\` integer DEFAULT false,
  	\`seo_og_image_id\` integer,
  	\`seo_robots_index_rule\` text DEFAULT 'index,follow',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "route_key", "visibility", "variant_variant_id", "variant_name", "variant_color", "header_choice", "hide_footer", "seo_og_image_id", "seo_robots_index_rule", "updated_at", "created_at", "_status") SELECT "id", "route_key", "visibility", "variant_variant_id", "variant_name", "variant_color", "header_choice", "hide_footer", "seo_og_image_id", "seo_robots_index_rule", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_og_image_idx\` ON \`pages\` (\`seo_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_route_key\` text,
  	\`version_visibility\` text DEFAULT 'public',
  	\`version_variant_variant_id\` text,
  	\`version_variant_name\` text,
  	\`version_variant_color\` text,
  	\`version_header_choice\` text DEFAULT 'site',
  	\`version_hide_footer\` integer DEFAULT false,
  	\`version_seo_og_image_id\` integer,
  	\`version_seo_robots_index_rule\` text DEFAULT 'index,follow',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_route_key", "version_visibility", "version_variant_variant_id", "version_variant_name", "version_variant_color", "version_header_choice", "version_hide_footer", "version_seo_og_image_id", "version_seo_robots_index_rule", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_route_key", "version_visibility", "version_variant_variant_id", "version_variant_name", "version_variant_color", "version_header_choice", "version_hide_footer", "version_seo_og_image_id", "version_seo_robots_index_rule", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_og_image_idx\` ON \`_pages_v\` (\`version_seo_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to", "type", "updated_at", "created_at") SELECT "id", "from", "to", "type", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "form_type", "locale", "site", "first_name", "last_name", "full_name", "email", "phone", "message", "fields", "recipient_type", "recipient_slug", "recipient_email", "consent_shown", "consent_transaction", "consent_marketing", "consent_transaction_wording", "consent_marketing_wording", "consent_version", "consent_recorded_at", "review_flagged", "review_reason", "captcha_score", "delivery_state", "delivery_attempts", "next_attempt_at", "email_sent", "webhook_sent", "delivered_at", "locked_until", "last_error", "ip", "user_agent", "idempotency_key", "updated_at", "created_at") SELECT "id", "form_type", "locale", "site", "first_name", "last_name", "full_name", "email", "phone", "message", "fields", "recipient_type", "recipient_slug", "recipient_email", "consent_shown", "consent_transaction", "consent_marketing", "consent_transaction_wording", "consent_marketing_wording", "consent_version", "consent_recorded_at", "review_flagged", "review_reason", "captcha_score", "delivery_state", "delivery_attempts", "next_attempt_at", "email_sent", "webhook_sent", "delivered_at", "locked_until", "last_error", "ip", "user_agent", "idempotency_key", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_form_type_idx\` ON \`leads\` (\`form_type\`);`)
  await db.run(sql`CREATE INDEX \`leads_review_flagged_idx\` ON \`leads\` (\`review_flagged\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_attempt_at_idx\` ON \`leads\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`header\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`ALTER TABLE \`__new_header\` RENAME TO \`header\`;`)
  await db.run(sql`CREATE TABLE \`__new_footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer\` RENAME TO \`footer\`;`)
  await db.run(sql`CREATE TABLE \`__new_theme\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`preset\` text DEFAULT 'blue',
  	\`border_radius_small\` text DEFAULT '20px',
  	\`border_radius_medium\` text DEFAULT '40px',
  	\`border_radius_large\` text DEFAULT '120px',
  	\`fonts_base\` text,
  	\`fonts_heading\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_theme\`("id", "preset", "border_radius_small", "border_radius_medium", "border_radius_large", "fonts_base", "fonts_heading", "updated_at", "created_at") SELECT "id", "preset", "border_radius_small", "border_radius_medium", "border_radius_large", "fonts_base", "fonts_heading", "updated_at", "created_at" FROM \`theme\`;`)
  await db.run(sql`DROP TABLE \`theme\`;`)
  await db.run(sql`ALTER TABLE \`__new_theme\` RENAME TO \`theme\`;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`editors_id\` integer,
  	\`articles_id\` integer,
  	\`article_categories_id\` integer,
  	\`offices_id\` integer,
  	\`members_id\` integer,
  	\`leads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "editors_id", "articles_id", "article_categories_id", "offices_id", "members_id", "leads_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "editors_id", "articles_id", "article_categories_id", "offices_id", "members_id", "leads_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`ALTER TABLE \`editors\` DROP COLUMN \`role\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
