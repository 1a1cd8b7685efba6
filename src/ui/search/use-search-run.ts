'use client'
import { useEffect, useRef } from 'react'
import { toUrlQuery, type UrlSearchFilters } from '@/domain/search-filters'
import { sendConversion } from '../consent/conversion'

/**
 * A search run as a conversion event (issue 28): its filters as a URL query (no map area, nothing typed
 * freely), once per set of filters the search settles on (the overlay and dropdown closed).
 */
export function useSearchRunEvent(filters: UrlSearchFilters, paused: boolean) {
  const query = toUrlQuery(filters).toString()
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (paused || sent.current === query) return
    sent.current = query
    sendConversion('search_run', { filters: query })
  }, [paused, query])
}
