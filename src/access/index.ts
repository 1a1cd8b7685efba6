import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { hostSiteScope } from './site-scope'

/** Any signed-in editor (the only kind of user this site has). */
export const isEditor = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)

export const editorsOnly: Access = ({ req }) => isEditor({ req })

export const editorsOnlyField: FieldAccess = ({ req }) => isEditor({ req })

export const anyone: Access = () => true

/** Visitors read published documents; editors also read drafts. */
export const publishedOrEditor: Access = ({ req }) => (isEditor({ req }) ? true : { _status: { equals: 'published' } })

/**
 * Pages: visitors read published public pages only (forbidden and gone pages never leave the server), and never a
 * content variant: editors preview it on the page it varies (spec 1 §6).
 */
const publishedPublic: Where = {
  and: [
    { _status: { equals: 'published' } },
    { visibility: { equals: 'public' } },
    { 'variant.variant_of': { exists: false } },
  ],
}
export const publicPagesOrEditor: Access = ({ req }) => (isEditor({ req }) ? true : publishedPublic)

/** An agency administrator: every site of the deployment (the multi-tenant plugin's all-sites users). */
export const isAgencyAdmin = (user: unknown): boolean => (user as { role?: string } | null)?.role === 'admin'

export const agencyAdminsOnly: Access = ({ req }) => isAgencyAdmin(req.user)

export const agencyAdminsOnlyField: FieldAccess = ({ req }) => isAgencyAdmin(req.user)

/** Sites: editors read theirs (the plugin narrows the list), visitors only the site of their request's host. */
export const sitesOfReader: Access = ({ req }) => (isEditor({ req }) ? true : hostSiteScope(req, 'id'))
