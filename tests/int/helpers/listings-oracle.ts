import type { Payload } from 'payload'
import { listingsDb } from '@/listings/db'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import type { ListingFilters } from '@/listings/search/properties-query'

export type OracleRow = {
  id: number
  uls: string
  status: string
  transaction_type: string
  type_code: string
  mun_code: string
  price: number
  lat_e6: number
  lng_e6: number
  bedrooms: number
  bathrooms: number
  open_house_until: number | null
  listed_at: number
  agent_key: string | null
  office_key: string | null
}

/** Every listing, read plainly, to check the search against a straightforward filter in JS. */
export async function allListings(payload: Payload): Promise<OracleRow[]> {
  const rows = await listingsDb(payload).all<OracleRow>(
    `SELECT l.id, l.uls, l.status, l.transaction_type, l.type_code, l.mun_code, l.price, l.lat_e6, l.lng_e6, l.bedrooms, l.bathrooms, l.open_house_until, l.listed_at,
       d.list_agent_key AS agent_key, d.list_office_key AS office_key
     FROM listings l LEFT JOIN listing_details d ON d.listing_id = l.id`,
  )
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    price: Number(r.price),
    lat_e6: Number(r.lat_e6),
    lng_e6: Number(r.lng_e6),
    bedrooms: Number(r.bedrooms),
    bathrooms: Number(r.bathrooms),
    open_house_until: r.open_house_until == null ? null : Number(r.open_house_until),
    listed_at: Number(r.listed_at),
  }))
}

export function matches(r: OracleRow, f: ListingFilters, now: number): boolean {
  const b = f.bounds
  return (
    r.status === f.status &&
    (!f.transaction || r.transaction_type === f.transaction) &&
    (!b || (r.lat_e6 >= b.south && r.lat_e6 <= b.north && r.lng_e6 >= b.west && r.lng_e6 <= b.east)) &&
    (f.price_min == null || r.price >= f.price_min) &&
    (f.price_max == null || r.price <= f.price_max) &&
    (f.bedrooms == null || r.bedrooms >= f.bedrooms) &&
    (f.bathrooms == null || r.bathrooms >= f.bathrooms) &&
    (!f.type.length || f.type.includes(r.type_code as never)) &&
    (!f.mun.length || f.mun.includes(r.mun_code)) &&
    (!f.open_house || (r.open_house_until != null && r.open_house_until >= now))
  )
}

const orderKey = {
  newest: (a: OracleRow, b: OracleRow) => b.listed_at - a.listed_at || b.id - a.id,
  oldest: (a: OracleRow, b: OracleRow) => a.listed_at - b.listed_at || a.id - b.id,
  price_desc: (a: OracleRow, b: OracleRow) => b.price - a.price || b.id - a.id,
  price_asc: (a: OracleRow, b: OracleRow) => a.price - b.price || a.id - b.id,
}

export const sortRows = (rows: OracleRow[], order: keyof typeof orderKey) => [...rows].sort(orderKey[order])

/**
 * Add `count` generated listings (keys from `firstKey`) for tests that need more than the demo's
 * few hundred; the returned function removes them again.
 */
export async function addListings(payload: Payload, count: number, firstKey: number): Promise<() => Promise<void>> {
  const { generateFeed } = await import('@/listings/generator/generate')
  const { importListings } = await import('@/listings/feed/import')
  const db = listingsDb(payload)
  const feed = [...generateFeed({ count, seed: firstKey, firstKey, photos: ['/p/1.jpg'] })].map((record, i) => ({
    line: i + 1,
    record,
  }))
  await importListings(db, feed, { full: false, source: 'test' })
  const range = `uls >= '${firstKey}' AND uls < '${firstKey + count}'`
  return async () => {
    for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
      await db.run(`DELETE FROM ${t} WHERE listing_id IN (SELECT id FROM listings WHERE ${range})`)
    await db.run(`DELETE FROM listings WHERE ${range}`)
    dropSearchIndex(db) // written outside importListings: the sync log does not know
  }
}

/**
 * The demo broker site (localhost) shows the listings whose feed agent is one of its members, Isabelle
 * Gagnon or Marc-André Tremblay (src/seed/feed-keys.ts); the agency site (agence.localhost) every listing.
 */
export const BROKER_SITE_AGENTS = ['AGT-1001', 'AGT-1002']
export const onBrokerSite = (r: OracleRow) => BROKER_SITE_AGENTS.includes(r.agent_key ?? '')
