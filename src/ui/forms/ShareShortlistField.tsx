'use client'
import { useTranslations } from '@/i18n/client'
import { SHARE_CONSENT_FIELD, SHARE_FIELD, hasShareable, shareOf } from '@/domain/shortlist-share'
import type { Shortlist } from '@/domain/shortlist'
import { useShortlist } from '@/ui/shortlist/store'

/** The attachment's form fields when the box is ticked; nothing at all otherwise (issue 31 item 5). */
export const shareWire = (share: boolean, s: Shortlist): Record<string, string> =>
  share && hasShareable(s) ? { [SHARE_CONSENT_FIELD]: '1', [SHARE_FIELD]: JSON.stringify(shareOf(s)) } : {}

/**
 * The box to attach the device's favourites and saved searches to a lead: shown only when there are some,
 * unticked; the count says what would be shared. Not a react-hook-form field: the form reads it when sending.
 */
export function ShareShortlistField({
  idPrefix,
  checked,
  onChange,
  error,
}: {
  idPrefix: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}) {
  const t = useTranslations('LeadForms')
  const shortlist = useShortlist()
  if (!hasShareable(shortlist)) return null
  const id = `${idPrefix}-share-shortlist`
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field field--check lead-form__share" data-invalid={error ? true : undefined}>
      <input
        id={id}
        type="checkbox"
        name={SHARE_CONSENT_FIELD}
        checked={checked}
        aria-describedby={described}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{t('shareShortlist')}</label>
      <p id={`${id}-hint`} className="field__hint">
        {t('shareShortlistHint', { favourites: shortlist.favourites.length, searches: shortlist.searches.length })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
