import type { Config } from 'payload'
import { siteFromTemplateEndpoint } from './from-template-endpoint'

/**
 * Creating a site from a template (issue 17): POST /api/sites/from-template, the admin view
 * /admin/new-site, and a link to it above the sites list. Added as a plugin so the `sites`
 * collection's own file stays about the site's fields.
 */
export const siteTemplatesPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          newSite: { Component: '/sites/admin/NewSiteView#NewSiteView', path: '/new-site', exact: true },
        },
      },
    },
    collections: config.collections?.map((c) =>
      c.slug !== 'sites'
        ? c
        : {
            ...c,
            endpoints: [...(c.endpoints || []), siteFromTemplateEndpoint],
            admin: {
              ...c.admin,
              components: {
                ...c.admin?.components,
                beforeList: [...(c.admin?.components?.beforeList ?? []), '/sites/admin/NewSiteLink#NewSiteLink'],
              },
            },
          },
    ),
  })
