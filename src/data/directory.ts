import 'server-only'
import type { Where } from 'payload'
import type { SitePeople } from '@/domain/site-people'
import { payloadClient } from './payload'

export type DirectoryContact = { email: string | null; name: string | null }
export type DirectoryRef = { type: string; slug: string }

const none: DirectoryContact = { email: null, name: null }

const contactOf = (doc: unknown): DirectoryContact => {
  const { email, name } = (doc ?? {}) as { email?: unknown; name?: unknown }
  return {
    email: typeof email === 'string' && email.includes('@') ? email : null,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
  }
}

/** Payload's form of src/listings/directory/site-people-sql.ts: the members, or offices, on the site (null: none). */
function onSite(people: SitePeople, kind: 'members' | 'offices'): Where | null {
  if (people.all) return {}
  const or: Where[] =
    kind === 'members'
      ? [
          ...(people.members.length ? [{ id: { in: people.members } }] : []),
          ...(people.offices.length ? [{ office: { in: people.offices } }] : []),
        ]
      : people.offices.length
        ? [{ id: { in: people.offices } }]
        : []
  return or.length ? { or } : null
}

/**
 * The email and name of a directory entry of the site: a broker, team or administrative/executive
 * team is a member (by slug); an office is found by its id. Empty when unknown, on another site
 * only (the lead then goes to the site's own recipient), or unreadable.
 */
export async function directoryContact(people: SitePeople, ref: DirectoryRef): Promise<DirectoryContact> {
  try {
    const payload = await payloadClient()
    if (ref.type === 'office') {
      if (!/^\d{1,12}$/.test(ref.slug)) return none
      const office = Number(ref.slug)
      // An office is on the site when declared, or when a declared member works there.
      const declared = onSite(people, 'offices')
      const hit: unknown = declared
        ? (
            await payload.find({
              collection: 'offices',
              where: { and: [{ id: { equals: office } }, declared] },
              limit: 1,
              depth: 0,
              overrideAccess: true,
            })
          ).docs[0]
        : undefined
      if (hit || people.all || !people.members.length) return contactOf(hit)
      const works = await payload.count({
        collection: 'members',
        where: { and: [{ id: { in: people.members } }, { office: { equals: office } }] },
        overrideAccess: true,
      })
      return works.totalDocs
        ? contactOf(
            await payload.findByID({
              collection: 'offices',
              id: office,
              depth: 0,
              overrideAccess: true,
              disableErrors: true,
            }),
          )
        : none
    }
    const members = onSite(people, 'members')
    if (!members) return none
    const found = await payload.find({
      collection: 'members',
      where: { and: [{ slug: { equals: ref.slug } }, members] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return contactOf(found.docs[0])
  } catch {
    return none
  }
}
