import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Records the feed sent but the sync rejected, by their key (issue 32 item 8): kept until a later
 * run imports them (each run asks the feed for them again) or the feed no longer holds them, so a
 * watermark moving past a rejected record never loses it. The reason shown in the admin is kept.
 */
const up_ = [
  `CREATE TABLE listing_feed_rejects (
    site_id integer NOT NULL, resource text NOT NULL, record_key text NOT NULL, field text NOT NULL, reason text NOT NULL,
    first_rejected_at integer NOT NULL, last_rejected_at integer NOT NULL, attempts integer NOT NULL DEFAULT 1,
    PRIMARY KEY (site_id, resource, record_key)
  )`,
]

const down_ = ['DROP TABLE IF EXISTS listing_feed_rejects']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of up_) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of down_) await db.run(sql.raw(statement))
}
