import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PropertyCard } from '@/contract/core-api'

const mem = new Map<string, string>()
beforeAll(() => {
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => mem.get(k) ?? null,
    setItem: (k: string, v: string) => void mem.set(k, v),
    removeItem: (k: string) => void mem.delete(k),
  })
})
afterEach(() => vi.restoreAllMocks())

const site = { locale: 'fr' as const, micrositeId: 'ms', siteKey: 'k' }
const property: PropertyCard = {
  id: 1,
  hover_id: 1,
  uls: 'U1',
  type: 'condo',
  type_code: 'condo',
  transaction: 'sale',
  status: 'active',
  address: '1 rue A',
  municipality: { MUN_CODE: '66023', DESCRIPTION: 'Montréal' },
  price: 100,
  url: '/fr/propriete/u1',
  carousel_images: ['/a.jpg'],
  property_image: null,
  specs: { bed: 2, bath: 1, area: null },
  badge: null,
  coords: { lat: 45.5, lng: -73.6 },
  listed_at: '2026-01-01',
  updated_at: '2026-01-01',
}

describe('search store', () => {
  it('casts the query over defaults, keeps it in sessionStorage, refuses unknown contact keys', async () => {
    const { useSearchStore } = await import('./search')
    const s = useSearchStore.getState()
    s.setFromQuery(new URLSearchParams('mun=b&mun=a&bedrooms=2'))
    expect(useSearchStore.getState().filters).toMatchObject({ mun: ['a', 'b'], bedrooms: 2, open_house: false })
    expect(JSON.parse(mem.get('search-state')!).state.filters.mun).toEqual(['a', 'b'])
    const before = useSearchStore.getState().filters
    s.setFilters({ mun: ['b', 'a'] })
    expect(useSearchStore.getState().filters).toBe(before)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(s.setVisitor('nickname', 'x')).toBe(false)
    expect(warn).toHaveBeenCalled()
    expect(s.setVisitor('email', 'a@b.c')).toBe(true)
    s.reset()
    expect(useSearchStore.getState().filters.mun).toEqual([])
  })
})

describe('tooltip cache', () => {
  it('seeds only if absent and loads once', async () => {
    const { useTooltipStore } = await import('./tooltips')
    const fn = vi.fn(
      async () => new Response(JSON.stringify({ data: { ...property, uls: 'U2', address: 'from api' } })),
    )
    vi.stubGlobal('fetch', fn)
    const t = useTooltipStore.getState()
    t.seed(property)
    t.seed({ ...property, address: 'other' })
    expect(useTooltipStore.getState().byUls.U1?.address).toBe('1 rue A')
    expect(await t.load(site, 'U1')).toMatchObject({ address: '1 rue A' })
    await Promise.all([t.load(site, 'U2'), t.load(site, 'U2')])
    expect(await t.load(site, 'U2')).toMatchObject({ address: 'from api' })
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('search lists', () => {
  it('fetches search filters once', async () => {
    const { useSearchDataStore } = await import('./search-data')
    const fn = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ data: { municipalities: [{ MUN_CODE: '1', DESCRIPTION: 'A' }], property_types: [] } }),
        ),
    )
    vi.stubGlobal('fetch', fn)
    const s = useSearchDataStore.getState()
    await Promise.all([s.fetchSearchFilters(site), s.fetchSearchFilters(site)])
    await s.fetchSearchFilters(site)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(useSearchDataStore.getState().searchFilters?.municipalities).toHaveLength(1)
  })
})
