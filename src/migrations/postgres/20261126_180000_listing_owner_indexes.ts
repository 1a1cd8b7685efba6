// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A site's listings are those of its people's feed keys (docs/decisions/0025): the listings of a set of
 * ListAgentKey / ListOfficeKey values are found through these indexes, and a site's people's keys
 * through the documents they were imported as.
 */
const up_ = [
  'CREATE INDEX listing_details_agent_key_idx ON listing_details (list_agent_key, listing_id)',
  'CREATE INDEX listing_details_office_key_idx ON listing_details (list_office_key, listing_id)',
  'CREATE INDEX directory_feed_keys_doc_idx ON directory_feed_keys (resource, doc_id)',
]

const down_ = [
  'DROP INDEX IF EXISTS directory_feed_keys_doc_idx',
  'DROP INDEX IF EXISTS listing_details_office_key_idx',
  'DROP INDEX IF EXISTS listing_details_agent_key_idx',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of up_) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of down_) await db.execute(sql.raw(statement))
}
