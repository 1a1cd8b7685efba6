import type { Access, Where } from 'payload'
import { sitePeople } from '@/domain/site-people'
import { isEditor } from './index'
import { requestSiteHost } from './site-scope'

const nobody: Where = { id: { exists: false } }

/**
 * Members and offices over REST: editors read them all (the directory is the agency's); visitors only
 * those on the site of their request's host (decision 0025: declared, at a declared office, or where
 * a declared member works). An unknown host reads nothing.
 */
export const peopleOfHost =
  (kind: 'members' | 'offices'): Access =>
  async ({ req }) => {
    if (isEditor({ req })) return true
    const host = requestSiteHost(req.headers)
    if (!host) return nobody
    const found = await req.payload.find({
      collection: 'sites',
      where: { 'domains.domain': { equals: host } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
      select: { site_type: true, members: true, offices: true },
    })
    if (!found.docs[0]) return nobody
    const people = sitePeople(found.docs[0])
    if (people.all) return true
    const { members, offices } = people
    if (kind === 'members') {
      const or: Where[] = [
        ...(members.length ? [{ id: { in: members } }] : []),
        ...(offices.length ? [{ office: { in: offices } }] : []),
      ]
      return or.length ? { or } : nobody
    }
    const workplaces = members.length
      ? (
          await req.payload.find({
            collection: 'members',
            where: { id: { in: members } },
            depth: 0,
            limit: members.length,
            overrideAccess: true,
            pagination: false,
            select: { office: true },
          })
        ).docs
          .map((m) => (typeof m.office === 'object' ? m.office?.id : m.office))
          .filter((id): id is number => typeof id === 'number')
      : []
    const ids = [...new Set([...offices, ...workplaces])]
    return ids.length ? { id: { in: ids } } : nobody
  }
