import { afterEach, describe, expect, it, vi } from 'vitest'
import { coreApi } from './core-client'

const site = { locale: 'fr' as const, micrositeId: 'ms-1', siteKey: 'key-1' }

function mockFetch(body: unknown, status = 200) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fn)
  return fn
}

afterEach(() => vi.unstubAllGlobals())

describe('core client', () => {
  it('calls the protected base with the site key, language and JSON accept', async () => {
    const fn = mockFetch({ data: { total: 12 } })
    expect(
      await coreApi.count(site, [
        ['mun[]', '66023'],
        ['open_house', '1'],
      ]),
    ).toEqual({ total: 12 })
    const [url, init] = fn.mock.calls[0]
    expect(url).toBe('/api/swc/ms-1/properties?mun%5B%5D=66023&open_house=1&format=count')
    expect(init?.headers).toEqual({ 'Content-Language': 'fr', Accept: 'application/json', 'X-Site-Key': 'key-1' })
  })
  it('calls the unprotected base without the key', async () => {
    const fn = mockFetch({ data: { municipalities: [{ MUN_CODE: '1', DESCRIPTION: 'A' }] } })
    expect((await coreApi.municipalities({ ...site, locale: 'en' })).municipalities).toHaveLength(1)
    expect(fn.mock.calls[0][0]).toBe('/api/swc/municipalities')
    expect(fn.mock.calls[0][1]?.headers).toEqual({ 'Content-Language': 'en', Accept: 'application/json' })
  })
  it('sends the map and page parameters', async () => {
    const fn = mockFetch({ data: { propertiesListing: [] } })
    await coreApi.initial(site, [], 'newest', 25)
    await coreApi.page(site, [], 'price_asc', 2, 25)
    expect(fn.mock.calls[0][0]).toBe('/api/swc/ms-1/properties?format=map&listingLimit=25&order_by=newest')
    expect(fn.mock.calls[1][0]).toBe('/api/swc/ms-1/properties?order_by=price_asc&page=2&limit=25')
  })
  it('throws on an error status, but a failed tooltip gives null', async () => {
    mockFetch({ error: 'no' }, 500)
    await expect(coreApi.count(site, [])).rejects.toThrow(/500/)
    expect(await coreApi.tooltip(site, 'X1')).toBeNull()
  })
})
