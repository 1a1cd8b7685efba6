import type { Locale } from '@/domain/locales'
import type { OfficeCardData } from '@/domain/offices'
import type { ListingsDb } from '@/listings/db'
import type { SitePeople } from '@/domain/site-people'
import { membersOnSite, officesOnSite } from './site-people-sql'

export type { OfficeCardData } from '@/domain/offices'

const mediaUrl = (file: string | null) => (file ? `/api/media/file/${encodeURIComponent(file)}` : null)

/**
 * The site's offices in the visitor's language (the spec's core data `succursales`), by position,
 * with how many of the site's members each has. An office without coordinates gets no marker.
 */
export async function officesList(db: ListingsDb, people: SitePeople, locale: Locale): Promise<OfficeCardData[]> {
  const offices = officesOnSite(people, 'o')
  const members = membersOnSite(people, 'm')
  const rows = await db.all<{
    id: number
    name: string
    street: string | null
    city: string | null
    postal_code: string | null
    latitude: number | null
    longitude: number | null
    phone_display: string | null
    phone_intl: string | null
    email: string | null
    file: string | null
    card_file: string | null
    members: number
  }>(
    `SELECT o.id, o.name, COALESCE(l.address_street, f.address_street) AS street, COALESCE(l.address_city, f.address_city) AS city,
       o.address_postal_code AS postal_code, o.latitude, o.longitude, o.phone_display, o.phone_intl, o.email,
       p.filename AS file, p.sizes_card_filename AS card_file, (SELECT count(*) FROM members m WHERE m.office_id = o.id AND ${members.sql}) AS members
     FROM offices o
     LEFT JOIN offices_locales l ON l._parent_id = o.id AND l._locale = ?
     LEFT JOIN offices_locales f ON f._parent_id = o.id AND f._locale = 'fr'
     LEFT JOIN media p ON p.id = o.photo_id
     WHERE ${offices.sql}
     ORDER BY o.position, o.name, o.id`,
    [...members.params, locale, ...offices.params],
  )
  return rows.map((r) => {
    const lat = r.latitude == null ? null : Number(r.latitude)
    const lng = r.longitude == null ? null : Number(r.longitude)
    return {
      id: Number(r.id),
      name: r.name,
      street: r.street,
      city: r.city,
      postal_code: r.postal_code,
      coords: lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
      phone: r.phone_display && r.phone_intl ? { display: r.phone_display, intl: r.phone_intl } : null,
      email: r.email,
      photo: mediaUrl(r.card_file) ?? mediaUrl(r.file),
      members: Number(r.members),
    }
  })
}
