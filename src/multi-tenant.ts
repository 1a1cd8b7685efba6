import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { MultiTenantPluginConfig } from '@payloadcms/plugin-multi-tenant/types'
import type { AccessResult } from 'payload'
import { agencyAdminsOnlyField, isAgencyAdmin } from './access'
import { hostSiteScope } from './access/site-scope'
import type { Config } from './payload-types'

/**
 * Many sites in one deployment (docs/decisions/0023): Payload's multi-tenant plugin with `sites` as
 * its tenants. Every scoped document carries `tenant` (its site); header, footer and theme are one
 * document per site. Editors see their sites' documents; visitors (REST without a session) only the
 * documents of the site their request's host names.
 */
const visitorsSeeTheirHost: NonNullable<NonNullable<MultiTenantPluginConfig<Config>['collections']['pages']>['accessResultOverride']> = async ({ accessKey, accessResult, req }) => {
  if (req.user || accessKey !== 'read' || accessResult === false) return accessResult
  const scope = await hostSiteScope(req, 'tenant')
  return accessResult === true ? scope : ({ and: [accessResult, scope] } as AccessResult)
}

const scoped = { accessResultOverride: visitorsSeeTheirHost }
const perSite = { ...scoped, isGlobal: true }

export const sitesPlugin = () =>
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
    collections: { pages: scoped, redirects: scoped, leads: scoped, header: perSite, footer: perSite, theme: perSite },
    i18n: { translations: { fr: { 'nav-tenantSelector-label': 'Site' }, en: { 'nav-tenantSelector-label': 'Site' } } },
  })
