'use client'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { orderBys, type OrderBy } from '@/listings/constants'
import type { Locale } from '@/domain/locales'
import type { Property } from '../api/types'
import { useListEnd } from './hooks'
import { ListingCard } from './ListingCard'

type Props = {
  locale: Locale
  list: Property[]
  total: number | null
  loading: boolean
  loadingMore: boolean
  hasMore: boolean
  loadMore: () => void
  sort: OrderBy
  onSort: (s: OrderBy) => void
  contactHref: string
  onHover?: (uls: string | null) => void
}

/** The list panel: count, sort, cards, loading at the list end, empty state (spec 2). */
export function ResultsList({ locale, list, total, loading, loadingMore, hasMore, loadMore, sort, onSort, contactHref, onHover }: Props) {
  const t = useTranslations('Search')
  const end = useRef<HTMLButtonElement>(null)
  useListEnd(end, loadMore, { enabled: hasMore && !loadingMore, version: list.length })
  return (
    <div className="results" aria-busy={loading || loadingMore}>
      <div className="results__head">
        <p className="results__count" role="status">{loading ? t('loading') : t('results', { count: total ?? list.length })}</p>
        <label className="results__sort">
          <span>{t('sort')}</span>
          <select value={sort} onChange={(e) => onSort(e.target.value as OrderBy)}>
            {orderBys.map((o) => <option key={o} value={o}>{t(`sort_${o}`)}</option>)}
          </select>
        </label>
      </div>
      {loading ? (
        <ul className="results__grid" aria-hidden>{Array.from({ length: 4 }, (_, i) => <li key={i} className="listing-card listing-card--skeleton" />)}</ul>
      ) : list.length === 0 ? (
        <div className="results__empty">
          <h2>{t('empty')}</h2>
          <p>{t('emptyHint')}</p>
          <a className="btn btn--solid" href={contactHref}>{t('contactUs')}</a>
        </div>
      ) : (
        <ul className="results__grid">
          {list.map((p, i) => <li key={p.uls}><ListingCard property={p} locale={locale} headingLevel="h2" priority={i < 2} onHover={onHover} /></li>)}
        </ul>
      )}
      {hasMore ? (
        <button ref={end} type="button" className="btn btn--outline results__more" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? t('loading') : t('loadMore')}
        </button>
      ) : null}
    </div>
  )
}
