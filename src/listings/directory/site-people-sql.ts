import type { SitePeople } from '@/domain/site-people'
import type { Param } from '@/listings/db'

type Clause = { sql: string; params: Param[] }
const marks = (n: number) => Array(n).fill('?').join(', ')
const anyOf = (parts: Clause[]): Clause =>
  parts.length
    ? { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) }
    : { sql: '1 = 0', params: [] }

/** "Member `alias` is on the site" (src/domain/site-people.ts): declared, or at a declared office. */
export function membersOnSite(people: SitePeople, alias = 'm'): Clause {
  if (people.all) return { sql: '1 = 1', params: [] }
  return anyOf([
    ...(people.members.length
      ? [{ sql: `${alias}.id IN (${marks(people.members.length)})`, params: people.members }]
      : []),
    ...(people.offices.length
      ? [{ sql: `${alias}.office_id IN (${marks(people.offices.length)})`, params: people.offices }]
      : []),
  ])
}

/** "Office `alias` is on the site": declared, or where a declared member works. */
export function officesOnSite(people: SitePeople, alias = 'o'): Clause {
  if (people.all) return { sql: '1 = 1', params: [] }
  return anyOf([
    ...(people.offices.length
      ? [{ sql: `${alias}.id IN (${marks(people.offices.length)})`, params: people.offices }]
      : []),
    ...(people.members.length
      ? [
          {
            sql: `${alias}.id IN (SELECT w.office_id FROM members w WHERE w.id IN (${marks(people.members.length)}))`,
            params: people.members,
          },
        ]
      : []),
  ])
}
