import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, fetchRaw, newPage, open, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

async function pageFor() {
  const page = await newPage(browser(), desktop)
  page.setDefaultTimeout(30_000)
  return page
}

/** The first listing of the search results (its public URL). */
async function firstListingUrl(page: Page, path: string) {
  await open(page, `${path}?reset_filters=1`)
  const link = page.locator('.psearch__list .listing-card__link').first()
  await link.waitFor()
  return (await link.getAttribute('href'))!
}

describe.each([
  {
    locale: 'fr',
    home: '/fr',
    results: '/fr/proprietes',
    mun: 'Municipalités',
    apply: 'Appliquer',
    find: 'Rechercher',
    back: 'Retour à la recherche',
  },
  {
    locale: 'en',
    home: '/en',
    results: '/en/properties',
    mun: 'Municipalities',
    apply: 'Apply',
    find: 'Find',
    back: 'Back to the search',
  },
])('hero search bar and listing page ($locale)', (L) => {
  it('chooses municipalities in the hero (keyboard only) and lands on the results with the query', async () => {
    const page = await pageFor()
    await open(page, `${L.results}?reset_filters=1`)
    await open(page, L.home)
    const trigger = page.locator('.search-bar .mun-select')
    await trigger.scrollIntoViewIfNeeded()
    await page.locator('.search-bar').getByRole('tab').first().waitFor()
    await expect.poll(async () => (await page.evaluate(() => document.readyState)) === 'complete').toBe(true)
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dropdown = page.locator('.mun-dropdown')
    await dropdown.locator('input[type=checkbox]').first().waitFor()
    const boxes = dropdown.locator('input[type=checkbox]')
    const codes: string[] = []
    for (const i of [0, 1]) {
      await boxes.nth(i).focus()
      await page.keyboard.press('Space')
      codes.push((await boxes.nth(i).locator('xpath=..').innerText()).trim())
    }
    await dropdown.getByRole('button', { name: L.apply }).focus()
    await page.keyboard.press('Enter')
    await dropdown.waitFor({ state: 'hidden' })
    await page.locator('.search-bar').getByRole('button', { name: L.find }).click()
    await page.waitForURL((u) => u.pathname === L.results && u.searchParams.getAll('mun').length === 2)
    await page.locator('.results[aria-busy="false"]').waitFor()
    expect(await page.locator('.mun-select__value').innerText()).toMatch(/2/)
    await page.context().close()
  })

  it('home page with the search bar and its open dropdown has no WCAG 2.1 AA violation', async () => {
    const page = await pageFor()
    await open(page, L.home)
    await page.locator('.search-bar .mun-select').scrollIntoViewIfNeeded()
    expect(await axeViolations(page)).toEqual([])
    await page.locator('.search-bar .mun-select').click()
    await page.locator('.mun-dropdown input[type=checkbox]').first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('renders a listing page with valid RealEstateListing JSON-LD and no WCAG 2.1 AA violation', async () => {
    const page = await pageFor()
    const url = await firstListingUrl(page, L.results)
    expect(url.startsWith(`${L.results}/`)).toBe(true)
    const res = await open(page, url)
    expect(res?.status()).toBe(200)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      offers: { '@type': 'Offer', priceCurrency: 'CAD' },
    })
    expect(typeof ld.offers.price).toBe('number')
    // Lighthouse: a canonical must be an absolute URL, on the listing's own path.
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!)
    expect(canonical.pathname).toBe(url)
    await page.getByRole('link', { name: L.back }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe('listing page statuses', () => {
  it('answers 404 for an unknown listing and 301 to the canonical slug', async () => {
    expect((await fetchRaw('/fr/proprietes/nulle-part-99999999999')).status).toBe(404)
    const page = await pageFor()
    const url = await firstListingUrl(page, '/fr/proprietes')
    const uls = url.split('-').pop()
    const res = await fetchRaw(`/fr/proprietes/autre-${uls}`)
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, 'http://x').pathname).toBe(url)
    await page.context().close()
  })
})
