import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { isAgencyAdmin } from '@/access'
import { newSiteLabels } from './labels'
import { NewSiteForm } from './NewSiteForm'

/**
 * /admin/new-site: an agency administrator creates a site from a template site (the form posts to
 * POST /api/sites/from-template, which checks the role again). Sites and brokers are read for the
 * signed-in administrator; editors see why they cannot.
 */
export async function NewSiteView({ initPageResult, params, searchParams, i18n, payload, user }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`${payload.config.routes.admin}/login`)
  const t = newSiteLabels(i18n.language)
  const admin = isAgencyAdmin(req.user)
  const [sites, members] = admin
    ? await Promise.all([
        payload.find({
          collection: 'sites',
          depth: 0,
          pagination: false,
          sort: 'name',
          user: req.user,
          overrideAccess: false,
          select: { name: true },
        }),
        payload.find({
          collection: 'members',
          depth: 0,
          limit: 1000,
          sort: 'name',
          where: { role: { in: ['broker', 'team'] } },
          select: { name: true },
        }),
      ])
    : [null, null]
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '32px 0 16px' }}>{t.title}</h1>
        {admin ? (
          <>
            <p style={{ maxWidth: '70ch', marginBottom: 24 }}>{t.intro}</p>
            <NewSiteForm
              language={i18n.language === 'en' ? 'en' : 'fr'}
              apiRoute={payload.config.routes.api}
              adminRoute={payload.config.routes.admin}
              sites={sites!.docs.map((s) => ({ id: s.id, name: s.name }))}
              members={members!.docs.map((m) => ({ id: m.id, name: m.name }))}
            />
          </>
        ) : (
          <p role="alert">{t.adminsOnly}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
