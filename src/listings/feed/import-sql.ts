import 'server-only'
import { STORED_PHOTO_PATH } from '../constants'
import type { ListingsDb, Param, Scalar } from '../db'
import type { NormalizedListing } from './reso'

/**
 * Bulk writes for the importer. SQLite: multi-row VALUES, 500 rows a statement. PostgreSQL: one
 * array per column through unnest(), 5,000 rows a statement (far less to parse than VALUES lists).
 */
type Column = readonly [name: string, pgType: string]

const listingColumns: Column[] = [
  ['uls', 'text'],
  ['status', 'text'],
  ['transaction_type', 'text'],
  ['type_code', 'text'],
  ['mun_code', 'text'],
  ['street', 'text'],
  ['postal_code', 'text'],
  ['price', 'int'],
  ['lat_e6', 'int'],
  ['lng_e6', 'int'],
  ['bedrooms', 'int'],
  ['bathrooms', 'int'],
  ['area', 'int'],
  ['badge', 'text'],
  ['photo_url', 'text'],
  ['open_house_until', 'float8'],
  ['listed_at', 'float8'],
  ['modified_at', 'float8'],
  ['content_hash', 'text'],
  ['source', 'text'],
]
const detailColumns: Column[] = [
  ['listing_id', 'int'],
  ['description_fr', 'text'],
  ['description_en', 'text'],
  ['broker_name', 'text'],
  ['office_name', 'text'],
  ['list_agent_key', 'text'],
  ['list_office_key', 'text'],
]
const photoColumns: Column[] = [
  ['listing_id', 'int'],
  ['position', 'int'],
  ['url', 'text'],
]
const openHouseColumns: Column[] = [
  ['listing_id', 'int'],
  ['starts_at', 'float8'],
  ['ends_at', 'float8'],
]

export type Hashed = { listing: NormalizedListing; hash: string }

const listingValues = ({ listing: l, hash }: Hashed, source: string): Scalar[] => [
  l.uls,
  l.status,
  l.transaction,
  l.type_code,
  l.mun_code,
  l.street,
  l.postal_code,
  l.price,
  l.lat_e6,
  l.lng_e6,
  l.bedrooms,
  l.bathrooms,
  l.area,
  l.badge,
  l.photos[0] ?? null,
  l.open_houses.length ? Math.max(...l.open_houses.map(([, end]) => end)) : null,
  l.listed_at,
  l.modified_at,
  hash,
  source,
]

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

/** INSERT of many rows, then `suffix` (ON CONFLICT…, RETURNING…); the rows RETURNING gives back. */
async function insertMany<T>(
  db: ListingsDb,
  table: string,
  columns: Column[],
  rows: Scalar[][],
  suffix = '',
): Promise<T[]> {
  const names = columns.map(([n]) => n).join(', ')
  const out: T[] = []
  if (db.dialect === 'postgres') {
    for (const part of chunks(rows, 5000)) {
      const arrays: Param[] = columns.map((_, j) => part.map((r) => r[j]))
      out.push(
        ...(await db.all<T>(
          `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${columns.map(([, t]) => `?::${t}[]`).join(', ')})${suffix}`,
          arrays,
        )),
      )
    }
    return out
  }
  const tuple = `(${columns.map(() => '?').join(', ')})`
  for (const part of chunks(rows, 500)) {
    out.push(
      ...(await db.all<T>(
        `INSERT INTO ${table} (${names}) VALUES ${Array(part.length).fill(tuple).join(', ')}${suffix}`,
        part.flat(),
      )),
    )
  }
  return out
}

const updateAll = (columns: Column[], key: string) =>
  columns
    .filter(([n]) => n !== key)
    .map(([n]) => `${n} = excluded.${n}`)
    .join(', ')

/** A stored photo (a media file) a changed listing no longer lists: src/listings/sync/photo-prune.ts deletes it if unused. */
export type ReplacedPhoto = { listing_id: number; url: string }

/**
 * Insert or update listings by key, recording their source (`feed:<site>` or `file`: the last writer
 * owns a listing), then replace their details, photos and open houses; answers the stored photos replaced.
 */
export async function upsertListings(
  db: ListingsDb,
  rows: Hashed[],
  changedIds: number[],
  source: string,
): Promise<ReplacedPhoto[]> {
  const replaced: ReplacedPhoto[] = []
  const returned = await insertMany<{ id: number; uls: string }>(
    db,
    'listings',
    listingColumns,
    rows.map((r) => listingValues(r, source)),
    ` ON CONFLICT (uls) DO UPDATE SET ${updateAll(listingColumns, 'uls')} RETURNING id, uls`,
  )
  const ids = new Map(returned.map((r) => [r.uls, Number(r.id)]))
  for (const part of chunks(changedIds, 500)) {
    const list = part.map(() => '?').join(', ')
    const stored = await db.all<ReplacedPhoto>(
      `SELECT listing_id, url FROM listing_photos WHERE listing_id IN (${list}) AND url LIKE ?`,
      [...part, `${STORED_PHOTO_PATH}%`],
    )
    replaced.push(...stored.map((r) => ({ listing_id: Number(r.listing_id), url: r.url })))
    await db.run(`DELETE FROM listing_photos WHERE listing_id IN (${list})`, part)
    await db.run(`DELETE FROM listing_open_houses WHERE listing_id IN (${list})`, part)
  }
  const idOf = (l: NormalizedListing) => ids.get(l.uls) as number
  await insertMany(
    db,
    'listing_details',
    detailColumns,
    rows.map(({ listing: l }) => [
      idOf(l),
      l.description_fr,
      l.description_en,
      l.broker_name,
      l.office_name,
      l.list_agent_key,
      l.list_office_key,
    ]),
    ` ON CONFLICT (listing_id) DO UPDATE SET ${updateAll(detailColumns, 'listing_id')}`,
  )
  await insertMany(
    db,
    'listing_photos',
    photoColumns,
    rows.flatMap(({ listing: l }) => l.photos.map((url, i) => [idOf(l), i, url])),
  )
  const opens = rows.flatMap(({ listing: l }) => [...new Map(l.open_houses).entries()].map(([s, e]) => [idOf(l), s, e]))
  await insertMany(db, 'listing_open_houses', openHouseColumns, opens)
  return replaced
}

/** Unchanged listings a source now sends become its own (a feed taking over listings a file brought). */
export async function claim(db: ListingsDb, ids: number[], source: string): Promise<void> {
  for (const part of chunks(ids, 500)) {
    await db.run(`UPDATE listings SET source = ? WHERE id IN (${part.map(() => '?').join(', ')})`, [source, ...part])
  }
}

/** Listings missing from a full feed leave the search. */
export async function withdraw(db: ListingsDb, ids: number[], now: number): Promise<void> {
  for (const part of chunks(ids, 500)) {
    await db.run(
      `UPDATE listings SET status = 'withdrawn', modified_at = ? WHERE id IN (${part.map(() => '?').join(', ')})`,
      [now, ...part],
    )
  }
}
