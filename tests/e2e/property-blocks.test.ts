import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const IFRAME_ORIGIN = 'https://www.remax-quebec.com'
const EVIL_ORIGIN = 'https://evil.example'

/** Map tiles are unreachable here: answer with nothing instead of waiting for time-outs. */
async function pageWith(options: BrowserContextOptions) {
  const page = await newPage(browser(), options)
  page.setDefaultTimeout(30_000)
  await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }))
  return page
}

/** A fake third-party iframe page (holding a frame of another origin), served at the network boundary. */
async function fakeIframe(page: Page) {
  await page.route(`${IFRAME_ORIGIN}/**`, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="fr"><title>Recherche</title><body><p>Recherche externe</p><iframe src="${EVIL_ORIGIN}/frame" title="tiers"></iframe></body></html>`,
    }),
  )
  await page.route(`${EVIL_ORIGIN}/**`, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Other</title><body>other</body></html>',
    }),
  )
}

const L10N = [
  {
    locale: 'fr',
    home: '/fr',
    buy: '/fr/acheter',
    iframe: '/fr/recherche-avancee',
    results: '/fr/proprietes',
    featured: 'Propriétés en vedette',
    pick: 'Coup de cœur de la semaine',
    next: 'Suivant',
    pause: 'Mettre le défilement en pause',
    play: 'Reprendre le défilement',
    houses: 'Maisons à vendre à Laval',
    condos: 'Condos à Montréal',
    sold: 'Mes dernières ventes à Laval',
    house: 'Maison · À vendre',
    seeAll: /^Voir les \d+ propriétés$/,
  },
  {
    locale: 'en',
    home: '/en',
    buy: '/en/buy',
    iframe: '/en/advanced-search',
    results: '/en/properties',
    featured: 'Featured properties',
    pick: 'Pick of the week',
    next: 'Next',
    pause: 'Pause the slideshow',
    play: 'Resume the slideshow',
    houses: 'Houses for sale in Laval',
    condos: 'Condos in Montreal',
    sold: 'My latest sales in Laval',
    house: 'House · For sale',
    seeAll: /^See all \d+ properties$/,
  },
] as const

// Announced as « carrousel » in French, "carousel" in English (each name is in one language; french-only.test.ts checks
// no French page says "carousel").
const carousel = (page: Page, name: string) =>
  page.locator(
    `section[aria-roledescription="carrousel"][aria-label="${name}"], section[aria-roledescription="carousel"][aria-label="${name}"]`,
  )
const currentDot = (page: Page, name: string) =>
  carousel(page, name).locator('.featured-carousel__dots button[aria-current="true"]').getAttribute('aria-label')

describe.each(L10N)('featured properties carousel ($locale)', (L) => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'shows, autoplays, and pauses on request (%s)',
    async (_, viewport) => {
      const page = await pageWith(viewport)
      await open(page, L.home)
      const c = carousel(page, L.featured)
      await c.scrollIntoViewIfNeeded()
      await expect.poll(() => c.locator('.featured-slide__title').first().isVisible()).toBe(true)
      expect(await c.locator('.featured-carousel__dots button').count()).toBe(3)
      await c.getByRole('button', { name: L.next }).waitFor()
      const first = await currentDot(page, L.featured)
      // Autoplay: 5000 ms per slide (the mouse is away from the carousel).
      await page.mouse.move(0, 0)
      await expect.poll(() => currentDot(page, L.featured), { timeout: 8000, interval: 250 }).not.toBe(first)
      // The pause control stops it (WCAG 2.2.2).
      await c.getByRole('button', { name: L.pause }).click()
      await c.getByRole('button', { name: L.play }).waitFor()
      await page.mouse.move(0, 0)
      const paused = await currentDot(page, L.featured)
      await page.waitForTimeout(6000)
      expect(await currentDot(page, L.featured)).toBe(paused)
      await page.context().close()
    },
    60_000,
  )

  it('does not autoplay when the visitor prefers reduced motion', async () => {
    const page = await pageWith({ ...phone, reducedMotion: 'reduce' })
    await open(page, L.home)
    const c = carousel(page, L.featured)
    await c.scrollIntoViewIfNeeded()
    await c.getByRole('button', { name: L.play }).waitFor()
    expect(await c.getAttribute('data-playing')).toBe('false')
    const first = await currentDot(page, L.featured)
    await page.waitForTimeout(6000)
    expect(await currentDot(page, L.featured)).toBe(first)
    await page.context().close()
  }, 30_000)

  it('shows no navigation and no autoplay with a single slide', async () => {
    const page = await pageWith(desktop)
    await open(page, L.buy)
    const c = carousel(page, L.pick)
    await c.scrollIntoViewIfNeeded()
    await c.locator('.featured-slide__title').waitFor()
    expect(await c.getByRole('button').count()).toBe(0)
    expect(await c.getAttribute('data-playing')).toBe('false')
    await page.context().close()
  })
})

describe.each(L10N)('properties, slider and sold map ($locale)', (L) => {
  it('shows 2 Laval houses on a phone, 3 and the extra card on a wide screen, and a see-all link with the criteria', async () => {
    for (const [viewport, cards, extra] of [
      [phone, 2, 0],
      [desktop, 3, 1],
    ] as const) {
      const page = await pageWith(viewport)
      await open(page, L.buy)
      const block = page.locator('.props-block')
      await expect.poll(() => block.getByRole('heading', { name: L.houses }).isVisible()).toBe(true)
      const visible = block.locator('.props-block__list > li:visible')
      expect(await visible.locator('.listing-card').count()).toBe(cards)
      expect(await visible.locator('.extra-card').count()).toBe(extra)
      for (const sub of await visible.locator('.listing-card__subtitle').allInnerTexts()) expect(sub).toBe(L.house)
      for (const title of await visible.locator('.listing-card__title').allInnerTexts()) expect(title).toMatch(/Laval$/)
      const seeAll = block.getByRole('link', { name: L.seeAll })
      const href = new URL((await seeAll.getAttribute('href'))!, 'http://x')
      expect(href.pathname).toBe(L.results)
      expect(href.searchParams.getAll('mun')).toEqual(['laval'])
      expect(href.searchParams.getAll('type')).toEqual(['maison'])
      expect(href.searchParams.get('forSaleForRent')).toBe('buy')
      if (viewport === desktop) {
        // The map of the listed houses loads when scrolled into view.
        await block.locator('.lazy-map').scrollIntoViewIfNeeded()
        await expect.poll(() => block.locator('.leaflet-interactive').count()).toBe(3)
        const total = Number((await seeAll.innerText()).match(/\d+/)![0])
        await seeAll.click()
        await page.waitForURL((u) => u.pathname === L.results && u.searchParams.get('mun') === 'laval')
        await page.locator('.results[aria-busy="false"]').waitFor()
        expect(await page.locator('.psearch__list .listing-card').count()).toBe(total)
      }
      await page.context().close()
    }
  }, 90_000)

  it('slides through Montreal condos and ends with a see-more card carrying the criteria', async () => {
    const page = await pageWith(desktop)
    await open(page, L.buy)
    const slider = page.locator('.props-slider')
    await slider.scrollIntoViewIfNeeded()
    expect(await slider.locator('.listing-card').count()).toBe(8)
    const more = slider.locator('.extra-card--see-more a')
    const href = new URL((await more.getAttribute('href'))!, 'http://x')
    expect(href.searchParams.getAll('mun')).toEqual(['montreal'])
    expect(href.searchParams.getAll('type')).toEqual(['condo'])
    const track = slider.locator('.cards-slider__track')
    const before = await track.evaluate((el) => getComputedStyle(el).transform)
    await slider.getByRole('button', { name: L.next }).click()
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before)
    await page.context().close()
  })

  it('shows the sold properties map with content and feed markers', async () => {
    const page = await pageWith(phone)
    await open(page, L.buy)
    const region = page.getByRole('region', { name: L.sold })
    await region.scrollIntoViewIfNeeded()
    // The map's code loads when it scrolls into view (three lazy steps): slow on a busy machine.
    await expect.poll(() => region.locator('.leaflet-interactive').count(), { timeout: 20_000 }).toBeGreaterThan(4)
    await page.context().close()
  })
})

describe.each(L10N)('property iframe ($locale)', (L) => {
  it('builds its URL with the query defaults and resizes only from its own origin', async () => {
    const page = await pageWith(desktop)
    await fakeIframe(page)
    await open(page, L.iframe)
    const frame = page.locator('.property-iframe iframe')
    expect(await frame.getAttribute('title')).toBeTruthy()
    const src = new URL((await frame.getAttribute('src'))!)
    expect(src.origin).toBe(IFRAME_ORIGIN)
    expect(
      Object.fromEntries(['model', 'pub', 'desjPub', 'desjCalc'].map((k) => [k, src.searchParams.get(k)])),
    ).toEqual({ model: 'v5', pub: '0', desjPub: '0', desjCalc: '0' })
    expect(new URL(src.searchParams.get('shareUrl')!).pathname).toBe(L.iframe)
    await expect.poll(() => page.frames().some((f) => f.url().startsWith(EVIL_ORIGIN))).toBe(true)
    const own = page.frames().find((f) => f.url().startsWith(IFRAME_ORIGIN))!
    const evil = page.frames().find((f) => f.url().startsWith(EVIL_ORIGIN))!
    const height = () => frame.evaluate((el) => el.getBoundingClientRect().height)
    const initial = await height()
    await evil.evaluate(() => window.top!.postMessage({ height: 2222 }, '*'))
    await page.evaluate(() => window.postMessage({ height: 3333 }, '*'))
    await page.waitForTimeout(500)
    expect(await height()).toBe(initial)
    await own.evaluate(() => window.parent.postMessage({ height: 1234 }, '*'))
    await expect.poll(height).toBe(1234)
    await page.context().close()
  })
})

describe.each(L10N)('accessibility of the pages holding property blocks ($locale)', (L) => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'finds no WCAG 2.1 AA violation (%s)',
    async (_, viewport) => {
      const page = await pageWith(viewport)
      await fakeIframe(page)
      for (const path of [L.home, L.buy, L.iframe]) {
        await open(page, path)
        const map = page.locator('.lazy-map').first()
        if (await map.count()) await map.scrollIntoViewIfNeeded()
        // Featured carousel paused so the scan sees a stable slide.
        const pause = page.getByRole('button', { name: L.pause }).first()
        if (await pause.count()) await pause.click()
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] })
      }
      await page.context().close()
    },
    90_000,
  )
})
