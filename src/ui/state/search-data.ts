'use client'
import { create } from 'zustand'
import { coreApi, type ClientSite } from '../api/core-client'
import type { MunicipalityOption, SearchFiltersData } from '@/contract/core-api'
import type { CoreSearchFilters } from '@/domain/core-data'

type DataState = {
  allMunicipalities: MunicipalityOption[]
  municipalitiesInitiated: boolean
  searchFilters: SearchFiltersData | null
  searchFiltersInitiated: boolean
  /** Each list is fetched once (an initiated flag); a failure allows a later retry. */
  fetchMunicipalities: (site: ClientSite) => Promise<void>
  /** `given`: the block's server data (core_data.propertiesFilters, spec 1 §3): kept, and nothing is fetched. */
  fetchSearchFilters: (site: ClientSite, given?: CoreSearchFilters | null) => Promise<void>
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
  fetchSearchFilters: async (site, given) => {
    if (given) {
      const { municipalities, property_types, price_increments } = given
      return set({
        searchFilters: { municipalities, property_types, price_increments: price_increments ?? [] },
        searchFiltersInitiated: true,
      })
    }
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
