'use client'
import { create } from 'zustand'
import { coreApi, type ClientSite } from '../api/core-client'
import type { MunicipalityOption, SearchFiltersData } from '@/contract/core-api'

type DataState = {
  allMunicipalities: MunicipalityOption[]
  municipalitiesInitiated: boolean
  searchFilters: SearchFiltersData | null
  searchFiltersInitiated: boolean
  /** Each list is fetched once (an initiated flag); a failure allows a later retry. */
  fetchMunicipalities: (site: ClientSite) => Promise<void>
  fetchSearchFilters: (site: ClientSite) => Promise<void>
}

export const useSearchDataStore = create<DataState>()((set, get) => ({
  allMunicipalities: [],
  municipalitiesInitiated: false,
  searchFilters: null,
  searchFiltersInitiated: false,
  fetchMunicipalities: async (site) => {
    if (get().municipalitiesInitiated) return
    set({ municipalitiesInitiated: true })
    try {
      const data = await coreApi.municipalities(site)
      set({ allMunicipalities: data.municipalities ?? [] })
    } catch (err) {
      console.warn('municipalities fetch failed', err)
      set({ municipalitiesInitiated: false })
    }
  },
  fetchSearchFilters: async (site) => {
    if (get().searchFiltersInitiated) return
    set({ searchFiltersInitiated: true })
    try {
      const data = await coreApi.searchFilters(site)
      set({
        searchFilters: {
          municipalities: data.municipalities ?? [],
          property_types: data.property_types ?? [],
          price_increments: data.price_increments ?? null,
        },
      })
    } catch (err) {
      console.warn('search-filters fetch failed', err)
      set({ searchFiltersInitiated: false })
    }
  },
}))
