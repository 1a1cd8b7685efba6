import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Scheduled RESO Web API sync: one state row per site (the lock with its expiry, the
 * ModificationTimestamp watermark of the last committed page per resource, failures and alerts),
 * and one row per sync run (progress while it runs, then its figures and last error).
 */
const up_ = [
  `CREATE TABLE listing_feed_state (
    site_id integer PRIMARY KEY NOT NULL, lock_holder text, lock_expires_at integer,
    watermarks text NOT NULL DEFAULT '{}', last_full_at integer, last_success_at integer,
    failures integer NOT NULL DEFAULT 0, alerted text
  )`,
  `CREATE TABLE listing_sync_runs (
    id integer PRIMARY KEY NOT NULL, site_id integer NOT NULL, kind text NOT NULL, status text NOT NULL,
    started_at integer NOT NULL, finished_at integer, received integer NOT NULL DEFAULT 0, inserted integer NOT NULL DEFAULT 0,
    updated integer NOT NULL DEFAULT 0, unchanged integer NOT NULL DEFAULT 0, withdrawn integer NOT NULL DEFAULT 0,
    rejected integer NOT NULL DEFAULT 0, rejections text, error text
  )`,
  'CREATE INDEX listing_sync_runs_site ON listing_sync_runs (site_id, id)',
]

const down_ = ['DROP TABLE IF EXISTS listing_sync_runs', 'DROP TABLE IF EXISTS listing_feed_state']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of up_) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of down_) await db.run(sql.raw(statement))
}
