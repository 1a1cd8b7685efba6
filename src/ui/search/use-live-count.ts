'use client'
import { useEffect, useRef, useState } from 'react'
import { toApiParams, type ApiParams, type UrlSearchFilters } from '@/domain/search-filters'
import { coreApi, type ClientSite } from '../api/core-client'

export const COUNT_THROTTLE_MS = 500

/**
 * The overlay's results count: while open and no request is in progress, re-fetched (throttled at
 * 500 ms) whenever the filters change.
 */
export function useLiveCount(site: ClientSite, filters: UrlSearchFilters, open: boolean) {
  const [count, setCount] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const last = useRef({ at: 0, key: '' })
  const key = JSON.stringify(toApiParams(filters))
  useEffect(() => {
    if (!open) {
      last.current.key = ''
      return
    }
    if (busy || key === last.current.key) return
    const timer = setTimeout(
      () => {
        last.current = { at: Date.now(), key }
        setBusy(true)
        coreApi
          .count(site, JSON.parse(key) as ApiParams)
          .then(
            (r) => setCount(typeof r.total === 'number' ? r.total : null),
            () => setCount(null),
          )
          .finally(() => setBusy(false))
      },
      Math.max(0, last.current.at + COUNT_THROTTLE_MS - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [open, key, busy, site])
  return { count, busy }
}
