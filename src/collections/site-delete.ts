import {
  generateCookie,
  mergeHeaders,
  type CollectionAfterDeleteHook,
  type CollectionBeforeDeleteHook,
  type CollectionSlug,
} from 'payload'
import type { Editor } from '@/payload-types'

/** What a site owns and takes with it. Its leads stay (with no site), for the administrators: a lead is never lost. */
export const SITE_OWNED: CollectionSlug[] = ['pages', 'redirects', 'header', 'footer', 'theme']

type SiteRow = NonNullable<Editor['sites']>[number]
const siteIdOf = (row: SiteRow) => (typeof row.site === 'object' && row.site ? row.site.id : row.site)

/**
 * Deleting a site (docs/decisions/0023) first keeps its leads with no site, deletes its pages, redirects, header,
 * footer and theme, and takes it out of its editors' sites, in the same request (and transaction where the database has them). The multi-tenant
 * plugin's clean-up is off: it runs after the delete, when the foreign keys have already cleared `tenant`, and it
 * would delete the site's leads too.
 */
export const deleteWhatTheSiteOwns: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Its leads lose their site, as PostgreSQL's foreign key would do (SQLite's refuses the delete instead); hooks are
  // skipped on purpose, since a lead must name its site everywhere else. Its property alerts stop with it.
  await req.payload.db.updateMany({
    collection: 'leads',
    where: { tenant: { equals: id } },
    data: { tenant: null },
    req,
    returning: false,
  })
  for (const collection of SITE_OWNED) {
    await req.payload.delete({ collection, where: { tenant: { equals: id } }, req, overrideAccess: true })
  }
  const editors = await req.payload.find({
    collection: 'editors',
    where: { 'sites.site': { equals: id } },
    depth: 0,
    limit: 0,
    req,
    overrideAccess: true,
  })
  for (const editor of editors.docs) {
    const sites = (editor.sites ?? []).filter((row) => siteIdOf(row) !== id)
    await req.payload.update({ collection: 'editors', id: editor.id, data: { sites }, req, overrideAccess: true })
  }
}

/** The admin's site selector forgets a deleted site (its cookie), as the plugin's clean-up did. */
export const forgetDeletedSite: CollectionAfterDeleteHook = ({ id, req }) => {
  const chosen = req.headers.get('cookie')?.match(/(?:^|;\s*)payload-tenant=([^;]*)/)?.[1]
  if (chosen !== String(id)) return
  const cookie = generateCookie<false>({
    name: 'payload-tenant',
    expires: new Date(Date.now() - 1000),
    path: '/',
    returnCookieAsObject: false,
    value: '',
  })
  const expired = new Headers({ 'Set-Cookie': cookie })
  req.responseHeaders = req.responseHeaders ? mergeHeaders(req.responseHeaders, expired) : expired
}
