'use client'
import { useMessages, useTranslations } from '@/i18n/client'
import { useRef } from 'react'
import { orderBys, type OrderBy } from '@/listings/constants'
import type { Locale } from '@/domain/locales'
import type { PropertyCard } from '@/contract/core-api'
import { useListEnd } from './hooks'
import { ListingCard } from './ListingCard'

type Props = {
  locale: Locale
  list: PropertyCard[]
  total: number | null
  loading: boolean
  loadingMore: boolean
  /** The island has not yet checked the session's filters: the list shown may still be replaced. */
  pending?: boolean
  /** The search failed: an error with a retry button replaces the list. */
  failed?: boolean
  onRetry?: () => void
  hasMore: boolean
  loadMore: () => void
  sort: OrderBy
  onSort: (s: OrderBy) => void
  contactHref: string
  onHover?: (uls: string | null) => void
}

/** The list panel: count, sort, cards, loading at the list end, empty state, error with retry (spec 2, issue 19). */
export function ResultsList({
  locale,
  list,
  total,
  loading,
  loadingMore,
  pending = false,
  failed = false,
  onRetry,
  hasMore,
  loadMore,
  sort,
  onSort,
  contactHref,
  onHover,
}: Props) {
  const t = useTranslations('Search')
  const cardLabels = useMessages('Listing')
  const end = useRef<HTMLButtonElement>(null)
  useListEnd(end, loadMore, { enabled: hasMore && !loadingMore, version: list.length })
  return (
    <div className="results" aria-busy={loading || loadingMore || pending}>
      <div className="results__head">
        <p className="results__count" role="status">
          {loading ? t('loading') : failed ? t('loadError') : t('results', { count: total ?? list.length })}
        </p>
        <label className="results__sort">
          <span>{t('sort')}</span>
          <select value={sort} onChange={(e) => onSort(e.target.value as OrderBy)}>
            {orderBys.map((o) => (
              <option key={o} value={o}>
                {t(`sort_${o}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loading ? (
        <ul className="results__grid" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="listing-card listing-card--skeleton" />
          ))}
        </ul>
      ) : failed ? (
        <div className="results__empty results__error" role="alert">
          <h2>{t('loadError')}</h2>
          <p>{t('loadErrorHint')}</p>
          <button type="button" className="btn btn--solid" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="results__empty">
          <h2>{t('empty')}</h2>
          <p>{t('emptyHint')}</p>
          <a className="btn btn--solid" href={contactHref}>
            {t('contactUs')}
          </a>
        </div>
      ) : (
        <ul className="results__grid">
          {list.map((p, i) => (
            <li key={p.uls}>
              <ListingCard
                property={p}
                locale={locale}
                labels={cardLabels}
                headingLevel="h2"
                priority={i < 2}
                onHover={onHover}
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button
          ref={end}
          type="button"
          className="btn btn--outline results__more"
          onClick={loadMore}
          disabled={loadingMore}
        >
          {loadingMore ? t('loading') : t('loadMore')}
        </button>
      ) : null}
    </div>
  )
}
