import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Property alerts delivered (issue 18): per property-alert lead, the last listing id already
 * considered (new listings are those above it), when it was last e-mailed (once a day at most)
 * and when its requester unsubscribed.
 */
const up_ = [
  `CREATE TABLE property_alert_deliveries (
    lead_id integer PRIMARY KEY NOT NULL, last_listing_id integer NOT NULL DEFAULT 0, sent_at integer, sent_count integer NOT NULL DEFAULT 0,
    unsubscribed_at integer
  )`,
]

const down_ = ['DROP TABLE IF EXISTS property_alert_deliveries']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of up_) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of down_) await db.run(sql.raw(statement))
}
