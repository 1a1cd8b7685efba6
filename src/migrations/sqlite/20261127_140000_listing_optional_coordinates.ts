import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Latitude and Longitude are optional in RESO: a listing without them is stored with null
 * coordinates, published without a map marker and kept out of the R*Tree (docs/decisions/0034).
 * SQLite cannot drop NOT NULL in place: the table is rebuilt from its own definition (whatever
 * columns it has by now), its indexes recreated as stored, its R*Tree triggers skipping nulls.
 */
type Row = { type: string; name: string; sql: string }

const rtreeTriggers = (located: string) => [
  `CREATE TRIGGER listings_rtree_ai AFTER INSERT ON listings WHEN new.status = 'active'${located} BEGIN
    INSERT INTO listings_rtree VALUES (new.id, new.lat_e6, new.lat_e6, new.lng_e6, new.lng_e6);
  END`,
  `CREATE TRIGGER listings_rtree_au AFTER UPDATE OF status, lat_e6, lng_e6 ON listings BEGIN
    DELETE FROM listings_rtree WHERE id = old.id;
    INSERT INTO listings_rtree SELECT new.id, new.lat_e6, new.lat_e6, new.lng_e6, new.lng_e6 WHERE new.status = 'active'${located};
  END`,
  `CREATE TRIGGER listings_rtree_ad AFTER DELETE ON listings BEGIN DELETE FROM listings_rtree WHERE id = old.id; END`,
]
const LOCATED = ' AND new.lat_e6 IS NOT NULL AND new.lng_e6 IS NOT NULL'

async function rebuild(db: MigrateUpArgs['db'], nullable: boolean): Promise<void> {
  const [table] = (await db.all(sql.raw(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'listings'`))) as Array<{ sql: string }>
  const others = (await db.all(sql.raw(`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'listings' AND type IN ('index', 'trigger') AND sql IS NOT NULL`))) as Row[]
  let create = table.sql.replace(/^CREATE TABLE\s+["`]?listings["`]?/i, 'CREATE TABLE __new_listings')
  create = nullable
    ? create.replace(/\b(lat_e6|lng_e6)\s+integer\s+NOT NULL/gi, '$1 integer')
    : create.replace(/\b(lat_e6|lng_e6)\s+integer\b(?!\s+NOT NULL)/gi, '$1 integer NOT NULL')
  // Dropping listings with foreign keys on would cascade to its details, photos and open houses.
  await db.run(sql.raw('PRAGMA foreign_keys=OFF'))
  await db.run(sql.raw(create))
  await db.run(sql.raw('INSERT INTO __new_listings SELECT * FROM listings'))
  await db.run(sql.raw('DROP TABLE listings'))
  await db.run(sql.raw('ALTER TABLE __new_listings RENAME TO listings'))
  for (const o of others) if (o.type === 'index') await db.run(sql.raw(o.sql))
  for (const o of others) if (o.type === 'trigger' && !o.name.startsWith('listings_rtree_')) await db.run(sql.raw(o.sql))
  for (const t of rtreeTriggers(nullable ? LOCATED : '')) await db.run(sql.raw(t))
  await db.run(sql.raw('PRAGMA foreign_keys=ON'))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Listings without coordinates cannot stay: they leave the search as withdrawn ones would.
  await db.run(sql.raw(`DELETE FROM listings WHERE lat_e6 IS NULL OR lng_e6 IS NULL`))
  await rebuild(db, false)
}
