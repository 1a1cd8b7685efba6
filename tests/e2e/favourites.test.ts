import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, launch, newPageWithoutTiles, open, phone } from './helpers/browser'

// Issue 31: favourites, saved searches, recently viewed and a share link, kept on the visitor's device.
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** The seed's withdrawn listing of the broker (src/seed/listings.ts WITHDRAWN_DEMO_LISTING). */
const WITHDRAWN = '90000001'

const L10N = [
  {
    locale: 'fr',
    buy: '/fr/acheter',
    search: '/fr/proprietes?bedrooms=3',
    favourites: '/fr/favoris',
    heart: /^Favori : /,
    favTitle: /^Propriétés favorites \((\d+)\)$/,
    withdrawn: 'Retirée du marché',
    priceChanged: /Prix modifié : 1\s\$ →/,
    share: 'Partager ma sélection',
    shareLink: 'Lien de partage',
    shared: /^Sélection partagée avec vous \(2\)$/,
    saveSearch: 'Enregistrer cette recherche',
    saved: 'Recherche enregistrée dans vos favoris',
    rename: 'Renommer',
    renameLabel: 'Nom de la recherche',
    saveName: 'Enregistrer le nom',
    openSearch: 'Relancer la recherche',
    alert: 'M’avertir des nouvelles propriétés',
    alertPath: '/fr/alerte-immobiliere?bedrooms=3',
    recent: 'Vus récemment',
  },
  {
    locale: 'en',
    buy: '/en/buy',
    search: '/en/properties?bedrooms=3',
    favourites: '/en/favourites',
    heart: /^Favourite: /,
    favTitle: /^Favourite properties \((\d+)\)$/,
    withdrawn: 'Withdrawn from the market',
    priceChanged: /Price changed: \$1 →/,
    share: 'Share my shortlist',
    shareLink: 'Share link',
    shared: /^Shortlist shared with you \(2\)$/,
    saveSearch: 'Save this search',
    saved: 'Search saved in your favourites',
    rename: 'Rename',
    renameLabel: 'Search name',
    saveName: 'Save name',
    openSearch: 'Run the search again',
    alert: 'E-mail me new listings',
    alertPath: '/en/property-alert?bedrooms=3',
    recent: 'Recently viewed',
  },
]
const SIZES: [string, BrowserContextOptions][] = [
  ['390 px', phone],
  ['1280 px', { viewport: { width: 1280, height: 800 } }],
]

const noViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([])

describe.each(L10N)('favourites ($locale)', (l) => {
  describe.each(SIZES)('%s', (_size, size) => {
    it('a heart pressed by keyboard on a card and on the listing page keeps the listing across reloads, with the withdrawn and repriced ones marked', async () => {
      const page = await newPageWithoutTiles(browser, size)
      await open(page, l.buy)
      const heart = page.getByRole('button', { name: l.heart }).first()
      const address = ((await heart.getAttribute('aria-label')) ?? '').replace(l.heart, '')
      expect(address).not.toBe('')
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false')
      await heart.focus()
      await page.keyboard.press('Space')
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

      // The listing page knows it is saved; Enter takes it out and puts it back.
      await page.getByRole('link', { name: address, exact: true }).first().click()
      await page.waitForURL(/\/(proprietes|properties)\//)
      await open(page, page.url())
      const pageHeart = page.locator('.listing__heading').getByRole('button', { name: l.heart })
      await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true')
      await pageHeart.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('false')
      await page.keyboard.press('Enter')
      await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true')

      // The page notes the view once its (lazy) code has run.
      const recentKeys = () =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem('courtier.shortlist') ?? '{}') as { recent?: string[] }).recent,
        )
      await expect.poll(async () => (await recentKeys())?.length).toBe(1)
      // Saved before it was withdrawn, at another price (as an older visit would have left it).
      await page.evaluate((uls) => {
        const s = JSON.parse(localStorage.getItem('courtier.shortlist') ?? '{}') as { favourites: unknown[] }
        s.favourites.push({ uls, price: 1, at: 1 })
        localStorage.setItem('courtier.shortlist', JSON.stringify(s))
      }, WITHDRAWN)
      await open(page, l.favourites)
      await page.reload()
      await expect.poll(() => page.getByRole('heading', { name: l.favTitle }).textContent()).toMatch(/\(2\)/)
      await expect.poll(() => page.getByRole('link', { name: address, exact: true }).count()).toBeGreaterThan(0)
      await expect.poll(() => page.getByText(l.withdrawn).count()).toBe(1)
      await expect.poll(() => page.getByText(l.priceChanged).count()).toBe(1)
      // Recently viewed: the listing opened above.
      const recent = page.getByRole('region', { name: l.recent })
      await expect.poll(() => recent.getByRole('link', { name: address, exact: true }).count()).toBe(1)
      await noViolations(page)

      // The share link opens the same two listings, read-only, on a device with no favourites.
      await page.getByRole('button', { name: l.share }).click()
      const link = await page.getByRole('textbox', { name: l.shareLink }).inputValue()
      expect(link).toContain(`k=${WITHDRAWN}`)
      const other = await newPageWithoutTiles(browser, size)
      await open(other, link.replace(/^https?:\/\/[^/]+/, ''))
      await expect.poll(() => other.getByRole('heading', { name: l.shared }).count()).toBe(1)
      await expect.poll(() => other.getByRole('link', { name: address, exact: true }).count()).toBe(1)
      expect(await other.getByRole('button', { name: l.share }).count()).toBe(0)
      await noViolations(other)
      await other.context().close()

      // The « Vus récemment » block on the demo page shows it too.
      await open(page, l.buy)
      const block = page.getByRole('region', { name: l.recent })
      await expect.poll(() => block.getByRole('link', { name: address, exact: true }).count()).toBe(1)
      await page.context().close()
    })

    it('a saved search is renamed on the favourites page, reopens the search and pre-fills the alert link', async () => {
      const page = await newPageWithoutTiles(browser, size)
      await open(page, l.search)
      await page.getByRole('button', { name: l.saveSearch }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: l.saved }).count()).toBe(1)
      await open(page, l.favourites)
      await page.getByRole('button', { name: l.rename }).click()
      await page.getByRole('textbox', { name: l.renameLabel }).fill('Laval 3+')
      await page.getByRole('button', { name: l.saveName }).click()
      await page.reload()
      await expect.poll(() => page.getByRole('heading', { name: 'Laval 3+' }).count()).toBe(1)
      await noViolations(page)
      expect(await page.getByRole('link', { name: l.alert }).getAttribute('href')).toBe(l.alertPath)
      await page.getByRole('link', { name: l.openSearch }).click()
      await page.waitForURL(/bedrooms=3/)
      await page.context().close()
    })
  })
})
