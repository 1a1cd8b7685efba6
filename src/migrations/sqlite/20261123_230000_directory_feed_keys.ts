import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Offices and members imported from RESO Office/Member resources: which document each feed key
 * became (and the content hash that makes a second import change nothing); listings keep their
 * ListAgentKey / ListOfficeKey so they link to those documents whichever feed came first.
 */
const up_ = [
  `CREATE TABLE directory_feed_keys (
    resource text NOT NULL, feed_key text NOT NULL, doc_id integer NOT NULL, content_hash text NOT NULL,
    PRIMARY KEY (resource, feed_key)
  ) WITHOUT ROWID`,
  `ALTER TABLE listing_details ADD COLUMN list_agent_key text`,
  `ALTER TABLE listing_details ADD COLUMN list_office_key text`,
]

const down_ = [
  'ALTER TABLE listing_details DROP COLUMN list_office_key',
  'ALTER TABLE listing_details DROP COLUMN list_agent_key',
  'DROP TABLE IF EXISTS directory_feed_keys',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of up_) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of down_) await db.run(sql.raw(statement))
}
