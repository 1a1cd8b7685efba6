import type { Locale } from '@/domain/locales'
import { designationText, type MemberCardData, type MemberRole } from '@/domain/members'

export type { MemberCardData } from '@/domain/members'
import type { ListingsDb } from '@/listings/db'
import type { SitePeople } from '@/domain/site-people'
import { ownedClause, type SiteListings } from '@/listings/site-listings'
import { membersOnSite } from './site-people-sql'

export type OfficeOption = { id: number; label: string; members: number }

export type MembersQuery = { role: MemberRole; office: number | null; offset: number; limit: number; locale: Locale }

const mediaUrl = (file: string | null) => (file ? `/api/media/file/${encodeURIComponent(file)}` : null)

type Row = {
  id: number
  slug: string | null
  name: string
  role: string
  licence_name: string | null
  licence_designation: string | null
  agency_name: string | null
  title: string | null
  bio: string | null
  phone_display: string | null
  phone_intl: string | null
  email: string | null
  office_id: number | null
  office_name: string | null
  file: string | null
  card_file: string | null
  width: number | null
  height: number | null
}

const SELECT = `SELECT m.id, m.slug, m.name, m.role, m.licence_name, m.licence_designation, m.agency_name,
  COALESCE(l.title, f.title) AS title, COALESCE(l.bio, f.bio) AS bio, m.phone_display, m.phone_intl, m.email,
  o.id AS office_id, o.name AS office_name, p.filename AS file, p.sizes_card_filename AS card_file, p.width, p.height
  FROM members m
  LEFT JOIN members_locales l ON l._parent_id = m.id AND l._locale = ?
  LEFT JOIN members_locales f ON f._parent_id = m.id AND f._locale = 'fr'
  LEFT JOIN offices o ON o.id = m.office_id
  LEFT JOIN media p ON p.id = m.photo_id`

function toCard(r: Row, locale: Locale): MemberCardData {
  const url = mediaUrl(r.card_file) ?? mediaUrl(r.file)
  return {
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    licence_name: r.licence_name || r.name,
    designation: designationText(r.licence_designation, locale),
    agency: r.agency_name,
    role: r.role as MemberRole,
    title: r.title,
    bio: r.bio,
    photo: url
      ? { url, width: r.width == null ? null : Number(r.width), height: r.height == null ? null : Number(r.height) }
      : null,
    phone: r.phone_display && r.phone_intl ? { display: r.phone_display, intl: r.phone_intl } : null,
    email: r.email,
    office: r.office_id == null ? null : { id: Number(r.office_id), name: r.office_name ?? '' },
  }
}

/**
 * One page of the site's member directory, filtered on the server by role and office (the members
 * table is indexed on office_id; a real agency has hundreds of members).
 */
export async function membersPage(
  db: ListingsDb,
  people: SitePeople,
  q: MembersQuery,
): Promise<{ total: number; members: MemberCardData[] }> {
  const site = membersOnSite(people)
  const where = `WHERE m.role = ?${q.office === null ? '' : ' AND m.office_id = ?'} AND ${site.sql}`
  const args = [...(q.office === null ? [q.role] : [q.role, q.office]), ...site.params]
  const [count, rows] = await Promise.all([
    db.all<{ n: number }>(`SELECT count(*) AS n FROM members m ${where}`, args),
    db.all<Row>(`${SELECT} ${where} ORDER BY m.position, m.name, m.id LIMIT ? OFFSET ?`, [
      q.locale,
      ...args,
      q.limit,
      q.offset,
    ]),
  ])
  return { total: Number(count[0]?.n ?? 0), members: rows.map((r) => toCard(r, q.locale)) }
}

/** The offices that have members of a role on the site (the directory's office dropdown), by position. */
export async function officeOptions(db: ListingsDb, people: SitePeople, role: MemberRole): Promise<OfficeOption[]> {
  const site = membersOnSite(people)
  const rows = await db.all<{ id: number; name: string; n: number }>(
    `SELECT o.id, o.name, count(m.id) AS n FROM offices o JOIN members m ON m.office_id = o.id AND m.role = ? AND ${site.sql}
     GROUP BY o.id, o.name, o.position ORDER BY o.position, o.name`,
    [role, ...site.params],
  )
  return rows.map((r) => ({ id: Number(r.id), label: r.name, members: Number(r.n) }))
}

/** A member of the site by slug (any role that has a profile), or null (also when on another site only). */
export async function memberBySlug(
  db: ListingsDb,
  people: SitePeople,
  slug: string,
  locale: Locale,
): Promise<MemberCardData | null> {
  const site = membersOnSite(people)
  const [row] = await db.all<Row>(
    `${SELECT} WHERE m.slug = ? AND m.role IN ('broker', 'team') AND ${site.sql} LIMIT 1`,
    [locale, slug, ...site.params],
  )
  return row ? toCard(row, locale) : null
}

/** Every profile slug of the site's members with its last change (the site's sitemap). */
export async function profileSlugs(
  db: ListingsDb,
  people: SitePeople,
): Promise<Array<{ slug: string; updatedAt: string }>> {
  const site = membersOnSite(people)
  const rows = await db.all<{ slug: string; updated_at: string }>(
    `SELECT m.slug, m.updated_at FROM members m WHERE m.slug IS NOT NULL AND m.role IN ('broker', 'team') AND ${site.sql} ORDER BY m.position, m.id`,
    site.params,
  )
  return rows.map((r) => ({ slug: r.slug, updatedAt: String(r.updated_at) }))
}

/**
 * Active listings of a member on the site: linked by the feed's ListAgentKey, else listed under their
 * name (a listing the site does not show is left out, so every card opens on this host).
 */
export async function memberListingIds(
  db: ListingsDb,
  site: SiteListings,
  member: { id: number; name: string },
  limit = 12,
): Promise<number[]> {
  const owned = ownedClause(site)
  const rows = await db.all<{ id: number }>(
    `SELECT l.id FROM listings l JOIN listing_details d ON d.listing_id = l.id
     LEFT JOIN directory_feed_keys a ON a.resource = 'Member' AND a.feed_key = d.list_agent_key
     WHERE l.status = 'active' AND (a.doc_id = ? OR (a.doc_id IS NULL AND d.broker_name = ?))${owned ? ` AND ${owned.sql}` : ''}
     ORDER BY l.listed_at DESC, l.id DESC LIMIT ?`,
    [member.id, member.name, ...(owned?.params ?? []), limit],
  )
  return rows.map((r) => Number(r.id))
}
