import 'server-only'
import type { Locale } from '@/domain/locales'
import type { ListingsDb } from '../db'
import { listingContacts } from '../feed/directory-import'
import { ownedClause, type SiteListings } from '../site-listings'
import { listingUrl, type PropertyCard } from './cards'
import { cardsFor } from './search'

export type ListingDetail = {
  card: PropertyCard
  description: string | null
  broker: string | null
  /** The listing broker's directory slug (the contact modal's recipient), when the broker is a member. */
  broker_slug: string | null
  office: string | null
  postal_code: string | null
  open_houses: Array<{ start: string; end: string }>
  urls: Record<Locale, string>
  similar: PropertyCard[]
}

type Ctx = { db: ListingsDb; now: number; listings: SiteListings }

type DetailRow = {
  id: number
  status: string
  postal_code: string | null
  description_fr: string | null
  description_en: string | null
  broker_name: string | null
  office_name: string | null
}

/** A listing of the site by its ULS number, whatever its status (undefined when unknown or not on the site). */
export async function findListing(db: ListingsDb, site: SiteListings, uls: string): Promise<DetailRow | undefined> {
  const owned = ownedClause(site)
  const [row] = await db.all<DetailRow>(
    `SELECT l.id, l.status, l.postal_code, d.description_fr, d.description_en, d.broker_name, d.office_name
     FROM listings l LEFT JOIN listing_details d ON d.listing_id = l.id WHERE l.uls = ?${owned ? ` AND ${owned.sql}` : ''}`,
    [uls, ...(owned?.params ?? [])],
  )
  return row
}

/** The member behind a listing: linked by the feed's ListAgentKey, else a member of the same name. */
async function brokerSlug(db: ListingsDb, listingId: number, name: string | null): Promise<string | null> {
  const [contact] = await listingContacts(db, [listingId])
  const [row] =
    contact?.member_id != null
      ? await db.all<{ slug: string | null }>('SELECT slug FROM members WHERE id = ?', [contact.member_id])
      : name
        ? await db.all<{ slug: string | null }>('SELECT slug FROM members WHERE name = ? ORDER BY id LIMIT 1', [name])
        : []
  return row?.slug ?? null
}

/** Active listings of the site like a given one: same municipality and type, closest price first. */
export async function similarListings(ctx: Ctx, id: number, locale: Locale, limit = 3): Promise<PropertyCard[]> {
  const owned = ownedClause(ctx.listings, 's')
  const rows = await ctx.db.all<{ id: number }>(
    `SELECT s.id FROM listings s JOIN listings l ON l.id = ?
     WHERE s.status = 'active' AND s.mun_code = l.mun_code AND s.type_code = l.type_code AND s.id <> l.id${owned ? ` AND ${owned.sql}` : ''}
     ORDER BY abs(s.price - l.price) LIMIT ?`,
    [id, ...(owned?.params ?? []), limit],
  )
  return cardsFor(
    ctx,
    rows.map((r) => Number(r.id)),
    locale,
  )
}

/** The public listing page's data for a listing row (null when it has no card). */
export async function listingDetail(ctx: Ctx, row: DetailRow, locale: Locale): Promise<ListingDetail | null> {
  const { db, now } = ctx
  const [card] = await cardsFor(ctx, [Number(row.id)], locale)
  if (!card) return null
  const opens = await db.all<{ starts_at: number; ends_at: number }>(
    'SELECT starts_at, ends_at FROM listing_open_houses WHERE listing_id = ? AND ends_at >= ? ORDER BY starts_at',
    [Number(row.id), now],
  )
  const street = { street: card.address.split(', ')[0], city: card.municipality.DESCRIPTION, uls: card.uls }
  return {
    card,
    description:
      (locale === 'en' ? row.description_en : row.description_fr) ?? row.description_fr ?? row.description_en,
    broker: row.broker_name,
    broker_slug: await brokerSlug(db, Number(row.id), row.broker_name),
    office: row.office_name,
    postal_code: row.postal_code,
    open_houses: opens.map((o) => ({
      start: new Date(Number(o.starts_at)).toISOString(),
      end: new Date(Number(o.ends_at)).toISOString(),
    })),
    urls: { fr: listingUrl('fr', street), en: listingUrl('en', street) },
    similar: await similarListings(ctx, Number(row.id), locale),
  }
}
