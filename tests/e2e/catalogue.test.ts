import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser, undecided } from './helpers/browser'

const browser = fileBrowser()

const L10N = [
  {
    locale: 'fr',
    seller: '/fr/vendre',
    about: '/fr/a-propos',
    testimonials: '/fr/temoignages',
    booking: '/fr/rendez-vous',
    readWhole: 'Lire tout le témoignage',
    close: 'Fermer',
    showAll: 'Voir tous les témoignages',
    awards: 'Voir toutes les distinctions',
    average: 'Note moyenne : 4,88 sur 5',
    reviews: 'Avis Google',
    privacy: 'Votre vie privée',
    acceptAll: 'Tout accepter',
    manage: 'Gérer mes témoins',
    analytics: 'Mesure d’audience',
    save: 'Enregistrer mes choix',
    widget: 'Calendrier de réservation',
    cards: 'Mes services',
    next: 'Suivant',
  },
  {
    locale: 'en',
    seller: '/en/sell',
    about: '/en/about',
    testimonials: '/en/testimonials',
    booking: '/en/book-a-meeting',
    readWhole: 'Read the whole testimony',
    close: 'Close',
    showAll: 'See all testimonials',
    awards: 'See all awards',
    average: 'Average score: 4.88 out of 5',
    reviews: 'Google reviews',
    privacy: 'Your privacy',
    acceptAll: 'Accept all',
    manage: 'Manage cookies',
    analytics: 'Analytics',
    save: 'Save my choices',
    widget: 'Booking calendar',
    cards: 'My services',
    next: 'Next',
  },
] as const
const SIZES: [string, BrowserContextOptions][] = [
  ['phone', phone],
  ['desktop', desktop],
]

describe.each(L10N)('content blocks ($locale)', (l) => {
  describe.each(SIZES)('%s', (_size, size) => {
    let page: Page
    beforeAll(async () => {
      page = await newPage(browser(), size)
    })
    afterAll(async () => {
      await page.context().close()
    })

    it('seller page: a long testimony opens in a modal that locks scrolling and closes with Escape; rewards show 3 then all', async () => {
      await open(page, l.seller)
      const more = page.getByRole('button', { name: l.readWhole }).first()
      await more.scrollIntoViewIfNeeded()
      const dialog = page.getByRole('dialog')
      // The testimony's island hydrates on its own: a press before that is lost, as a visitor's would be (press again).
      await expect
        .poll(
          async () =>
            (await dialog.isVisible()) ||
            (await more.click({ timeout: 2_000 }).catch(() => {}), await dialog.isVisible()),
          { timeout: 15_000 },
        )
        .toBe(true)
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      const rewards = page.locator('.reward')
      expect(await rewards.count()).toBe(3)
      await page.getByRole('button', { name: l.awards }).click()
      expect(await rewards.count()).toBe(5)
      expect(await axeViolations(page)).toEqual([])
    })

    it('testimonials page: show more, read more, the review average, stars and full-date tooltips', async () => {
      await open(page, l.testimonials)
      expect(await page.locator('.testimonial').count()).toBe(3)
      await page.getByRole('button', { name: l.showAll }).click()
      expect(await page.locator('.testimonial').count()).toBe(4)
      expect(await page.getByRole('img', { name: l.average }).count()).toBe(1)
      const date = page.locator('.review-card time').first()
      const tip = await date.getAttribute('aria-describedby')
      await date.focus()
      await expect.poll(() => page.locator(`#${tip}`).evaluate((e) => getComputedStyle(e).opacity)).toBe('1')
      expect(await page.locator(`#${tip}`).textContent()).toMatch(/2026/)
      expect(await axeViolations(page)).toEqual([])
    })

    it('about page: carousels move by keyboard and only one carousel engine is loaded', async () => {
      await open(page, l.about)
      const cards = page.getByRole('region', { name: l.cards })
      const first = cards.getByRole('group').first()
      await cards.getByRole('button', { name: l.next }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => first.evaluate((e) => e.hasAttribute('inert'))).toBe(true)
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => first.evaluate((e) => e.hasAttribute('inert'))).toBe(false)
      expect(await axeViolations(page)).toEqual([])
    })
  })

  it('booking page: nothing loads before consent, accepting loads the analytics script, revoking stops it', async () => {
    const page = await newPage(browser(), { ...desktop, ...undecided })
    // The widget's own line starts with its name; the page's intro mentions it in lower case.
    const widget = () => page.getByText(new RegExp(`^${l.widget}\\s?:`))
    const analytics: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/demo-scripts/')) analytics.push(r.url())
    })
    await open(page, l.booking)
    const banner = page.getByRole('region', { name: l.privacy })
    await expect.poll(() => banner.isVisible()).toBe(true)
    expect(analytics).toEqual([])
    expect(await widget().count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await banner.getByRole('button', { name: l.acceptAll }).click()
    await expect.poll(() => analytics.length).toBe(1)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.demoAnalytics)).toBe('loaded')
    await expect.poll(() => widget().count()).toBe(1)
    // Remembered: no banner on the next visit, the scripts run at once.
    await open(page, l.booking)
    expect(await banner.count()).toBe(0)
    await expect.poll(() => analytics.length).toBe(2)
    // Withdrawn from the footer's link: the page reloads without the analytics script.
    await page.getByRole('button', { name: l.manage }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('checkbox', { name: l.analytics }).uncheck()
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: l.save }).click()])
    await page.waitForLoadState('networkidle')
    expect(analytics.length).toBe(2)
    expect(await page.evaluate(() => document.documentElement.dataset.demoAnalytics ?? null)).toBeNull()
    expect(await widget().count()).toBe(1)
    await page.context().close()
  })
})
