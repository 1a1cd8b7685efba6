import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

/** `next dev` compiles and hydrates slowly on a shared machine: a longer default wait. */
async function pageFor(options = desktop) {
  const page = await newPage(browser(), options)
  page.setDefaultTimeout(30_000)
  return page
}

const cards = (page: Page) => page.locator('.psearch__list .listing-card:not(.listing-card--skeleton)')
const propertyCalls = (page: Page) => {
  const urls: URL[] = []
  page.on('request', (r) => {
    if (r.url().includes('/properties?')) urls.push(new URL(r.url()))
  })
  return urls
}
async function resultsReady(page: Page) {
  await page.locator('.results[aria-busy="false"]').waitFor()
}

describe.each([
  {
    locale: 'fr',
    path: '/fr/proprietes',
    sort: 'Trier par',
    filters: 'Filtres',
    bedrooms: 'Chambres',
    five: '5 et plus',
    result: /Voir [\d\s]+ résultats?|Aucun résultat/,
    empty: 'Aucune propriété trouvée',
    contact: '/fr/contact',
    more: 'Plus de critères',
  },
  {
    locale: 'en',
    path: '/en/properties',
    sort: 'Sort by',
    filters: 'Filters',
    bedrooms: 'Bedrooms',
    five: '5 or more',
    result: /See [\d,]+ results?|No results/,
    empty: 'No properties found',
    contact: '/en/contact',
    more: 'More criteria',
  },
])('property search ($locale)', (L) => {
  it('lists 25, loads the next 25 at the list end, and sort reloads from page 1', async () => {
    const page = await pageFor(desktop)
    const calls = propertyCalls(page)
    await open(page, `${L.path}?reset_filters=1`)
    await resultsReady(page)
    expect(await cards(page).count()).toBe(25)
    await page.locator('.results__more').scrollIntoViewIfNeeded()
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(50)
    expect(calls.some((u) => u.searchParams.get('page') === '2' && u.searchParams.get('limit') === '25')).toBe(true)
    calls.length = 0
    // A visitor sorts from the top of the list (the end-of-list trigger out of view).
    await page.evaluate(() => {
      window.scrollTo(0, 0)
      document.querySelector('.psearch__list')?.scrollTo(0, 0)
    })
    const sorted = page.waitForResponse((r) => r.url().includes('order_by=price_asc'))
    await page.getByLabel(L.sort).selectOption('price_asc')
    await sorted
    await resultsReady(page)
    expect(await cards(page).count()).toBe(25)
    const reload = calls.find((u) => u.searchParams.get('order_by') === 'price_asc')!
    expect(reload.searchParams.get('format')).toBe('map')
    expect(reload.searchParams.get('page')).toBeNull()
    await page.context().close()
  })

  it('overlay: changing filters changes the live count; see results updates the list and the URL; reload restores', async () => {
    const page = await pageFor(desktop)
    await open(page, `${L.path}?reset_filters=1`)
    await resultsReady(page)
    const before = await page.locator('.results__count').innerText()
    await page.getByRole('button', { name: new RegExp(`^${L.filters}`) }).click()
    const dialog = page.getByRole('dialog')
    const see = dialog.locator('.filters__foot .btn--solid')
    await expect.poll(() => see.innerText(), { timeout: 15_000 }).toMatch(L.result)
    const first = await see.innerText()
    await dialog.getByRole('group', { name: L.bedrooms }).getByRole('radio', { name: L.five }).check()
    await expect.poll(() => see.innerText(), { timeout: 15_000 }).not.toBe(first)
    await see.click()
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForURL((u) => u.searchParams.get('bedrooms') === '5')
    await resultsReady(page)
    expect(await page.locator('.results__count').innerText()).not.toBe(before)
    await page.reload()
    await resultsReady(page)
    expect(new URL(page.url()).searchParams.get('bedrooms')).toBe('5')
    expect(await page.locator('.filters-btn__count').innerText()).toBe('1')
    await page.context().close()
  })

  it('empty results link to the contact page', async () => {
    const page = await pageFor(desktop)
    await open(page, `${L.path}?price_min=9000000&bedrooms=5&bathrooms=5&type=terrain`)
    await resultsReady(page)
    await page.getByRole('heading', { name: L.empty }).waitFor()
    expect(await page.locator('.results__empty a').getAttribute('href')).toBe(L.contact)
    await page.context().close()
  })

  it('has no WCAG 2.1 AA violation', async () => {
    const page = await pageFor(desktop)
    await open(page, `${L.path}?reset_filters=1`)
    await resultsReady(page)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: new RegExp(`^${L.filters}`) }).click()
    await page.getByRole('dialog').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe('search map', () => {
  it('loads only when shown, needs a click on the gateway, and a marker popup shows the listing', async () => {
    const page = await pageFor(phone)
    let leaflet = false
    page.on('response', (r) => {
      if (/leaflet/i.test(r.url())) leaflet = true
    })
    await open(page, '/fr/proprietes?reset_filters=1&mun=montreal&type=condo&bedrooms=3&bathrooms=2')
    await resultsReady(page)
    expect(await page.locator('.property-map').count()).toBe(0)
    await page.getByRole('button', { name: 'Carte' }).click()
    await page.locator('.leaflet-container').waitFor({ timeout: 20_000 })
    const gateway = page.getByRole('button', { name: 'Cliquez pour utiliser la carte' })
    await gateway.click()
    await expect.poll(() => gateway.count()).toBe(0)
    const marker = page.locator('path.leaflet-interactive').first()
    await marker.waitFor()
    await marker.click({ force: true })
    const popup = page.locator('.leaflet-popup .map-popup__link')
    await popup.waitFor({ timeout: 10_000 })
    expect(await popup.getAttribute('href')).toMatch(/^\/fr\/proprietes\/.+/)
    expect(leaflet || (await page.locator('.leaflet-container').count()) > 0).toBe(true)
    await page.context().close()
  })
})

describe('keyboard only', () => {
  it('opens the overlay, picks a filter, closes with Escape and sorts, without a mouse', async () => {
    const page = await pageFor(desktop)
    await open(page, '/fr/proprietes?reset_filters=1')
    await resultsReady(page)
    await page.getByRole('button', { name: /^Filtres/ }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const radio = dialog.getByRole('group', { name: 'Salles de bain' }).getByRole('radio', { name: '2 et plus' })
    await radio.focus()
    await page.keyboard.press('Space')
    expect(await radio.isChecked()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForURL((u) => u.searchParams.get('bathrooms') === '2')
    await resultsReady(page)
    const sorted = page.waitForResponse((r) => r.url().includes('order_by=oldest'))
    await page.getByLabel('Trier par').focus()
    await page.keyboard.press('ArrowDown')
    await sorted
    expect(await page.getByLabel('Trier par').inputValue()).toBe('oldest')
    await page.context().close()
  })
})
