import type { PayloadRequest } from 'payload'
import type { Site } from '@/payload-types'
import type { NewSiteInput } from './new-site-input'

export type Conflict = { field: 'site_id' | 'microsite_id' | 'domains'; message: { fr: string; en: string } }
type Existing = Pick<Site, 'name' | 'site_id' | 'microsite_id' | 'domains'>

/** What of the new site another site already has: its site_id, microsite_id or one of its domains, naming that site. */
export function conflictsWith(
  sites: Existing[],
  input: Pick<NewSiteInput, 'site_id' | 'microsite_id' | 'domains'>,
): Conflict[] {
  const conflicts: Conflict[] = []
  for (const s of sites) {
    for (const field of ['site_id', 'microsite_id'] as const)
      if (s[field] === input[field])
        conflicts.push({
          field,
          message: {
            fr: `${field} « ${input[field]} » est déjà celui du site « ${s.name} ».`,
            en: `${field} “${input[field]}” already belongs to the site “${s.name}”.`,
          },
        })
    for (const d of s.domains ?? [])
      if (input.domains.includes(d.domain))
        conflicts.push({
          field: 'domains',
          message: {
            fr: `Le domaine « ${d.domain} » est déjà celui du site « ${s.name} ».`,
            en: `The domain “${d.domain}” already belongs to the site “${s.name}”.`,
          },
        })
  }
  return conflicts
}

/** The conflicts of a new site with the sites stored (read in the caller's transaction). */
export async function siteConflicts(req: PayloadRequest, input: NewSiteInput): Promise<Conflict[]> {
  const r = await req.payload.find({
    collection: 'sites',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    where: {
      or: [
        { site_id: { equals: input.site_id } },
        { microsite_id: { equals: input.microsite_id } },
        { 'domains.domain': { in: input.domains } },
      ],
    },
    select: { name: true, site_id: true, microsite_id: true, domains: true },
  })
  return conflictsWith(r.docs, input)
}
