import 'server-only'
import { createHash } from 'node:crypto'
import { slugify } from '@/domain/slug'
import type { ListingsDb } from '../db'
import {
  normalizeMember,
  normalizeOffice,
  type DirectoryError,
  type DirectoryResource,
  type NormalizedMember,
  type NormalizedOffice,
} from './directory-reso'
import type { FeedItem } from './import'

export type DirectoryReport = {
  resource: DirectoryResource
  source: string
  received: number
  inserted: number
  updated: number
  unchanged: number
  rejected: number
  errors: DirectoryError[]
  warnings: DirectoryError[]
}

const MAX_REPORTED = 10_000
const locales = ['fr', 'en'] as const
const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64')

/** The resource a feed holds, from its first record's key field (ListingKey, OfficeKey or MemberKey). */
export async function detectResource(
  feed: AsyncIterable<FeedItem>,
): Promise<{ resource: DirectoryResource | 'Property'; items: AsyncIterable<FeedItem> }> {
  const it = feed[Symbol.asyncIterator]()
  const first = await it.next()
  const r = first.done ? {} : first.value.record
  const resource =
    'ListingKey' in r ? 'Property' : 'MemberKey' in r ? 'Member' : 'OfficeKey' in r ? 'Office' : 'Property'
  async function* items() {
    if (!first.done) yield first.value
    for (let n = await it.next(); !n.done; n = await it.next()) yield n.value
  }
  return { resource, items: items() }
}

type Keyed = { doc_id: number; hash: string }

/**
 * Upsert RESO Office or Member records into the offices / members collections by their feed key,
 * in one transaction. Unchanged records are not written (a second import changes nothing); bad
 * records are reported (line, field, reason) and skipped. Only feed-owned fields are written:
 * photos, bios and positions set in the admin stay. Members link to their office by OfficeKey.
 */
export async function importDirectory(
  db: ListingsDb,
  resource: DirectoryResource,
  feed: Iterable<FeedItem> | AsyncIterable<FeedItem>,
  opts: { source: string; now?: number },
): Promise<DirectoryReport> {
  const report: DirectoryReport = {
    resource,
    source: opts.source,
    received: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    errors: [],
    warnings: [],
  }
  const reject = (e: DirectoryError) => {
    if (report.errors.length < MAX_REPORTED) report.errors.push(e)
  }
  const stamp = new Date(opts.now ?? Date.now()).toISOString()
  const table = resource === 'Office' ? 'offices' : 'members'
  await db.tx(async (tx) => {
    const keys = new Map<string, Keyed>()
    for (const r of await tx.all<{ feed_key: string; doc_id: number; content_hash: string }>(
      'SELECT feed_key, doc_id, content_hash FROM directory_feed_keys WHERE resource = ?',
      [resource],
    )) {
      keys.set(r.feed_key, { doc_id: Number(r.doc_id), hash: r.content_hash })
    }
    const docs = new Set((await tx.all<{ id: number }>(`SELECT id FROM ${table}`)).map((r) => Number(r.id)))
    const offices = new Map(
      (
        await tx.all<{ feed_key: string; doc_id: number }>(
          `SELECT feed_key, doc_id FROM directory_feed_keys WHERE resource = 'Office'`,
        )
      ).map((r) => [r.feed_key, Number(r.doc_id)]),
    )
    const slugs = new Map(
      resource === 'Member'
        ? (await tx.all<{ id: number; slug: string | null }>('SELECT id, slug FROM members'))
            .filter((r) => r.slug)
            .map((r) => [r.slug!, Number(r.id)])
        : [],
    )
    const seen = new Map<string, number>()

    for await (const { line, record, error } of feed) {
      report.received++
      if (error) {
        report.rejected++
        reject({ line, key: null, field: '(record)', reason: error })
        continue
      }
      const result = resource === 'Office' ? normalizeOffice(record) : normalizeMember(record)
      if (Array.isArray(result)) {
        report.rejected++
        result.forEach((e) => reject({ line, ...e }))
        continue
      }
      if (seen.has(result.key)) {
        report.rejected++
        reject({
          line,
          key: result.key,
          field: `${resource}Key`,
          reason: `repeats the ${resource.toLowerCase()} of line ${seen.get(result.key)}`,
        })
        continue
      }
      seen.set(result.key, line)
      let officeId: number | null = null
      if ('office_key' in result && result.office_key) {
        officeId = offices.get(result.office_key) ?? null
        if (officeId === null)
          report.warnings.push({
            line,
            key: result.key,
            field: 'OfficeKey',
            reason: `names no imported office (${result.office_key}); kept without an office`,
          })
      }
      const hash = hashOf({ result, officeId })
      const before = keys.get(result.key)
      const exists = before && docs.has(before.doc_id)
      if (exists && before.hash === hash) {
        report.unchanged++
        continue
      }
      let id: number
      if (resource === 'Office')
        id = await writeOffice(tx, result as NormalizedOffice, exists ? before.doc_id : null, stamp)
      else {
        const m = result as NormalizedMember
        const slug = freeSlug(slugs, m, exists ? before.doc_id : null)
        id = await writeMember(tx, m, officeId, slug, exists ? before.doc_id : null, stamp)
        slugs.set(slug, id)
      }
      if (exists) report.updated++
      else report.inserted++
      await tx.run(
        'INSERT INTO directory_feed_keys (resource, feed_key, doc_id, content_hash) VALUES (?, ?, ?, ?) ON CONFLICT (resource, feed_key) DO UPDATE SET doc_id = excluded.doc_id, content_hash = excluded.content_hash',
        [resource, result.key, id, hash],
      )
      if (resource === 'Office') offices.set(result.key, id)
    }
  })
  return report
}

/** The member's slug from its name; another member's slug gets the feed key added. */
function freeSlug(slugs: Map<string, number>, m: NormalizedMember, id: number | null): string {
  const base = slugify(m.name) || 'membre'
  for (const candidate of [base, `${base}-${slugify(m.key)}`]) {
    const owner = slugs.get(candidate)
    if (owner === undefined || owner === id) return candidate
  }
  for (let n = 2; ; n++) if (!slugs.has(`${base}-${n}`)) return `${base}-${n}`
}

async function writeOffice(db: ListingsDb, o: NormalizedOffice, id: number | null, stamp: string): Promise<number> {
  // Coordinates are not in the feed: a new office has none, an editor's stay.
  const values = [o.name, o.postal_code, o.phone.display, o.phone.intl, o.email]
  if (id !== null) {
    await db.run(
      'UPDATE offices SET name = ?, address_postal_code = ?, phone_display = ?, phone_intl = ?, email = ?, updated_at = ? WHERE id = ?',
      [...values, stamp, id],
    )
    await db.run('UPDATE offices_locales SET address_street = ?, address_city = ? WHERE _parent_id = ?', [
      o.street,
      o.city,
      id,
    ])
    return id
  }
  const [row] = await db.all<{ id: number }>(
    'INSERT INTO offices (name, address_postal_code, phone_display, phone_intl, email, position, updated_at, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?) RETURNING id',
    [...values, stamp, stamp],
  )
  for (const locale of locales) {
    await db.run(
      'INSERT INTO offices_locales (address_street, address_city, _locale, _parent_id) VALUES (?, ?, ?, ?)',
      [o.street, o.city, locale, Number(row.id)],
    )
  }
  return Number(row.id)
}

async function writeMember(
  db: ListingsDb,
  m: NormalizedMember,
  officeId: number | null,
  slug: string,
  id: number | null,
  stamp: string,
): Promise<number> {
  const values = [m.name, slug, m.role, m.phone.display, m.phone.intl, m.email, officeId]
  if (id !== null) {
    await db.run(
      'UPDATE members SET name = ?, slug = ?, role = ?, phone_display = ?, phone_intl = ?, email = ?, office_id = ?, updated_at = ? WHERE id = ?',
      [...values, stamp, id],
    )
    await db.run('UPDATE members_locales SET title = ? WHERE _parent_id = ?', [m.title, id])
    return id
  }
  const [row] = await db.all<{ id: number }>(
    'INSERT INTO members (name, slug, role, phone_display, phone_intl, email, office_id, position, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING id',
    [...values, stamp, stamp],
  )
  for (const locale of locales) {
    await db.run('INSERT INTO members_locales (title, _locale, _parent_id) VALUES (?, ?, ?)', [
      m.title,
      locale,
      Number(row.id),
    ])
  }
  return Number(row.id)
}

export type ListingContacts = { listing_id: number; member_id: number | null; office_id: number | null }

/** The member and office documents of listings (ListAgentKey / ListOfficeKey, else the member's office). */
export async function listingContacts(db: ListingsDb, listingIds: number[]): Promise<ListingContacts[]> {
  if (!listingIds.length) return []
  const rows = await db.all<ListingContacts>(
    `SELECT d.listing_id, m.id AS member_id, f.id AS office_id
     FROM listing_details d
     LEFT JOIN directory_feed_keys a ON a.resource = 'Member' AND a.feed_key = d.list_agent_key
     LEFT JOIN members m ON m.id = a.doc_id
     LEFT JOIN directory_feed_keys o ON o.resource = 'Office' AND o.feed_key = d.list_office_key
     LEFT JOIN offices f ON f.id = COALESCE(o.doc_id, m.office_id)
     WHERE d.listing_id IN (${listingIds.map(() => '?').join(', ')}) ORDER BY d.listing_id`,
    listingIds,
  )
  return rows.map((r) => ({
    listing_id: Number(r.listing_id),
    member_id: r.member_id == null ? null : Number(r.member_id),
    office_id: r.office_id == null ? null : Number(r.office_id),
  }))
}
