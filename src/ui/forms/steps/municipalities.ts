'use client'
import { create } from 'zustand'

import type { MunicipalityOption as Municipality, MunicipalitiesData } from '@/contract/core-api'

export type { Municipality }
type Store = {
  list: Municipality[]
  status: 'idle' | 'loading' | 'ready'
  load: (locale: string, fallback: Municipality[]) => void
}

const byName = (a: Municipality, b: Municipality) => a.DESCRIPTION.localeCompare(b.DESCRIPTION, 'fr')

/**
 * Municipalities from the unprotected core call GET /municipalities (data.data.municipalities),
 * fetched once for the page; if the call fails the list the page was rendered with is used.
 */
export const useMunicipalities = create<Store>((set, get) => ({
  list: [],
  status: 'idle',
  load: (locale, fallback) => {
    if (get().status !== 'idle') return
    set({ status: 'loading' })
    fetch('/api/swc/municipalities', { headers: { 'Content-Language': locale, Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((body: { data?: Partial<MunicipalitiesData> }) => {
        const list = body.data?.municipalities
        if (!Array.isArray(list) || !list.length) throw new Error('no municipalities')
        set({ list: [...list].sort(byName), status: 'ready' })
      })
      .catch(() => set({ list: [...fallback].sort(byName), status: 'ready' }))
  },
}))
