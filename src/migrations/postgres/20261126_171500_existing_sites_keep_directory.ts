// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Sites now present only the members and offices they declare (docs/decisions/0025). A site that
 * existed before declares, once, every member and office of the directory, so an upgraded deployment
 * keeps showing what it showed; agency sites need not (declaring nobody, they present everyone).
 */
const declare = (path: 'members' | 'offices') => `
  INSERT INTO sites_rels ("order", parent_id, path, ${path}_id)
  SELECT d.n, s.id, '${path}', d.id FROM sites s
  CROSS JOIN (SELECT id, ROW_NUMBER() OVER (ORDER BY position, id) AS n FROM ${path}) d
  WHERE s.site_type <> 'agency' AND NOT EXISTS (SELECT 1 FROM sites_rels r WHERE r.parent_id = s.id AND r.path = '${path}')`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(declare('members')))
  await db.execute(sql.raw(declare('offices')))
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // The declarations stay: sites_rels goes with the migration before this one.
}
