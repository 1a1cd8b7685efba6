'use client'
import { useState } from 'react'
import { savedSearchQuery } from '@/domain/saved-search'
import { favouritesPath, saveSearch } from '@/domain/shortlist'
import type { UrlSearchFilters } from '@/domain/search-filters'
import { localeRegion } from '@/domain/locales'
import { useLocale, useTranslations } from '@/i18n/client'
import { updateShortlist } from './store'

/** « Enregistrer cette recherche »: the filters, map area and sort, kept on this device under a name (decision 0046). */
export function SaveSearchButton({ filters, sort }: { filters: UrlSearchFilters; sort: string }) {
  const t = useTranslations('Search')
  const locale = useLocale()
  const [saved, setSaved] = useState(false)
  const save = () => {
    const now = Date.now()
    const date = new Intl.DateTimeFormat(localeRegion[locale], { dateStyle: 'medium' }).format(now)
    updateShortlist((s) =>
      saveSearch(s, {
        id: now.toString(36),
        name: t('defaultSearchName', { date }),
        query: savedSearchQuery(filters, sort),
        at: now,
      }),
    )
    setSaved(true)
  }
  return (
    <div className="psearch__save">
      <button type="button" className="btn btn--outline" onClick={save}>
        {t('saveSearch')}
      </button>
      <p role="status" className="psearch__saved">
        {saved ? (
          <>
            {t('searchSaved')} <a href={favouritesPath[locale]}>{t('seeFavourites')}</a>
          </>
        ) : null}
      </p>
    </div>
  )
}
