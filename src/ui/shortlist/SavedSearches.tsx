'use client'
import { useEffect, useRef, useState } from 'react'
import { parseSavedSearch } from '@/domain/saved-search'
import { toApiParams, toUrlQuery } from '@/domain/search-filters'
import { alertPath, removeSearch, renameSearch, type SavedSearch } from '@/domain/shortlist'
import { routeHref } from '@/domain/route-keys'
import { useLocale, useTranslations } from '@/i18n/client'
import { coreApi } from '../api/core-client'
import { useClientSite } from '../search/hooks'
import { updateShortlist } from './store'

/** Today's count of a saved search (one count request each). */
function useCount(query: string): number | null {
  const site = useClientSite()
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const ac = new AbortController()
    coreApi.count(site, toApiParams(parseSavedSearch(query).filters), ac.signal).then(
      (d) => setCount(d.total),
      () => {},
    )
    return () => ac.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the site is the page's
  }, [query])
  return count
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const t = useTranslations('Shortlist')
  const locale = useLocale()
  const count = useCount(search.query)
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(search.name)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (editing) input.current?.focus() // the field the visitor asked for, after pressing « Renommer »
  }, [editing])
  const alertQuery = toUrlQuery(parseSavedSearch(search.query).filters).toString()
  return (
    <li className="saved-search">
      {editing ? (
        <form
          className="saved-search__rename"
          onSubmit={(e) => {
            e.preventDefault()
            updateShortlist((s) => renameSearch(s, search.id, name))
            setEditing(false)
          }}
        >
          <label>
            <span>{t('renameLabel')}</span>
            <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} ref={input} />
          </label>
          <button type="submit" className="btn btn--solid">
            {t('saveName')}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => setEditing(false)}>
            {t('cancel')}
          </button>
        </form>
      ) : (
        <h3 className="saved-search__name">{search.name}</h3>
      )}
      <p className="saved-search__count">{count === null ? '…' : t('searchCount', { count })}</p>
      <div className="saved-search__actions">
        <a className="btn btn--solid" href={`${routeHref('properties', locale)}?${search.query}`}>
          {t('openSearch')}
        </a>
        <a className="btn btn--outline" href={`${alertPath[locale]}${alertQuery ? `?${alertQuery}` : ''}`}>
          {t('alert')}
        </a>
        {editing ? null : (
          <button type="button" className="btn btn--outline" onClick={() => setEditing(true)}>
            {t('rename')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => updateShortlist((s) => removeSearch(s, search.id))}
        >
          {t('deleteSearch')}
        </button>
      </div>
    </li>
  )
}

/** The visitor's saved searches with today's count, a link back, an alert and rename/delete (decision 0046). */
export function SavedSearches({ searches }: { searches: SavedSearch[] }) {
  const t = useTranslations('Shortlist')
  if (!searches.length) return <p>{t('noSearches')}</p>
  return (
    <ul className="saved-searches">
      {searches.map((s) => (
        <SavedSearchItem key={`${s.id}:${s.name}`} search={s} />
      ))}
    </ul>
  )
}
