import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { MultiTenantPluginConfig } from '@payloadcms/plugin-multi-tenant/types'
import { ValidationError, type CollectionBeforeValidateHook, type Config as PayloadConfig } from 'payload'
import { agencyAdminsOnlyField, isAgencyAdmin } from '@/access'
import { hostSiteScope } from '@/access/site-scope'
import type { Config } from '@/payload-types'

/**
 * Many sites in one deployment (docs/decisions/0023): Payload's multi-tenant plugin with `sites` as
 * its tenants. Every scoped document carries `tenant` (its site); header, footer and theme are one
 * document per site. Editors see their sites' documents; visitors (REST or GraphQL, no session) only the
 * documents of the site their request's host names.
 */
const visitorsSeeTheirHost: NonNullable<
  NonNullable<MultiTenantPluginConfig<Config>['collections']['pages']>['accessResultOverride']
> = async ({ accessKey, accessResult, req }) => {
  if (req.user || accessKey !== 'read' || accessResult === false) return accessResult
  const scope = await hostSiteScope(req, 'tenant')
  return accessResult === true ? scope : { and: [accessResult, scope] }
}

const scoped = { accessResultOverride: visitorsSeeTheirHost }
const perSite = { ...scoped, isGlobal: true }
const scopedSlugs = ['pages', 'redirects', 'leads', 'consent-records', 'header', 'footer', 'theme']

/**
 * A document of a site names its site: a create without `tenant`, or a write clearing it, is refused
 * with 400 naming `tenant`, in the caller's language, even for drafts (which skip field validation)
 * and for administrators (whom the plugin lets clear it). The admin always sends the selected site.
 */
const siteRequired: CollectionBeforeValidateHook = ({ collection, data, operation, req }) => {
  const missing = operation === 'create' ? !data?.tenant : Boolean(data && 'tenant' in data && !data.tenant)
  if (!missing) return data
  const message =
    req.i18n?.language === 'en'
      ? 'tenant: choose the site this document belongs to.'
      : 'tenant : choisissez le site auquel ce document appartient.'
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'tenant', message }] }, req.t)
}

const withSiteRequired = (config: PayloadConfig): PayloadConfig => ({
  ...config,
  collections: config.collections?.map((c) =>
    scopedSlugs.includes(c.slug)
      ? { ...c, hooks: { ...c.hooks, beforeValidate: [...(c.hooks?.beforeValidate ?? []), siteRequired] } }
      : c,
  ),
})

const multiTenantPluginOf = () =>
  multiTenantPlugin<Config>({
    tenantsSlug: 'sites',
    tenantField: { name: 'tenant', label: { fr: 'Site', en: 'Site' } },
    tenantsArrayField: {
      includeDefaultField: true,
      arrayFieldName: 'sites',
      arrayTenantFieldName: 'site',
      arrayFieldAccess: { create: agencyAdminsOnlyField, update: agencyAdminsOnlyField },
    },
    userHasAccessToAllTenants: (user) => isAgencyAdmin(user),
    // A site's own documents are deleted before it (src/collections/site-delete.ts); its leads and consent records must stay.
    cleanupAfterTenantDelete: false,
    collections: {
      pages: scoped,
      redirects: scoped,
      leads: scoped,
      'consent-records': scoped,
      header: perSite,
      footer: perSite,
      theme: perSite,
    },
    i18n: { translations: { fr: { 'nav-tenantSelector-label': 'Site' }, en: { 'nav-tenantSelector-label': 'Site' } } },
  })

export const sitesPlugin = () => (config: PayloadConfig) => withSiteRequired(multiTenantPluginOf()(config))
