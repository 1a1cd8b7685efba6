import { membersOnSite } from '@/listings/directory/site-people-sql'
import type { SitePeople } from '@/domain/site-people'
import type { ListingsDb, Param } from './db'

/**
 * The listings a site shows (docs/decisions/0025), as the feed names their owners: every listing, or
 * those whose ListAgentKey is one of `agentKeys` or whose ListOfficeKey is one of `officeKeys`.
 * `key` identifies the set (the search index caches one bitset per set).
 */
export type SiteListings = { all: true } | { all: false; agentKeys: string[]; officeKeys: string[]; key: string }

export const ALL_LISTINGS: SiteListings = { all: true }

/** A set of feed keys as SiteListings (sorted, without repeats). */
export function ownedBy(agentKeys: string[], officeKeys: string[]): Extract<SiteListings, { all: false }> {
  const agents = [...new Set(agentKeys)].sort()
  const offices = [...new Set(officeKeys)].sort()
  return {
    all: false,
    agentKeys: agents,
    officeKeys: offices,
    key: `${agents.join('\u0001')}\u0002${offices.join('\u0001')}`,
  }
}

/** Whether a listing with these feed keys is on the site. */
export function ownsListing(site: SiteListings, keys: { agent: string | null; office: string | null }): boolean {
  if (site.all) return true
  return (
    (keys.agent !== null && site.agentKeys.includes(keys.agent)) ||
    (keys.office !== null && site.officeKeys.includes(keys.office))
  )
}

const marks = (n: number) => Array(n).fill('?').join(', ')

/**
 * The condition "listing `alias` is on the site" for a WHERE clause, or null when every listing is
 * (the unscoped SQL stays exactly as before). Reads listing_details through its key indexes.
 */
export function ownedClause(site: SiteListings, alias = 'l'): { sql: string; params: Param[] } | null {
  if (site.all) return null
  const parts: string[] = []
  if (site.agentKeys.length)
    parts.push(`SELECT listing_id FROM listing_details WHERE list_agent_key IN (${marks(site.agentKeys.length)})`)
  if (site.officeKeys.length)
    parts.push(`SELECT listing_id FROM listing_details WHERE list_office_key IN (${marks(site.officeKeys.length)})`)
  if (!parts.length) return { sql: '1 = 0', params: [] }
  return { sql: `${alias}.id IN (${parts.join(' UNION ')})`, params: [...site.agentKeys, ...site.officeKeys] }
}

/**
 * The feed keys of the people on a site: its members' agent keys (declared members and the members
 * of declared offices) and its declared offices' keys, from directory_feed_keys.
 */
export async function siteListings(db: ListingsDb, people: SitePeople): Promise<SiteListings> {
  if (people.all) return ALL_LISTINGS
  const { members, offices } = people
  if (!members.length && !offices.length) return ownedBy([], [])
  const onSite = membersOnSite(people, 'm')
  const parts = [
    `SELECT k.resource, k.feed_key FROM directory_feed_keys k JOIN members m ON m.id = k.doc_id WHERE k.resource = 'Member' AND ${onSite.sql}`,
  ]
  if (offices.length)
    parts.push(
      `SELECT k.resource, k.feed_key FROM directory_feed_keys k WHERE k.resource = 'Office' AND k.doc_id IN (${marks(offices.length)})`,
    )
  const rows = await db.all<{ resource: string; feed_key: string }>(parts.join(' UNION ALL '), [
    ...onSite.params,
    ...offices,
  ])
  return ownedBy(
    rows.filter((r) => r.resource === 'Member').map((r) => r.feed_key),
    rows.filter((r) => r.resource === 'Office').map((r) => r.feed_key),
  )
}
