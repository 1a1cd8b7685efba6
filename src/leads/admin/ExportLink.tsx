'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { leadAdminLabels } from './labels'

/** Above the leads list: download the leads the current filters show, as CSV (GET /api/leads/export.csv). */
export function ExportLink() {
  const { i18n } = useTranslation()
  const t = leadAdminLabels(i18n.language)
  const { config } = useConfig()
  const params = useSearchParams()
  const where = new URLSearchParams([...params].filter(([k]) => k.startsWith('where')))
  const query = where.toString()
  return (
    <div style={{ margin: '0 0 16px' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={`${config.serverURL}${config.routes.api}/leads/export.csv${query ? `?${query}` : ''}`}
        download
      >
        {t.exportCsv}
      </a>
      <p style={{ margin: '4px 0 0', color: 'var(--theme-elevation-650)' }}>{t.exportHelp}</p>
    </div>
  )
}
