'use client'
import { useEffect, useState } from 'react'
import type { PropertyCard } from '@/contract/core-api'
import { coreApi } from '../api/core-client'
import { useClientSite } from '../search/hooks'

export type ShortlistCards = { status: 'loading' | 'ready' | 'failed'; cards: Map<string, PropertyCard> }

/** The cards of the given listing keys, in one core API request (decision 0046); refetched when the keys change. */
export function useShortlistCards(keys: string[], enabled = true): ShortlistCards {
  const site = useClientSite()
  const [state, setState] = useState<ShortlistCards>({ status: 'loading', cards: new Map() })
  const wanted = keys.join('\n')
  useEffect(() => {
    if (!enabled) return
    const list = wanted ? wanted.split('\n') : []
    if (!list.length) {
      setState({ status: 'ready', cards: new Map() })
      return
    }
    const ac = new AbortController()
    coreApi.shortlist(site, list, ac.signal).then(
      (d) => setState({ status: 'ready', cards: new Map(d.properties.map((p) => [p.uls, p])) }),
      () => {
        if (!ac.signal.aborted) setState((s) => ({ ...s, status: 'failed' }))
      },
    )
    return () => ac.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the site is the page's; the keys are compared as text
  }, [wanted, enabled])
  return state
}

/** True once the component has mounted in the browser (the device's list can be read). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
