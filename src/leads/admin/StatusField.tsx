'use client'
import { useField, useForm, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { adminLanguage } from '@/domain/admin-words'
import { isLeadStatus, nextStatuses, type LeadStatus } from '@/domain/lead-status'
import { statusWords } from '@/domain/lead-words'
import { leadAdminLabels } from './labels'

/** The lead's status and the moves one click away: each button saves the lead with its new status. */
export function StatusField({ path }: { path?: string }) {
  const { i18n } = useTranslation()
  const lang = adminLanguage(i18n.language)
  const t = leadAdminLabels(lang)
  const { value, setValue } = useField<string>({ path: path ?? 'status' })
  const { submit } = useForm()
  const [busy, setBusy] = useState(false)
  const current: LeadStatus = isLeadStatus(value) ? value : 'new'
  const move = async (to: LeadStatus) => {
    setBusy(true)
    setValue(to)
    try {
      await submit({ overrides: { status: to } })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div
      className="field-type lead-status"
      role="group"
      aria-labelledby="lead-status-label"
      style={{ marginBottom: 24 }}
    >
      <div id="lead-status-label" className="field-label" style={{ fontWeight: 600 }}>
        {t.status}
      </div>
      <p style={{ margin: '4px 0 8px', fontSize: '1.1em' }}>
        <strong>{statusWords[current][lang]}</strong>
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {nextStatuses(current).map((to) => (
          <button
            key={to}
            type="button"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            disabled={busy}
            onClick={() => void move(to)}
          >
            {t.moveTo(statusWords[to][lang])}
          </button>
        ))}
      </div>
      {busy ? <p role="status">{t.saving}</p> : null}
    </div>
  )
}
