import 'server-only'
import type { PayloadRequest, Where } from 'payload'
import { heldWhere } from '@/leads/delivery-policy'
import { leadFigures } from './dashboard-sql'

/**
 * The sites whose leads the user may read, as tenant ids (null: every lead). The read rule is the
 * collection's own: editors only, narrowed by the multi-tenant plugin to their sites, the same sites
 * the plugin lets them read in `sites`; `site` narrows it to one of them.
 */
async function readableTenants(req: PayloadRequest, site: number | string | null): Promise<number[] | null> {
  const rule = await req.payload.collections.leads.config.access.read({ req })
  if (rule === false) return []
  let tenants: number[] | null = null
  if (rule !== true) {
    const sites = await req.payload.find({
      collection: 'sites',
      req,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { site_id: true },
    })
    tenants = sites.docs.map((d) => Number(d.id))
  }
  if (site === null) return tenants
  return tenants === null || tenants.includes(Number(site)) ? [Number(site)] : []
}

/**
 * The dashboard's lead figures for the leads the user may read (their sites', or the one site chosen): the counts
 * of `leadFigures` (grouped in the database), and how many wait for review or failed to deliver.
 */
export async function dashboardLeads(req: PayloadRequest, site: number | string | null, now: number) {
  const tenants = await readableTenants(req, site)
  // No readable site: a tenant id that matches nothing keeps one query shape.
  const scope = tenants !== null && !tenants.length ? [-1] : tenants
  const where: Where[] = scope === null ? [] : [{ tenant: { in: scope } }]
  const count = (w: Where) =>
    req.payload.db.count({ collection: 'leads', req, where: { and: [...where, w] } }).then((c) => c.totalDocs)
  const [figures, held, failed] = await Promise.all([
    leadFigures(req.payload, scope, now),
    count(heldWhere),
    count({ delivery_state: { equals: 'failed' } }),
  ])
  return { ...figures, held, failed }
}
