'use client'
import { useState } from 'react'
import { shareQuery } from '@/domain/shortlist'
import { useTranslations } from '@/i18n/client'

/** A read-only link to the visitor's favourites: the keys in the URL, nothing stored on the server (decision 0046). */
export function ShareBox({ keys }: { keys: string[] }) {
  const t = useTranslations('Shortlist')
  const [link, setLink] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const open = () => setLink(`${window.location.origin}${window.location.pathname}?${shareQuery(keys)}`)
  const copy = () => {
    if (!link) return
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  if (!link)
    return (
      <button type="button" className="btn btn--outline" onClick={open}>
        {t('share')}
      </button>
    )
  return (
    <div className="shortlist__share">
      <label>
        <span>{t('shareLink')}</span>
        <input type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="btn btn--solid" onClick={copy}>
        {t('copy')}
      </button>
      <p role="status">{copied ? t('copied') : t('shareHint')}</p>
    </div>
  )
}
