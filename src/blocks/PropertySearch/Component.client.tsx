'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { listNode } from '@/ui/icons/nodes/list'
import { mapNode } from '@/ui/icons/nodes/map'
import { panelLeftCloseNode } from '@/ui/icons/nodes/panel-left-close'
import { panelLeftOpenNode } from '@/ui/icons/nodes/panel-left-open'
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'
import { hasFilterQuery, replaceFilterQuery, wantsReset } from '@/domain/search-filters'
import { AREA_PARAM, SORT_PARAM, parseArea } from '@/domain/saved-search'
import { orderBys, type OrderBy } from '@/listings/constants'
import { SaveSearchButton } from '@/ui/shortlist/SaveSearchButton'
import { LazyMap } from '@/ui/map/LazyMap'
import { FilterBar } from '@/ui/search/FilterBar'
import { useClientSite } from '@/ui/search/hooks'
import { LazyFilterOverlay } from '@/ui/search/LazyFilterOverlay'
import { ResultsList } from '@/ui/search/ResultsList'
import type { FirstResults } from '@/contract/core-api'
import { usePropertySearch } from '@/ui/search/use-property-search'
import { useSearchRunEvent } from '@/ui/search/use-search-run'
import { hydrateSearchStore, useSearchStore } from '@/ui/state/search'
import { useSearchDataStore } from '@/ui/state/search-data'
import type { CoreSearchFilters } from '@/domain/core-data'
import { useSearchUi } from '@/ui/state/search-ui'
import { useTooltipStore } from '@/ui/state/tooltips'

type Props = {
  title: string
  heading: 'h1' | 'h2'
  contactHref: string
  /** The first results the server rendered for the URL's filters (none: the island fetches them). */
  first?: FirstResults | null
  /** The block's core_data.propertiesFilters: used instead of GET /search-filters. */
  coreFilters?: CoreSearchFilters | null
}

/** Filters from the URL at start, then written back with history.replaceState after each initial load. */
function writeUrl() {
  const { pathname, search, hash } = window.location
  const rest = new URLSearchParams(search)
  rest.delete(AREA_PARAM) // a saved search's map area and sort, read once at start
  rest.delete(SORT_PARAM)
  window.history.replaceState(
    window.history.state,
    '',
    pathname + replaceFilterQuery(rest.toString(), useSearchStore.getState().filters) + hash,
  )
}

export function PropertySearchClient({ title, heading: H, contactHref, first = null, coreFilters = null }: Props) {
  const t = useTranslations('Search')
  const site = useClientSite()
  const [ready, setReady] = useState(false)
  const [sort, setSort] = useState<OrderBy>('newest')
  const [view, setView] = useState<'list' | 'map'>('list')
  const [listHidden, setListHidden] = useState(false)
  const [hovered, setHovered] = useState<string | null>(null)
  const filters = useSearchStore((s) => s.filters)
  const setFilters = useSearchStore((s) => s.setFilters)
  const { overlayOpen, dropdownOpen } = useSearchUi()
  const municipalities = useSearchDataStore((s) => s.searchFilters?.municipalities)
  const seed = useTooltipStore((s) => s.seed)

  useEffect(() => {
    void useSearchDataStore.getState().fetchSearchFilters(site, coreFilters)
    void hydrateSearchStore().then(() => {
      const q = new URLSearchParams(window.location.search)
      const store = useSearchStore.getState()
      if (wantsReset(q)) store.reset()
      if (hasFilterQuery(q)) store.setFromQuery(q)
      // A saved search reopens its map area and sort (decision 0046); otherwise the map starts from the results.
      store.setFilters({ map_bounds: parseArea(q.get(AREA_PARAM)) })
      const savedSort = q.get(SORT_PARAM)
      if (savedSort && (orderBys as readonly string[]).includes(savedSort)) setSort(savedSort as OrderBy)
      writeUrl() // the cleaned query at once, even if the search then fails (issue 19)
      setReady(true)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: the stores take the URL's filters a single time
  }, [])

  const paused = !ready || overlayOpen || dropdownOpen
  useSearchRunEvent(filters, paused)
  const r = usePropertySearch({
    site,
    filters,
    sort,
    paused,
    onInitialLoad: writeUrl,
    first,
  })
  useEffect(() => r.list.forEach(seed), [r.list, seed])

  return (
    <div className="psearch" data-view={view} data-list-hidden={listHidden}>
      <div className="psearch__bar">
        <H className="psearch__title">{title}</H>
        <FilterBar municipalities={municipalities ?? []} />
        <div className="psearch__views" role="group" aria-label={t('view')}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <Glyph node={listNode} size={18} /> {t('showList')}
          </button>
          <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
            <Glyph node={mapNode} size={18} /> {t('showMap')}
          </button>
        </div>
        <SaveSearchButton filters={filters} sort={sort} />
        <button
          type="button"
          className="psearch__hide-list"
          aria-pressed={listHidden}
          onClick={() => setListHidden((h) => !h)}
        >
          {listHidden ? <Glyph node={panelLeftOpenNode} size={18} /> : <Glyph node={panelLeftCloseNode} size={18} />}{' '}
          {listHidden ? t('showListPanel') : t('hideList')}
        </button>
      </div>
      <div className="psearch__panels">
        <section className="psearch__list" aria-label={t('listLabel')}>
          <ResultsList
            locale={site.locale}
            pending={!ready}
            list={r.list}
            total={r.total}
            loading={r.loading}
            loadingMore={r.loadingMore}
            failed={r.failed}
            onRetry={r.retry}
            hasMore={r.hasMore}
            loadMore={r.loadMore}
            sort={sort}
            onSort={setSort}
            contactHref={contactHref}
            onHover={setHovered}
          />
        </section>
        <div className="psearch__map">
          <LazyMap
            label={t('mapLabel')}
            site={site}
            features={r.features}
            fitKey={r.loadId}
            highlighted={hovered}
            onBounds={(map_bounds) => setFilters({ map_bounds })}
          />
        </div>
      </div>
      <LazyFilterOverlay />
    </div>
  )
}
