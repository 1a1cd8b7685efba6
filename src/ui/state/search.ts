'use client'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import {
  clearFilter,
  emptyFilters,
  filtersFromQuery,
  mergeFilters,
  type FilterKey,
  type QueryInput,
  type UrlSearchFilters,
} from '@/domain/search-filters'

export const visitorKeys = ['firstname', 'lastname', 'email', 'phone'] as const
export type VisitorKey = (typeof visitorKeys)[number]
export type VisitorInfo = Record<VisitorKey, string>

type SearchState = {
  filters: UrlSearchFilters
  visitor: VisitorInfo
  /** Merge a change; the state changes only if a value differs. */
  setFilters: (patch: Partial<UrlSearchFilters>) => void
  /** Query values cast, merged over the defaults and stored (spec 1 §4). */
  setFromQuery: (q: QueryInput) => void
  clear: (key: FilterKey | 'price') => void
  reset: () => void
  /** Unknown keys are refused with a warning. */
  setVisitor: (key: string, value: string) => boolean
}

const emptyVisitor = (): VisitorInfo => ({ firstname: '', lastname: '', email: '', phone: '' })

/** Search filters and visitor contact info, kept in sessionStorage (spec 1 §3). */
export const useSearchStore = create<SearchState>()(
  persist(
    (set, get) => ({
      filters: emptyFilters(),
      visitor: emptyVisitor(),
      setFilters: (patch) => {
        const next = mergeFilters(get().filters, patch)
        if (next !== get().filters) set({ filters: next })
      },
      setFromQuery: (q) => {
        const next = mergeFilters(get().filters, { ...filtersFromQuery(q), map_bounds: get().filters.map_bounds })
        if (next !== get().filters) set({ filters: next })
      },
      clear: (key) => set({ filters: clearFilter(get().filters, key) }),
      reset: () => set({ filters: emptyFilters() }),
      setVisitor: (key, value) => {
        if (!(visitorKeys as readonly string[]).includes(key)) {
          console.warn(`Unknown contact key "${key}"`)
          return false
        }
        set({ visitor: { ...get().visitor, [key]: value } })
        return true
      },
    }),
    {
      name: 'search-state',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ filters: { ...s.filters, map_bounds: null }, visitor: s.visitor }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Pick<SearchState, 'filters' | 'visitor'>>
        return {
          ...current,
          filters: mergeFilters(emptyFilters(), p.filters ?? {}),
          visitor: { ...emptyVisitor(), ...p.visitor },
        }
      },
      skipHydration: true,
    },
  ),
)

let hydrated = false
/** Load the session's filters once, after the first render (keeps server and client markup equal). */
export function hydrateSearchStore() {
  if (hydrated || typeof window === 'undefined') return Promise.resolve()
  hydrated = true
  return Promise.resolve(useSearchStore.persist.rehydrate())
}
