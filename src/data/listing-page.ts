import type { Locale } from '@/domain/locales'
import { listingTail } from '@/domain/listing-path'
import { routePaths } from '@/domain/route-keys'
import { listingUrl, type PropertyCard } from '@/listings/cards'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { listingContacts } from '@/listings/directory-import'
import { cardsFor } from '@/listings/search'
import type { Page } from '@/payload-types'
import type { PageResponse, PageResult } from './page-response'
import { getPageByPath } from './pages-data'
import { payloadClient } from './payload'

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

async function detailRow(db: ListingsDb, uls: string) {
  const [row] = await db.all<{ id: number; status: string; postal_code: string | null; description_fr: string | null; description_en: string | null; broker_name: string | null; office_name: string | null }>(
    `SELECT l.id, l.status, l.postal_code, d.description_fr, d.description_en, d.broker_name, d.office_name
     FROM listings l LEFT JOIN listing_details d ON d.listing_id = l.id WHERE l.uls = ?`, [uls])
  return row
}

/** The member behind a listing: linked by the feed's ListAgentKey, else a member of the same name. */
async function brokerSlug(db: ListingsDb, listingId: number, name: string | null): Promise<string | null> {
  const [contact] = await listingContacts(db, [listingId])
  const [row] = contact?.member_id != null
    ? await db.all<{ slug: string | null }>('SELECT slug FROM members WHERE id = ?', [contact.member_id])
    : name ? await db.all<{ slug: string | null }>('SELECT slug FROM members WHERE name = ? ORDER BY id LIMIT 1', [name]) : []
  return row?.slug ?? null
}

/** Active listings like a given one: same municipality and type, closest price first. */
async function similarTo(ctx: { db: ListingsDb; now: number }, id: number, locale: Locale, limit = 3): Promise<PropertyCard[]> {
  const rows = await ctx.db.all<{ id: number }>(
    `SELECT s.id FROM listings s JOIN listings l ON l.id = ?
     WHERE s.status = 'active' AND s.mun_code = l.mun_code AND s.type_code = l.type_code AND s.id <> l.id
     ORDER BY abs(s.price - l.price) LIMIT ?`, [id, limit])
  return cardsFor(ctx, rows.map((r) => Number(r.id)), locale)
}

/** Similar active listings shown on a withdrawn listing's 410 page (empty when the path names no listing). */
export async function similarToWithdrawn(locale: Locale, path: string): Promise<PropertyCard[]> {
  const candidates = listingTail(locale, path)
  if (!candidates) return []
  const db = listingsDb(await payloadClient())
  for (const uls of candidates) {
    const row = await detailRow(db, uls)
    if (row) return similarTo({ db, now: Date.now() }, Number(row.id), locale)
  }
  return []
}

/** The public listing page data: null when unknown, 'gone' when withdrawn. */
export async function loadListing(locale: Locale, path: string, now = Date.now()): Promise<ListingDetail | 'gone' | null> {
  const candidates = listingTail(locale, path)
  if (!candidates) return null
  const db = listingsDb(await payloadClient())
  for (const uls of candidates) {
    const row = await detailRow(db, uls)
    if (!row) continue
    if (row.status === 'withdrawn') return 'gone'
    const ctx = { db, now }
    const [card] = await cardsFor(ctx, [Number(row.id)], locale)
    if (!card) return null
    const opens = await db.all<{ starts_at: number; ends_at: number }>('SELECT starts_at, ends_at FROM listing_open_houses WHERE listing_id = ? AND ends_at >= ? ORDER BY starts_at', [Number(row.id), now])
    const street = { street: card.address.split(', ')[0], city: card.municipality.DESCRIPTION, uls: card.uls }
    return {
      card,
      description: (locale === 'en' ? row.description_en : row.description_fr) ?? row.description_fr ?? row.description_en,
      broker: row.broker_name, broker_slug: await brokerSlug(db, Number(row.id), row.broker_name), office: row.office_name, postal_code: row.postal_code,
      open_houses: opens.map((o) => ({ start: new Date(Number(o.starts_at)).toISOString(), end: new Date(Number(o.ends_at)).toISOString() })),
      urls: { fr: listingUrl('fr', street), en: listingUrl('en', street) },
      similar: await similarTo(ctx, Number(row.id), locale),
    }
  }
  return null
}

type Build = (page: Page) => Promise<PageResponse>

/**
 * Hook of the page resolver: a path under the properties page that names a listing. Unknown → null
 * (the resolver answers 404), withdrawn → 410, another slug → 301 to the listing's own URL.
 */
export async function resolveListing(locale: Locale, path: string, draft: boolean, build: Build): Promise<PageResult | null> {
  if (!listingTail(locale, path)) return null
  const detail = await loadListing(locale, path).catch((err) => {
    console.error('listing page: lookup failed', err)
    return null
  })
  if (detail === 'gone') return { status: 410, page: null }
  if (!detail) return null
  if (detail.urls[locale] !== `/${locale}${path}`) return { status: 301, location: detail.urls[locale] }
  const base = await getPageByPath(locale, routePaths.properties[locale], draft)
  if (!base) return null
  const page = await build(base)
  const title = { fr: detail.card.address, en: detail.card.address }
  return {
    status: 200,
    page: {
      ...page,
      content: [{ block_type: 'listing_detail', block_params: { color_scheme: 'normal' }, fields: detail as unknown as Record<string, unknown> }],
      title,
      alternate_paths: [{ locale: 'fr', path: detail.urls.fr }, { locale: 'en', path: detail.urls.en }],
      seo: { ...page.seo, global: { title, description: { fr: detail.description?.slice(0, 155) ?? null, en: detail.description?.slice(0, 155) ?? null } }, canonical_url: { fr: detail.urls.fr, en: detail.urls.en } },
      metadata: { ...page.metadata, hide_footer: false, route_key: 'listing' },
    },
  }
}
