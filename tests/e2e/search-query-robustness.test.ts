import fc from 'fast-check'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { desktop, newPage, open, fileBrowser } from './helpers/browser'

/**
 * Issue 19: whatever query string a link carries, the search page ends with results, the empty state
 * or the error state with a retry button, never an endless "Loading properties…". Unknown values are
 * dropped, the rest apply, and the cleaned query is written back to the address bar.
 */
const browser = fileBrowser()

const L = {
  fr: {
    path: '/fr/proprietes',
    loading: 'Chargement des propriétés…',
    error: 'Impossible de charger les propriétés',
    retry: 'Réessayer',
    sort: 'Trier par',
  },
  en: {
    path: '/en/properties',
    loading: 'Loading properties…',
    error: 'The properties could not be loaded',
    retry: 'Try again',
    sort: 'Sort by',
  },
}
const typeCodes = ['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm']

/** How the result panel ended: 'results', 'empty', 'error' (with its retry button), or 'loading'. */
async function settled(page: Page, locale: 'fr' | 'en', timeout = 20_000): Promise<string> {
  const until = Date.now() + timeout
  let state = 'loading'
  while (Date.now() < until) {
    state = await page.evaluate(({ loading, error, retry }) => {
      const results = document.querySelector('.results')
      const status = document.querySelector('.results__count')?.textContent ?? ''
      if (!results || results.getAttribute('aria-busy') !== 'false' || status === loading) return 'loading'
      if (document.querySelector('.results__grid .listing-card__link')) return 'results'
      const alert = document.querySelector('.results__error[role=alert]')
      if (alert)
        return alert.textContent?.includes(error) &&
          [...alert.querySelectorAll('button')].some((b) => b.textContent === retry)
          ? 'error'
          : 'bad error'
      if (document.querySelector('.results__empty')) return 'empty'
      return 'loading'
    }, L[locale])
    if (state !== 'loading') return state
    await page.waitForTimeout(250)
  }
  return state
}

const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'mun',
        'mun[]',
        'type',
        'type[]',
        'price_min',
        'price_max',
        'bedrooms',
        'bathrooms',
        'forSaleForRent',
        'open_house',
        'reset_filters',
        'utm_source',
      ),
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(
          ...typeCodes,
          'Condo',
          'MAISON',
          '66023',
          'buy',
          'rent',
          'sell',
          '1',
          '0',
          '-3',
          'Infinity',
          '1e21',
          '2,500,000',
          '0.001',
          '%',
          '💥',
        ),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString())

describe('search page against any query string', () => {
  it('unknown type Condo is dropped: the other filters apply and the cleaned query is written back', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, '/en/properties?reset_filters=1&type=Condo&bedrooms=2&utm_source=mail')
    expect(await settled(page, 'en')).toMatch(/^(results|empty)$/)
    const url = new URL(page.url())
    expect(url.searchParams.getAll('type')).toEqual([])
    expect(url.searchParams.get('bedrooms')).toBe('2')
    expect(url.searchParams.get('utm_source')).toBe('mail')
    await page.context().close()
  })

  it.each(['fr', 'en'] as const)(
    "a failed search shows the error in the visitor's language and retry loads the results (%s)",
    async (locale) => {
      const page = await newPage(browser(), desktop)
      let fail = true
      await page.route('**/properties?**', (route) =>
        fail && route.request().resourceType() === 'fetch'
          ? route.fulfill({ status: 500, body: '{}' })
          : route.fallback(),
      )
      // The first results come with the page (issue 10): the search that fails is the one a new sort asks for.
      await open(page, `${L[locale].path}?reset_filters=1`)
      expect(await settled(page, locale)).toBe('results')
      await page.getByLabel(L[locale].sort).selectOption('price_asc')
      await page.locator('.results__error[role=alert]').waitFor({ timeout: 20_000 })
      expect(await settled(page, locale)).toBe('error')
      fail = false
      await page.getByRole('button', { name: L[locale].retry }).click()
      expect(await settled(page, locale)).toBe('results')
      await page.context().close()
    },
  )

  it('random query strings always end in results, the empty state or the error with retry (fast-check)', async () => {
    const page = await newPage(browser(), desktop)
    page.setDefaultTimeout(20_000)
    await fc.assert(
      fc.asyncProperty(queryString, fc.constantFrom('fr' as const, 'en' as const), async (query, locale) => {
        await open(page, `${L[locale].path}?${query}`)
        const state = await settled(page, locale)
        expect(state, `${L[locale].path}?${query}`).toMatch(/^(results|empty|error)$/)
        // Only known type codes and whole values are written back.
        const written = new URL(page.url()).searchParams
        expect(written.getAll('type').every((t) => typeCodes.includes(t))).toBe(true)
        expect(['buy', 'rent', null]).toContain(written.get('forSaleForRent'))
      }),
      { numRuns: 20 },
    )
    await page.context().close()
  }, 300_000)
})
