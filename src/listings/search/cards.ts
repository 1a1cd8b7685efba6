import type { PropertyCard, Tooltip } from '@/contract/core-api'
import type { Locale } from '@/domain/locales'
import { listingHref } from '@/domain/listing-path'
import { NEW_LISTING_MS, propertyTypeLabel, type Badge } from '../constants'

/** A listings row as the search queries select it. */
export type ListingRow = {
  id: number
  uls: string
  status: string
  transaction_type: string
  type_code: string
  mun_code: string
  city: string | null
  street: string
  postal_code: string | null
  price: number
  lat_e6: number | null
  lng_e6: number | null
  bedrooms: number
  bathrooms: number
  area: number | null
  badge: string | null
  open_house_until: number | null
  listed_at: number
  modified_at: number
}

export type { PropertyCard, Tooltip } from '@/contract/core-api'

/** Stored badge plus the ones that depend on today: an upcoming open house, a listing from this week. */
export function badgeAt(
  row: Pick<ListingRow, 'status' | 'badge' | 'open_house_until' | 'listed_at'>,
  now: number,
): Badge | null {
  if (row.status === 'sold') return 'sold'
  if (row.open_house_until != null && Number(row.open_house_until) >= now) return 'open-house'
  if (row.badge === 'new-build') return 'new-build'
  if (Number(row.listed_at) >= now - NEW_LISTING_MS) return 'new'
  return (row.badge as Badge | null) ?? null
}

/** Public page of a listing: /fr/proprietes/{slug}-{key token} or /en/properties/{slug}-{key token} (src/domain/listing-path.ts). */
export const listingUrl = (locale: Locale, row: Pick<ListingRow, 'street' | 'city' | 'uls'>): string =>
  listingHref(locale, row)

export const addressOf = (row: Pick<ListingRow, 'street' | 'city'>) =>
  row.city ? `${row.street}, ${row.city}` : row.street

export const microToDegrees = (e6: number) => Math.round(Number(e6) / 10) / 1e5

export function toCard(row: ListingRow, photos: string[], locale: Locale, now: number): PropertyCard {
  return {
    id: Number(row.id),
    hover_id: Number(row.id),
    uls: row.uls,
    type: propertyTypeLabel(row.type_code, locale),
    type_code: row.type_code,
    transaction: row.transaction_type === 'rent' ? 'rent' : 'sale',
    status: row.status,
    address: addressOf(row),
    municipality: { MUN_CODE: row.mun_code, DESCRIPTION: row.city },
    price: Number(row.price),
    url: listingUrl(locale, row),
    carousel_images: photos,
    property_image: photos[0] ?? null,
    specs: { bed: Number(row.bedrooms), bath: Number(row.bathrooms), area: row.area == null ? null : Number(row.area) },
    badge: badgeAt(row, now),
    coords:
      row.lat_e6 == null || row.lng_e6 == null
        ? null
        : { lat: microToDegrees(row.lat_e6), lng: microToDegrees(row.lng_e6) },
    listed_at: new Date(Number(row.listed_at)).toISOString(),
    updated_at: new Date(Number(row.modified_at)).toISOString(),
  }
}

export function toTooltip(card: PropertyCard): Tooltip {
  const { id, uls, address, carousel_images, price, specs, type, url, transaction, badge } = card
  return { id, uls, address, carousel_images, price, specs, type, url, transaction, badge }
}
