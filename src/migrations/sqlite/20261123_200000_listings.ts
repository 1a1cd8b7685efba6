import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Listings are feed data, not CMS documents: plain tables, written in bulk by the importer.
 * Integer micro-degree coordinates keep the R*Tree (rtree_i32) and the b-trees exactly consistent.
 * Filter columns sit in covering indexes so counts and pages never touch the wide rows.
 */
const filterColumns = 'price, bedrooms, bathrooms, type_code, mun_code, open_house_until'

const up_ = [
  `CREATE TABLE listing_municipalities (mun_code text PRIMARY KEY NOT NULL, description text NOT NULL, region text, lat real, lng real)`,
  `CREATE TABLE listing_property_types (code text PRIMARY KEY NOT NULL, label_fr text NOT NULL, label_en text NOT NULL, position integer NOT NULL)`,
  `CREATE TABLE listings (
    id integer PRIMARY KEY NOT NULL,
    uls text NOT NULL,
    status text NOT NULL,
    transaction_type text NOT NULL,
    type_code text NOT NULL,
    mun_code text NOT NULL,
    street text NOT NULL,
    postal_code text,
    price integer NOT NULL,
    lat_e6 integer NOT NULL,
    lng_e6 integer NOT NULL,
    bedrooms integer NOT NULL DEFAULT 0,
    bathrooms integer NOT NULL DEFAULT 0,
    area integer,
    badge text,
    photo_url text,
    open_house_until integer,
    listed_at integer NOT NULL,
    modified_at integer NOT NULL,
    content_hash text NOT NULL
  )`,
  `CREATE UNIQUE INDEX listings_uls_idx ON listings (uls)`,
  `CREATE INDEX listings_search_idx ON listings (status, transaction_type, lat_e6, lng_e6, ${filterColumns}, listed_at)`,
  `CREATE INDEX listings_mun_idx ON listings (mun_code, status, transaction_type, lat_e6, lng_e6, ${filterColumns}, listed_at)`,
  `CREATE INDEX listings_listed_idx ON listings (status, listed_at, id, transaction_type, lat_e6, lng_e6, ${filterColumns})`,
  `CREATE INDEX listings_price_idx ON listings (status, price, id, transaction_type, lat_e6, lng_e6, bedrooms, bathrooms, type_code, mun_code, open_house_until, listed_at)`,
  `CREATE TABLE listing_details (
    listing_id integer PRIMARY KEY NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
    description_fr text, description_en text, broker_name text, office_name text
  )`,
  `CREATE TABLE listing_photos (
    listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE, position integer NOT NULL, url text NOT NULL,
    PRIMARY KEY (listing_id, position)
  ) WITHOUT ROWID`,
  `CREATE TABLE listing_open_houses (
    listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE, starts_at integer NOT NULL, ends_at integer NOT NULL,
    PRIMARY KEY (listing_id, starts_at)
  ) WITHOUT ROWID`,
  `CREATE TABLE listing_syncs (
    id integer PRIMARY KEY NOT NULL, source text NOT NULL, full_feed integer NOT NULL,
    started_at integer NOT NULL, finished_at integer NOT NULL, received integer NOT NULL, inserted integer NOT NULL,
    updated integer NOT NULL, unchanged integer NOT NULL, withdrawn integer NOT NULL, rejected integer NOT NULL
  )`,
  // Active listings only: the map's unfiltered counts and clusters read the tree alone.
  `CREATE VIRTUAL TABLE listings_rtree USING rtree_i32(id, min_lat, max_lat, min_lng, max_lng)`,
  `CREATE TRIGGER listings_rtree_ai AFTER INSERT ON listings WHEN new.status = 'active' BEGIN
    INSERT INTO listings_rtree VALUES (new.id, new.lat_e6, new.lat_e6, new.lng_e6, new.lng_e6);
  END`,
  `CREATE TRIGGER listings_rtree_au AFTER UPDATE OF status, lat_e6, lng_e6 ON listings BEGIN
    DELETE FROM listings_rtree WHERE id = old.id;
    INSERT INTO listings_rtree SELECT new.id, new.lat_e6, new.lat_e6, new.lng_e6, new.lng_e6 WHERE new.status = 'active';
  END`,
  `CREATE TRIGGER listings_rtree_ad AFTER DELETE ON listings BEGIN DELETE FROM listings_rtree WHERE id = old.id; END`,
]

const down_ = [
  'DROP TRIGGER IF EXISTS listings_rtree_ad',
  'DROP TRIGGER IF EXISTS listings_rtree_au',
  'DROP TRIGGER IF EXISTS listings_rtree_ai',
  'DROP TABLE IF EXISTS listings_rtree',
  'DROP TABLE IF EXISTS listing_syncs',
  'DROP TABLE IF EXISTS listing_open_houses',
  'DROP TABLE IF EXISTS listing_photos',
  'DROP TABLE IF EXISTS listing_details',
  'DROP TABLE IF EXISTS listings',
  'DROP TABLE IF EXISTS listing_property_types',
  'DROP TABLE IF EXISTS listing_municipalities',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of up_) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of down_) await db.run(sql.raw(statement))
}
