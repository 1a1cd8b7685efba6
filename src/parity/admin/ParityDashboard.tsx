import type { ServerProps } from 'payload'
import { parityLabels } from '../labels'
import { adminLang, documentsWithGaps } from '../report'

/**
 * The dashboard's translation count (registered in `admin.components.beforeDashboard`): how many documents have a
 * field missing or copied in a language, linking to their list (/admin/traduction).
 */
export async function ParityDashboard({ i18n, payload, user }: ServerProps) {
  if (!user) return null
  const lang = adminLang(i18n.language)
  const t = parityLabels(lang)
  const docs = await documentsWithGaps(payload, user, lang)
  return (
    <section aria-label={t.panelTitle} style={{ margin: '0 0 24px' }}>
      <p style={{ margin: 0 }}>
        {t.dashboard(docs.length)}{' '}
        {docs.length ? <a href={`${payload.config.routes.admin}/traduction`}>{t.dashboardLink}</a> : null}
      </p>
    </section>
  )
}
