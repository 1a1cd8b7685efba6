import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { cacheTags, DEFER_REVALIDATION, revalidate } from '@/infra/revalidate'
import type { Member, Site } from '@/payload-types'
import { copyPage, copySiteDocument, type Copier } from './copy-documents'
import { substituter, substitutionsFor, type Substitution } from './name-substitution'
import type { NewSiteInput } from './new-site-input'
import { identitiesOf, newSiteData, newSiteKey } from './new-site-record'
import { siteConflicts, type Conflict } from './site-conflicts'

/** The site could not be created as entered: what is wrong, by field, in French and English. */
export class NewSiteRefused extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly problems: Conflict[] | { field: 'template' | 'member'; message: { fr: string; en: string } }[],
  ) {
    super(problems.map((p) => p.message.en).join(' '))
  }
}

export type NewSite = {
  site: Pick<Site, 'id' | 'name' | 'site_id' | 'domains'>
  pages: number
  substitutions: Substitution[]
}

const findOrNull = async <T>(find: () => Promise<unknown>) => (await find().catch(() => null)) as T | null

/**
 * A new site from a template site (issue 17): its record, then copies of the template's theme,
 * header, footer and every page, in French and English, with the template's names replaced by the
 * new site's. All in one transaction when the database has them (both adapters here); otherwise a
 * failure deletes the new site, whose documents the multi-tenant plugin deletes with it. The caches
 * are revalidated once, after the commit, so the site answers on its domains at once.
 */
export async function createSiteFromTemplate(req: PayloadRequest, input: NewSiteInput): Promise<NewSite> {
  const { payload } = req
  const template = await findOrNull<Site>(() =>
    payload.findByID({ collection: 'sites', id: input.template, depth: 0, overrideAccess: true, req }),
  )
  if (!template)
    throw new NewSiteRefused(400, [
      { field: 'template', message: { fr: 'Site modèle introuvable.', en: 'Template site not found.' } },
    ])
  const member =
    input.member === null
      ? null
      : await findOrNull<Member>(() =>
          payload.findByID({ collection: 'members', id: input.member!, depth: 0, overrideAccess: true, req }),
        )
  if (input.member !== null && !member)
    throw new NewSiteRefused(400, [
      { field: 'member', message: { fr: 'Membre introuvable.', en: 'Member not found.' } },
    ])

  const callerTransaction = req.transactionID
  const ownTransaction = await initTransaction(req)
  // An adapter without transactions (SQLite here) leaves a settled promise behind: no transaction at all.
  if (!ownTransaction && !callerTransaction) delete req.transactionID
  let created: number | null = null
  try {
    const conflicts = await siteConflicts(req, input)
    if (conflicts.length) throw new NewSiteRefused(409, conflicts)
    const site = await payload.create({
      collection: 'sites',
      data: newSiteData(template, input, member, newSiteKey()),
      depth: 0,
      overrideAccess: true,
      req,
      context: { [DEFER_REVALIDATION]: true },
    })
    created = site.id
    const { from, to } = identitiesOf(template, input, member)
    const substitutions = substitutionsFor(from, to)
    const copier: Copier = { req, tenant: site.id, replace: substituter(substitutions) }
    for (const collection of ['theme', 'header', 'footer'] as const) {
      const [doc] = (
        await payload.find({
          collection,
          where: { tenant: { equals: template.id } },
          depth: 0,
          limit: 1,
          overrideAccess: true,
          req,
          select: {},
        })
      ).docs
      if (doc) await copySiteDocument(copier, collection, doc.id)
    }
    const pages = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: template.id } },
      depth: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
      req,
      select: {},
    })
    const copies = new Map<number, number>()
    for (const page of pages.docs) await copyPage(copier, page.id, copies)
    if (ownTransaction) await commitTransaction(req)
    revalidate(...cacheTags)
    return {
      site: { id: site.id, name: site.name, site_id: site.site_id, domains: site.domains },
      pages: pages.docs.length,
      substitutions,
    }
  } catch (e) {
    if (ownTransaction) await killTransaction(req)
    else if (created !== null && !callerTransaction)
      await removeSite(req, created).catch((err) =>
        payload.logger.error({ err, msg: `[sites] new site ${created} not removed` }),
      )
    throw e
  }
}

/**
 * Without a transaction: the half-made site's documents, then the site. Not left to the multi-tenant
 * plugin's clean-up, which runs after the delete, once the foreign keys have set header, footer and
 * theme's site to null (and pages' keys would refuse the delete).
 */
async function removeSite(req: PayloadRequest, site: number) {
  for (const collection of ['pages', 'header', 'footer', 'theme'] as const)
    await req.payload.delete({ collection, where: { tenant: { equals: site } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'sites', id: site, overrideAccess: true, req })
}
