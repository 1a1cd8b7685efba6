import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const widths = { phone, desktop }
const t = {
  fr: {
    home: '/fr',
    team: '/fr/equipe',
    landing: '/fr/vendre-ma-propriete',
    nav: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    buy: 'Acheter',
    sell: 'Vendre',
    forSale: /^Propriétés à vendre/,
    valuation: /^Évaluation gratuite/,
    valuationPath: '/fr/vendre-ma-propriete',
  },
  en: {
    home: '/en',
    team: '/en/team',
    landing: '/en/sell-my-property',
    nav: 'Main navigation',
    openMenu: 'Open menu',
    buy: 'Buy',
    sell: 'Sell',
    forSale: /^Properties for sale/,
    valuation: /^Free valuation/,
    valuationPath: '/en/sell-my-property',
  },
}
type Locale = keyof typeof t
const PHONE = '450 555-0142'

const banner = (page: Page) => page.getByRole('banner')
const nav = (page: Page, s: (typeof t)[Locale]) => banner(page).getByRole('navigation', { name: s.nav })
const focused = (page: Page, el: ReturnType<Page['getByRole']>) => el.evaluate((e) => e === document.activeElement)

describe.each(['fr', 'en'] as Locale[])('headers in %s', (locale) => {
  const s = t[locale]

  describe.each(['phone', 'desktop'] as const)('at %s width', (width) => {
    it('each page shows the header it chose, the site header otherwise', async () => {
      const page = await newPage(browser(), widths[width])
      const kind = async (path: string) => {
        await open(page, path)
        return banner(page).evaluate((h) => [...h.classList].find((c) => c.startsWith('site-header--')))
      }
      expect(await kind(s.home)).toBe('site-header--classic')
      // The classic site header has no upper strip; the chosen headers have one.
      expect(await banner(page).getByRole('link', { name: PHONE }).count()).toBe(0)
      expect(await kind(s.team)).toBe('site-header--megamenu')
      expect(await kind(s.landing)).toBe('site-header--out-of-norm')
      await page.context().close()
    })

    it('the upper strip links call, write and open the social networks in a new tab; the page is axe clean', async () => {
      const page = await newPage(browser(), widths[width])
      for (const path of [s.team, s.landing]) {
        await open(page, path)
        const call = banner(page).getByRole('link', { name: PHONE })
        expect(await call.isVisible()).toBe(true)
        expect(await call.getAttribute('href')).toBe('tel:+14505550142')
        expect(
          await banner(page).getByRole('link', { name: 'isabelle.gagnon@immobilierboreal.ca' }).getAttribute('href'),
        ).toBe('mailto:isabelle.gagnon@immobilierboreal.ca')
        const facebook = banner(page).getByRole('link', { name: /^Facebook/ })
        expect(await facebook.isVisible()).toBe(true)
        expect(await facebook.getAttribute('target')).toBe('_blank')
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.timeline !== document.timeline || a.playState !== 'running'),
        )
        expect(await axeViolations(page)).toEqual([])
      }
      await page.context().close()
    })
  })

  it('desktop: the megamenu opens on hover 54 px below its trigger, 1000 wide inside the window, and its items navigate', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, s.team)
    const buy = nav(page, s).getByRole('button', { name: s.buy })
    await buy.hover()
    const item = nav(page, s).getByRole('link', { name: s.forSale })
    await item.waitFor({ state: 'visible' })
    expect(await buy.getAttribute('aria-expanded')).toBe('true')
    const trigger = (await buy.boundingBox())!
    const panel = (await page.locator(`#${await buy.getAttribute('aria-controls')}`).boundingBox())!
    expect(Math.round(panel.y - (trigger.y + trigger.height))).toBe(54)
    expect(Math.round(panel.width)).toBe(1000)
    expect(panel.x).toBeGreaterThanOrEqual(0)
    expect(panel.x + panel.width).toBeLessThanOrEqual(1440)
    expect(await axeViolations(page)).toEqual([])

    // Moving to the next entry swaps the panels; its item leads to its page.
    await nav(page, s).getByRole('button', { name: s.sell }).hover()
    const valuation = nav(page, s).getByRole('link', { name: s.valuation })
    await valuation.waitFor({ state: 'visible' })
    await item.waitFor({ state: 'hidden' })
    await valuation.click()
    await page.waitForURL((u) => u.pathname === s.valuationPath)
    await page.context().close()
  })

  it('desktop: the megamenu works with the keyboard (Enter and Space open, Tab enters, Escape closes and returns focus)', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, s.team)
    const buy = nav(page, s).getByRole('button', { name: s.buy })
    const item = nav(page, s).getByRole('link', { name: s.forSale })
    for (let i = 0; i < 20 && !(await focused(page, buy)); i++) await page.keyboard.press('Tab')
    expect(await focused(page, buy)).toBe(true)
    await page.keyboard.press('Enter')
    await item.waitFor({ state: 'visible' })
    expect(await buy.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await focused(page, item)).toBe(true)
    await page.keyboard.press('Escape')
    await item.waitFor({ state: 'hidden' })
    expect(await buy.getAttribute('aria-expanded')).toBe('false')
    expect(await focused(page, buy)).toBe(true)
    await page.keyboard.press('Space')
    await item.waitFor({ state: 'visible' })
    await page.context().close()
  })

  it('phone: the megamenu entries open in the phone menu, Escape closes it and returns focus to the burger', async () => {
    const page = await newPage(browser(), phone)
    await open(page, s.team)
    const burger = page.getByRole('button', { name: s.openMenu })
    await burger.click()
    const dialog = page.getByRole('dialog', { name: s.nav })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: s.buy }).click()
    await dialog.getByRole('link', { name: s.forSale }).waitFor({ state: 'visible' })
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page, burger)).toBe(true)
    await page.context().close()
  })
})

describe('phone menu responsiveness (issue 10)', () => {
  it('its code is loaded before the first tap: opening it fetches no script', async () => {
    const page = await newPage(browser(), phone)
    await open(page, '/fr')
    // Once the browser has been idle, the menu is ready.
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })))
    await page.waitForLoadState('networkidle')
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog', { name: 'Navigation principale' }).waitFor()
    expect(scripts).toEqual([])
    await page.context().close()
  })

  it('Escape closes it from the first frame it shows', async () => {
    const page = await newPage(browser(), phone)
    await open(page, '/fr')
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' })
    // Press Escape in the very frame the dialog appears (before any later effect could run).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const seen = new MutationObserver(() => {
            if (!document.querySelector('[role="dialog"]')) return
            seen.disconnect()
            document.body.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', keyCode: 27, bubbles: true }),
            )
            resolve()
          })
          seen.observe(document.body, { childList: true, subtree: true })
          document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click()
        }),
    )
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    expect(await burger.getAttribute('aria-expanded')).toBe('false')
    await page.context().close()
  })
})
