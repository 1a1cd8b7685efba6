// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each listing records its source (docs/decisions/0027): `feed:<site>` for a RESO feed, `file` for
 * a file import; a full feed or reconciliation withdraws only its own. A database where no feed ever
 * committed listings holds file imports only. Elsewhere the source stays unknown (never withdrawn by
 * anyone) until the feed sends the listing again: `origin` (the endpoint and resources the
 * watermarks belong to) starts empty, so each feed's next run reads everything and claims its own.
 */
const up_ = [
  'ALTER TABLE listings ADD COLUMN source text',
  'ALTER TABLE listing_feed_state ADD COLUMN origin text',
  "UPDATE listings SET source = 'file' WHERE NOT EXISTS (SELECT 1 FROM listing_syncs WHERE source LIKE 'reso:%')",
]

const down_ = ['ALTER TABLE listing_feed_state DROP COLUMN origin', 'ALTER TABLE listings DROP COLUMN source']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of up_) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of down_) await db.execute(sql.raw(statement))
}
