import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'

// Issue 13: the author block on the blog page, the categories slider and a category card on the buying page.
const browser = fileBrowser()

const L10N = [
  {
    locale: 'fr',
    blog: '/fr/blogue',
    buy: '/fr/acheter',
    results: '/fr/proprietes',
    slider: 'Explorer par type de propriété',
    next: 'Suivant',
    previous: 'Précédent',
    houses: 'Voir les maisons',
    lavalCard: 'Parcourir les propriétés à Laval',
    houseCount: '117 propriétés',
    links: 'Pour suivre ou joindre Isabelle Gagnon',
    named: ['Isabelle sur Facebook', 'Isabelle sur LinkedIn', 'Isabelle sur Instagram', 'Écrire à Isabelle'],
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  {
    locale: 'en',
    blog: '/en/blog',
    buy: '/en/buy',
    results: '/en/properties',
    slider: 'Browse by property type',
    next: 'Next',
    previous: 'Previous',
    houses: 'See the houses',
    lavalCard: 'Browse properties in Laval',
    houseCount: '117 properties',
    links: 'Follow or reach Isabelle Gagnon',
    named: ['Isabelle on Facebook', 'Isabelle on LinkedIn', 'Isabelle on Instagram', 'Email Isabelle'],
    newTab: '(opens in a new tab)',
  },
] as const
// Cards in view: 1 on a phone (390 px), 3 on a desktop (1440 px) — spec 2 §9.
const SIZES: [string, BrowserContextOptions, number][] = [
  ['phone', phone, 1],
  ['desktop', desktop, 3],
]

describe.each(L10N)('blog blocks ($locale)', (l) => {
  describe.each(SIZES)('%s', (_size, size, perView) => {
    let page: Page
    beforeAll(async () => {
      page = await newPage(browser(), size)
    })
    afterAll(async () => {
      await page.context().close()
    })

    it('categories slider: the §9 cards per view, moved by its buttons and the arrow keys; its links carry the search', async () => {
      await open(page, l.buy)
      const slider = page.getByRole('region', { name: l.slider })
      await slider.scrollIntoViewIfNeeded()
      const slides = slider.getByRole('group')
      expect(await slides.count()).toBe(6)
      // « diapositive » in French, "slide" in English.
      const shown = () =>
        slider
          .locator('[aria-roledescription="diapositive"]:not([inert]), [aria-roledescription="slide"]:not([inert])')
          .count()
      await expect.poll(shown).toBe(perView)
      expect(await slider.getByText(l.houseCount).isVisible()).toBe(true)
      const houses = slider.getByRole('link', { name: l.houses })
      const href = new URL((await houses.getAttribute('href'))!, 'http://x')
      expect([href.pathname, href.searchParams.get('type')]).toEqual([l.results, 'maison'])
      const first = slides.first()
      // Buttons: one card per step.
      await slider.getByRole('button', { name: l.next }).click()
      await expect.poll(() => first.evaluate((e) => e.hasAttribute('inert'))).toBe(true)
      expect(await slides.nth(perView).evaluate((e) => e.hasAttribute('inert'))).toBe(false)
      await slider.getByRole('button', { name: l.previous }).click()
      await expect.poll(() => first.evaluate((e) => e.hasAttribute('inert'))).toBe(false)
      // Keyboard: Enter on the focused button, then the arrow keys anywhere in the carousel.
      await slider.getByRole('button', { name: l.next }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => first.evaluate((e) => e.hasAttribute('inert'))).toBe(true)
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => slides.nth(1).evaluate((e) => e.hasAttribute('inert'))).toBe(true)
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => first.evaluate((e) => e.hasAttribute('inert'))).toBe(false)
      expect(await axeViolations(page)).toEqual([])
    })

    // The page scrolls smoothly: Playwright's click waits for the card to stop moving before it aims
    // (a box measured mid-scroll once sent the click past the card).
    it('category card: a click anywhere on the card follows its link', async () => {
      await open(page, l.buy)
      const card = page.locator('.category-card-block .category-card__inner')
      const box = (await card.boundingBox())!
      // The upper part of the card (its picture), away from the link's own text.
      await card.click({ position: { x: box.width / 2, y: box.height * 0.3 } })
      await page.waitForURL((u) => u.pathname === l.results)
      const url = new URL(page.url())
      expect([url.searchParams.get('mun'), url.searchParams.get('type')]).toEqual(['laval', null])
    })

    it('author block: name, subtitle and icon links named in the page’s language, outbound in a new tab; axe', async () => {
      await open(page, l.blog)
      const list = page.getByRole('list', { name: l.links })
      await list.scrollIntoViewIfNeeded()
      expect(await page.getByRole('heading', { name: 'Isabelle Gagnon', level: 2 }).isVisible()).toBe(true)
      const links = list.getByRole('link')
      expect(await links.count()).toBe(4)
      for (const [i, name] of l.named.entries()) {
        const link = list.getByRole('link', { name: new RegExp(`^${name}`) })
        expect(await link.isVisible(), name).toBe(true)
        const href = (await link.getAttribute('href'))!
        if (i < 3) {
          expect(href).toMatch(/^https:\/\/www\.(facebook|linkedin|instagram)\.com\//)
          expect(await link.getAttribute('target')).toBe('_blank')
          expect(await link.getAttribute('rel')).toContain('noopener')
          expect(await link.textContent()).toContain(l.newTab)
        } else {
          expect(href).toMatch(/^mailto:/)
        }
      }
      expect(await axeViolations(page)).toEqual([])
    })
  })
})
