import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { parityCounts } from '@/domain/translation-parity'
import { parityLabels } from '../labels'
import { adminLang, documentsWithGaps } from '../report'
import { badgeStyle } from './styles'

// Explicit: a header left to inherit read too faint for axe on Payload's background.
const headStyle = { color: 'var(--theme-text)', textAlign: 'start', fontWeight: 600 } as const

/** /admin/traduction: every document the editor can read with a translation gap, its badge and a link to it. */
export async function ParityListView({
  initPageResult,
  params,
  searchParams,
  i18n,
  payload,
  user,
}: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`${payload.config.routes.admin}/login`)
  const lang = adminLang(i18n.language)
  const t = parityLabels(lang)
  const docs = await documentsWithGaps(payload, req.user, lang)
  const label = (slug: string) => {
    const plural = payload.collections[slug as 'pages']?.config.labels.plural
    const v = plural && typeof plural === 'object' ? (plural as Record<string, string>)[lang] : plural
    return typeof v === 'string' ? v : slug
  }
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
        <h1 style={{ margin: '32px 0 8px' }}>{t.viewTitle}</h1>
        <p style={{ margin: '0 0 16px', maxWidth: '70ch' }}>{t.viewIntro}</p>
        <table style={{ width: '100%', color: 'var(--theme-text)' }}>
          <thead>
            <tr>
              {[t.collection, t.document, t.gaps].map((h) => (
                <th key={h} scope="col" style={headStyle}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {docs.map((d) => (
              <tr key={`${d.slug}-${d.id}`}>
                <td>{label(d.slug)}</td>
                <td>
                  <a href={`${payload.config.routes.admin}/collections/${d.slug}/${d.id}`}>{d.title}</a>
                </td>
                <td>
                  {(['en', 'fr'] as const)
                    .map((l) => ({ l, ...parityCounts(d.report, l) }))
                    .filter((c) => c.missing + c.copied > 0)
                    .map((c) => (
                      <span key={c.l} style={{ ...badgeStyle(true), marginInlineEnd: 4 }}>
                        {t.badge(t.code[c.l], c.missing, c.copied)}
                      </span>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Gutter>
    </DefaultTemplate>
  )
}
