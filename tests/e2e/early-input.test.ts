import type { BrowserContextOptions, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { desktop, newPage, phone, fileBrowser } from './helpers/browser'
import { fieldByLabel } from './helpers/forms'

/**
 * Issue 25: the contact form's fields and the burger are in the HTML and answer before their code has
 * loaded (decision 0040). Every script is held back while the visitor types and presses the burger, then
 * let through: nothing typed is lost, the live form takes over, and the menu opens.
 */
const browser = fileBrowser()

const L = {
  fr: { path: '/fr/contact', first: 'Prénom', last: 'Nom', email: 'Adresse courriel', phone: 'Numéro de téléphone' },
  en: { path: '/en/contact', first: 'First name', last: 'Last name', email: 'Email Address', phone: 'Phone number' },
}
const menu = {
  fr: { burger: 'Ouvrir le menu', nav: 'Navigation principale' },
  en: { burger: 'Open menu', nav: 'Main navigation' },
}

/** Opens the page with every script held back; returns the function that lets them through. */
async function openWithoutScripts(page: Page, path: string) {
  const held: Route[] = []
  let holding = true
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    (route) => (holding ? held.push(route) : route.continue()),
  )
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return async () => {
    holding = false
    await Promise.all(held.map((r) => r.continue()))
  }
}

const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('main-content') ?? {}).some((k) => k.startsWith('__reactFiber')),
  )

const cases: { lang: 'fr' | 'en'; width: string; options: BrowserContextOptions }[] = [
  { lang: 'fr', width: 'phone', options: phone },
  { lang: 'en', width: 'phone', options: phone },
  { lang: 'fr', width: 'desktop', options: desktop },
  { lang: 'en', width: 'desktop', options: desktop },
]

describe('typing and the menu before the code has loaded', () => {
  for (const c of cases) {
    it(`${c.lang} ${c.width}: nothing typed is lost${c.width === 'phone' ? ' and the menu opens' : ''}`, async () => {
      const page = await newPage(browser(), c.options)
      const l = L[c.lang]
      const release = await openWithoutScripts(page, l.path)
      const field = (label: string) => fieldByLabel(page.getByRole('main'), label)

      // Plain HTML for now: nothing of React has run. The form is styled already (its CSS is the page's).
      expect(await hydrated(page)).toBe(false)
      const form = page.locator('main form.lead-form')
      const staticHeight = (await form.boundingBox())?.height ?? 0
      await field(l.first).click()
      await page.keyboard.type('Marie')
      await field(l.last).click()
      await page.keyboard.type('Tremblay')
      await field(l.phone).click()
      await page.keyboard.type('4505550199')
      await field(l.email).click()
      await page.keyboard.type('marie@exemple')
      if (c.width === 'phone') await page.getByRole('button', { name: menu[c.lang].burger }).click()
      expect(await hydrated(page)).toBe(false)

      await release()
      // The live form (react-hook-form: it marks its state) replaces the static one.
      await page.locator('main form.lead-form[data-state]').waitFor()
      // Same markup: the page does not move when the live form takes over.
      expect(Math.abs(((await form.boundingBox())?.height ?? 0) - staticHeight)).toBeLessThan(2)
      if (c.width === 'phone') {
        const dialog = page.getByRole('dialog', { name: menu[c.lang].nav })
        await dialog.waitFor()
        expect(await dialog.isVisible()).toBe(true)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
      } else {
        // Still typing into the field that had the focus, now live: the caret stayed at the end.
        await page.keyboard.type('.ca')
      }
      expect(await field(l.first).inputValue()).toBe('Marie')
      expect(await field(l.last).inputValue()).toBe('Tremblay')
      expect((await field(l.phone).inputValue()).replace(/\D/g, '')).toBe('4505550199')
      expect(await field(l.email).inputValue()).toBe(c.width === 'phone' ? 'marie@exemple' : 'marie@exemple.ca')
      await page.context().close()
    })
  }
})
