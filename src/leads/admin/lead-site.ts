import 'server-only'
import type { Payload } from 'payload'
import { cache } from 'react'
import { idOf } from '@/access/site-scope'

/**
 * The site a lead came from, read once per admin request (React `cache`): the lead view's quick actions need its
 * name and domain, its attached favourites its domain and the people whose listings it shows. Null when unknown.
 */
export const leadSite = cache(async (payload: Payload, tenant: unknown) => {
  const id = idOf(tenant)
  if (!id) return null
  return payload
    .findByID({
      collection: 'sites',
      id,
      depth: 0,
      overrideAccess: true,
      select: { name: true, domain_name: true, site_type: true, members: true, offices: true },
    })
    .catch(() => null)
})
