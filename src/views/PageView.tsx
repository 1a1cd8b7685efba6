import type { PageResponse } from '@/domain/page-response'
import type { Locale } from '@/domain/locales'
import { requireSite } from '@/data/site-data'
import { RenderBlocks } from './RenderBlocks'
import { buildRenderContext, buildSiteState } from './context'
import { SiteChrome } from './SiteChrome'
import { SiteTagsList } from './SiteTagsList'
import { footerGeometry } from './block-geometry'
import { LivePreviewListenerLazy as LivePreviewListener } from '@/ui/lazy-islands'
import { requestOrigin } from '@/security/request-origin'
import { currentEditor } from '@/data/editor-session'
import type { RenderContext } from '@/ui/render-context'

type Props = {
  page: PageResponse
  locale: Locale
  searchParams: Record<string, string | string[] | undefined>
  draft?: boolean
}

/** Edit mode: only for a signed-in editor who asks for it (?edit=1); ?colors=0 hides the scheme button. */
async function editMode(sp: Props['searchParams'], page: PageResponse, t: RenderContext['t']) {
  if (sp.edit !== '1' || !(await currentEditor())) return null
  const labels = {
    scheme: t('Edit.scheme'),
    edit: t('Edit.edit'),
    remove: t('Edit.remove'),
    confirm: t('Edit.confirm'),
    failed: t('Edit.failed'),
  }
  return { pageId: page.metadata.page_id, colors: sp.colors !== '0', labels }
}

/**
 * Internal query parameters carried by internal links (spec 1 §2). None today: the variant id is added
 * from the page's variant data (a previewed variant), never from a visitor's ?variant=.
 */
const internalQueryFrom = (_sp: Props['searchParams']): Record<string, string> => ({})

export async function PageView({ page, locale, searchParams, draft = false }: Props) {
  const site = await requireSite()
  const base = await buildRenderContext(locale, site, page, internalQueryFrom(searchParams))
  const ctx = { ...base, searchQuery: searchParams, edit: await editMode(searchParams, page, base.t) }
  const siteState = buildSiteState(locale, site, page)
  return (
    <SiteChrome
      header={page.header}
      footer={page.metadata.hide_footer ? null : (page.override.footer ?? page.footer)}
      footerStyle={footerGeometry(page.content)}
      ctx={ctx}
      site={siteState}
      pageKey={`${page.metadata.page_id}:${page.seo.canonical_url[locale] ?? ''}`}
    >
      {page.metadata.elements.map((e, i) =>
        e.tag === 'meta' ? (
          <meta key={i} name={e.name ?? undefined} content={e.content ?? undefined} />
        ) : (
          <link key={i} rel={e.rel ?? undefined} href={e.href ?? undefined} />
        ),
      )}
      <RenderBlocks
        blocks={page.content}
        ctx={ctx}
        zone="content"
        before={page.header.map((b) => b.block_type)}
        footerFollows={!page.metadata.hide_footer && page.footer.length > 0}
      />
      {page.metadata.route_key === 'privacy' ? <SiteTagsList tags={siteState.tags} t={ctx.t} /> : null}
      {draft ? <LivePreviewListener serverURL={await requestOrigin()} /> : null}
    </SiteChrome>
  )
}
