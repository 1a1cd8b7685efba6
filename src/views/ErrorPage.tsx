import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { getZoneBlocks, siteOfRequest } from '@/data/site-data'
import { pickHeader } from '@/domain/header-choice'
import type { Locale } from '@/domain/locales'
import { ErrorView } from '@/ui/errors/ErrorView'
import { errorContent } from '@/ui/errors/error-content'
import { buildRenderContext, buildSiteState } from './context'
import { SiteChrome } from './SiteChrome'
import { errorIcon } from '@/ui/errors/error-icon'

/** Error page for a status (403, 404, 410, 500, 503, redirect without location…), inside the site chrome. */
export async function ErrorPage({
  locale,
  status,
  children,
}: {
  locale: Locale
  status: number
  children?: ReactNode
}) {
  const t = await getTranslations({ locale })
  const kind = status === 301 || status === 302 ? 'redirect' : 'status'
  const c = errorContent(status, t, kind)
  const view = (
    <ErrorView
      locale={locale}
      status={status}
      title={c.title}
      message={c.message}
      icon={errorIcon(c.icon)}
      actions={c.actions}
      labels={{ refresh: t('Errors.refresh'), home: t('Errors.home'), debug: t('Errors.debug') }}
    />
  )
  const site = await siteOfRequest()
  if (!site)
    return (
      <main id="main-content" className="error-page">
        {view}
      </main>
    )
  const [header, footer] = await Promise.all([
    getZoneBlocks(site.id, 'header', false),
    getZoneBlocks(site.id, 'footer', false),
  ])
  // Rendered here, not through generateMetadata: Next.js drops page metadata when the status is 404.
  const title = <title>{`${c.title} — ${site.name}`}</title>
  if (status === 503)
    return (
      <main id="main-content" className="error-page error-page--maintenance">
        {title}
        {view}
      </main>
    )
  const ctx = await buildRenderContext(locale, site, null)
  return (
    <SiteChrome
      header={pickHeader(header)}
      footer={footer}
      ctx={ctx}
      site={buildSiteState(locale, site, null)}
      pageKey={`error:${status}`}
    >
      {title}
      <meta name="robots" content="noindex" />
      <div className="error-page">{view}</div>
      {children ? <div className="error-page__more container">{children}</div> : null}
    </SiteChrome>
  )
}
