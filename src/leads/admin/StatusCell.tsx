'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { adminLanguage } from '@/domain/admin-words'
import { isLeadStatus, nextStatuses, type LeadStatus } from '@/domain/lead-status'
import { statusWords } from '@/domain/lead-words'
import { leadAdminLabels } from './labels'

type Props = { cellData?: unknown; rowData?: { id?: number | string; full_name?: string | null } }

/** The status in the leads list, changed in one click: a menu of the moves allowed, saved at once. */
export function StatusCell({ cellData, rowData }: Props) {
  const { i18n } = useTranslation()
  const lang = adminLanguage(i18n.language)
  const t = leadAdminLabels(lang)
  const { config } = useConfig()
  const router = useRouter()
  const [status, setStatus] = useState<LeadStatus>(isLeadStatus(cellData) ? cellData : 'new')
  const [error, setError] = useState(false)
  const [busy, setBusy] = useState(false)
  const change = async (to: LeadStatus) => {
    if (!rowData?.id || to === status) return
    setBusy(true)
    setError(false)
    const res = await fetch(`${config.serverURL}${config.routes.api}/leads/${rowData.id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: to }),
    }).catch(() => null)
    setBusy(false)
    if (!res?.ok) return setError(true)
    setStatus(to)
    router.refresh()
  }
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
      <select
        aria-label={t.statusOf(rowData?.full_name || String(rowData?.id ?? ''))}
        value={status}
        disabled={busy}
        onChange={(e) => void change(e.target.value as LeadStatus)}
        onClick={(e) => e.stopPropagation()}
        style={{
          padding: '4px 6px',
          borderRadius: 4,
          font: 'inherit',
          color: 'inherit',
          background: 'var(--theme-input-bg)',
        }}
      >
        {[status, ...nextStatuses(status)].map((s) => (
          <option key={s} value={s}>
            {statusWords[s][lang]}
          </option>
        ))}
      </select>
      {error ? <span role="alert">{t.failed}</span> : null}
    </span>
  )
}
