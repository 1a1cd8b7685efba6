import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { desktop, newPage, open, fileBrowser } from './helpers/browser'

/**
 * Issue 10: the search page's HTML holds the first results and their count for the URL's filters
 * (crawlers and visitors without JavaScript see listing links); the island starts from them without
 * asking the core API again; the first card's photo is preloaded at high priority.
 */
const browser = fileBrowser()

const noScript = { ...desktop, javaScriptEnabled: false }
const L = {
  fr: { path: '/fr/proprietes', list: 'Résultats de la recherche', count: /^([\d\s\u202f\u00a0]+) propriétés?$/ },
  en: { path: '/en/properties', list: 'Search results', count: /^([\d,]+) propert(y|ies)$/ },
}
const countOf = async (page: Page, re: RegExp) => {
  const text = (await page.locator('.results__count').innerText()).trim()
  expect(text).toMatch(re)
  return Number(re.exec(text)![1].replace(/\D/g, ''))
}

describe.each(['fr', 'en'] as const)('search page without JavaScript (%s)', (locale) => {
  const l = L[locale]
  it('shows the count and the first 25 listings as links, for the filters of the URL too', async () => {
    const page = await newPage(browser(), noScript)
    await page.goto(l.path)
    const all = await countOf(page, l.count)
    expect(all).toBeGreaterThan(25)
    const links = page.getByRole('region', { name: l.list }).getByRole('heading').getByRole('link')
    expect(await links.count()).toBe(25)
    for (const href of await links.evaluateAll((els) => els.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^${l.path}/.+`))
    // The first card's photo: preloaded from the head at high priority, fetched eagerly.
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
    const photo = page.locator('.results__grid .listing-card img').first()
    expect(await photo.getAttribute('fetchpriority')).toBe('high')
    const srcset = await photo.getAttribute('srcset')
    expect(await preload.evaluateAll((els, s) => els.some((e) => e.getAttribute('imagesrcset') === s), srcset)).toBe(
      true,
    )

    await page.goto(`${l.path}?type=condo&bedrooms=2`)
    const some = await countOf(page, l.count)
    expect(some).toBeLessThan(all)
    expect(await links.count()).toBe(Math.min(25, some))
    await page.context().close()
  })
})

describe("search island with the server's first results", () => {
  it('takes them over without calling the core API again, then pages and sorts through it', async () => {
    const page = await newPage(browser(), desktop)
    const calls: URL[] = []
    page.on('request', (r) => {
      if (/\/api\/swc\/[^/]+\/properties\?/.test(r.url())) calls.push(new URL(r.url()))
    })
    await open(page, '/en/properties?reset_filters=1&type=condo')
    await page.locator('.results[aria-busy="false"]').waitFor()
    await page.waitForTimeout(500)
    expect(calls.map(String)).toEqual([])
    const cards = page.locator('.psearch__list .listing-card:not(.listing-card--skeleton)')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    const sorted = page.waitForResponse((r) => r.url().includes('order_by=price_asc'))
    await page.getByLabel('Sort by').selectOption('price_asc')
    await sorted
    expect(calls.at(-1)?.searchParams.getAll('type[]')).toEqual(['condo'])
    await page.context().close()
  })
})
