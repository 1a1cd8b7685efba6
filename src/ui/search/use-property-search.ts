'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_PAGE_SIZE, type OrderBy } from '@/listings/constants'
import { toApiParams, type UrlSearchFilters } from '@/domain/search-filters'
import { coreApi, type ClientSite } from '../api/core-client'
import type { FirstResults, ListingFeature, PropertyCard } from '@/contract/core-api'
import { useProgressStore } from '../state/progress'

export type SearchResults = {
  loading: boolean
  loadingMore: boolean
  /** The last search fetch failed: the list shows an error with a retry button (never an endless spinner). */
  failed: boolean
  list: PropertyCard[]
  features: ListingFeature[]
  total: number | null
  /** Whether another page exists (has_more from the API). */
  more: boolean
  /** Increments after each successful initial load (the map fits its markers, the URL is written). */
  loadId: number
}

type Options = {
  site: ClientSite
  filters: UrlSearchFilters
  sort: OrderBy
  paused: boolean
  onInitialLoad?: () => void
  first?: FirstResults | null
}

const initial: SearchResults = {
  loading: true,
  loadingMore: false,
  failed: false,
  list: [],
  features: [],
  total: null,
  more: false,
  loadId: 0,
}
const seeded = (f: FirstResults): SearchResults => ({
  loading: false,
  loadingMore: false,
  failed: false,
  list: f.list,
  features: f.features,
  total: f.total,
  more: f.more,
  loadId: 1,
})

/**
 * Spec 2 §4: an initial search (map features + first page), refetched when the filters or the sort
 * change but only while the overlay and dropdown are closed; map bounds moving to another set of
 * markers reloads the list only; bounds cleared refetches everything; next pages of 25 on demand.
 * A failed fetch ends loading and sets `failed`; `retry` runs the initial search again.
 * Given the server's `first` results, it starts from them and makes no initial call while the filters
 * and the sort are still the ones they answer (the session's own filters, a sort or a retry fetch).
 */
export function usePropertySearch({ site, filters, sort, paused, onInitialLoad, first }: Options) {
  const [state, setState] = useState<SearchResults>(() => (first ? seeded(first) : initial))
  const given = useRef(first ? first.key : null)
  const seq = useRef(0)
  const page = useRef(1)
  const { map_bounds, ...rest } = filters
  const filtersKey = JSON.stringify(toApiParams({ ...rest, map_bounds: null }))
  const boundsKey = JSON.stringify(map_bounds)
  const lastBounds = useRef<string | null>(null)
  const [clearedBounds, setClearedBounds] = useState(0)
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const latest = useRef({ filters, sort, onInitialLoad })
  latest.current = { filters, sort, onInitialLoad }

  // Bounds set to nothing after being set → initial refetch.
  if (lastBounds.current !== boundsKey) {
    if (lastBounds.current !== null && map_bounds === null && lastBounds.current !== 'null')
      setClearedBounds((n) => n + 1)
    lastBounds.current = boundsKey
  }

  useEffect(() => {
    if (paused) return
    if (
      given.current !== null &&
      given.current === filtersKey &&
      sort === 'newest' &&
      attempt === 0 &&
      clearedBounds === 0
    )
      return
    given.current = null
    const id = ++seq.current
    const ctrl = new AbortController()
    setState((s) => ({ ...s, loading: true, failed: false, list: [] }))
    const progress = useProgressStore.getState()
    progress.start()
    page.current = 1
    const params = toApiParams(latest.current.filters)
    coreApi.initial(site, params, sort, DEFAULT_PAGE_SIZE, ctrl.signal).then(
      (data) => {
        progress.done(true)
        if (id !== seq.current) return
        setState((s) => ({
          loading: false,
          loadingMore: false,
          failed: false,
          list: data.propertiesListing ?? [],
          features: data.propertiesMap ?? [],
          total: typeof data.total === 'number' ? data.total : (data.propertiesListing ?? []).length,
          loadId: s.loadId + 1,
          more: data.has_more ?? (data.propertiesListing ?? []).length < (data.total ?? 0),
        }))
        latest.current.onInitialLoad?.()
      },
      (err: unknown) => {
        if (ctrl.signal.aborted) return progress.done(true)
        progress.done(false)
        console.warn('property search failed', err)
        if (id === seq.current)
          setState((s) => ({
            ...s,
            loading: false,
            loadingMore: false,
            failed: true,
            list: [],
            features: [],
            total: null,
            more: false,
          }))
      },
    )
    return () => ctrl.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters stand as filtersKey (a new object each render), the site as its two fields
  }, [filtersKey, sort, paused, clearedBounds, attempt, site.locale, site.micrositeId])

  // Bounds moved to a different set of markers: the list only, from page 1.
  const boundsRun = useRef(false)
  useEffect(() => {
    if (!boundsRun.current) {
      boundsRun.current = true
      return
    }
    if (paused || map_bounds === null) return
    const id = ++seq.current
    const ctrl = new AbortController()
    page.current = 1
    setState((s) => ({ ...s, loading: true, failed: false, list: [] }))
    const params = toApiParams(latest.current.filters)
    Promise.all([
      coreApi.page(site, params, latest.current.sort, 1, DEFAULT_PAGE_SIZE, ctrl.signal),
      coreApi.count(site, params, ctrl.signal),
    ]).then(
      ([data, count]) => {
        if (id !== seq.current) return
        const list = data.propertiesListing ?? []
        setState((s) => ({
          ...s,
          loading: false,
          list,
          total: count.total,
          more: data.has_more ?? list.length < count.total,
        }))
      },
      () => {
        if (!ctrl.signal.aborted && id === seq.current)
          setState((s) => ({ ...s, loading: false, failed: true, list: [], total: null, more: false }))
      },
    )
    return () => ctrl.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a move to other markers reloads the list; the rest is read from `latest`
  }, [boundsKey])

  const hasMore = !state.loading && state.more
  const loadMore = useCallback(() => {
    if (!hasMore || state.loadingMore) return
    const id = seq.current
    const next = page.current + 1
    setState((s) => ({ ...s, loadingMore: true }))
    coreApi.page(site, toApiParams(latest.current.filters), latest.current.sort, next, DEFAULT_PAGE_SIZE).then(
      (data) => {
        if (id !== seq.current) return
        page.current = next
        const more = data.propertiesListing ?? []
        setState((s) => ({
          ...s,
          loadingMore: false,
          list: [...s.list, ...more],
          more: Boolean(data.has_more ?? more.length >= DEFAULT_PAGE_SIZE) && more.length > 0,
        }))
      },
      () => setState((s) => ({ ...s, loadingMore: false })),
    )
  }, [hasMore, state.loadingMore, site])

  return { ...state, hasMore, loadMore, retry }
}
