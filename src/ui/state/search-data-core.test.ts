import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const site = { locale: 'fr' as const, micrositeId: 'ms', siteKey: 'k' }
const given = {
  municipalities: [{ MUN_CODE: '66023', DESCRIPTION: 'Montréal' }],
  property_types: [{ code: 'condo', label: 'Condo' }],
  price_increments: null,
}
const answer = { data: { municipalities: [{ MUN_CODE: '23027', DESCRIPTION: 'Québec' }], property_types: [] } }

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.resetModules()
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer)))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const searchFiltersCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/search-filters')).length

describe('search filters sent in a block (core_data.propertiesFilters, F-28)', () => {
  it('are used as they are: GET /search-filters is never called, not even by a later block', async () => {
    const { useSearchDataStore } = await import('./search-data')
    await useSearchDataStore.getState().fetchSearchFilters(site, given)
    await useSearchDataStore.getState().fetchSearchFilters(site)
    expect(searchFiltersCalls()).toBe(0)
    expect(useSearchDataStore.getState().searchFilters?.municipalities).toEqual(given.municipalities)
  })

  it('without them, the filters are fetched once', async () => {
    const { useSearchDataStore } = await import('./search-data')
    await useSearchDataStore.getState().fetchSearchFilters(site)
    await useSearchDataStore.getState().fetchSearchFilters(site)
    expect(searchFiltersCalls()).toBe(1)
    expect(useSearchDataStore.getState().searchFilters?.municipalities).toEqual(answer.data.municipalities)
  })
})
