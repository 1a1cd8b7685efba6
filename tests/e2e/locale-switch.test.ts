import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, open, waitForHydration, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const YEAR_S = 365 * 24 * 60 * 60

async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')
}

describe('language switcher', () => {
  it('French → English: writes the cookie for a year (Lax, not Secure) and opens the same page in English', async () => {
    const page = await newPage(browser(), { locale: 'fr-CA' })
    await open(page, '/fr/proprietes')
    expect(await localeCookie(page)).toBeUndefined()
    const link = page.getByRole('banner').getByRole('link', { name: 'English', exact: true })
    expect((await link.innerText()).trim()).toBe('English')
    const before = Date.now() / 1000
    await link.click()
    await page.waitForURL((u) => u.pathname === '/en/properties')
    await waitForHydration(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA')

    const cookie = await localeCookie(page)
    expect(cookie).toMatchObject({ name: 'i18n_redirected', value: 'en', path: '/', sameSite: 'Lax', secure: false })
    expect(cookie!.expires).toBeGreaterThan(before + YEAR_S - 120)
    expect(cookie!.expires).toBeLessThan(before + YEAR_S + 120)

    // The choice now beats the French browser language on the root path.
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/en')
    await page.context().close()
  })

  it('English → French: writes fr and opens the French page', async () => {
    const page = await newPage(browser(), { locale: 'en-CA' })
    await open(page, '/en/properties')
    const link = page.getByRole('banner').getByRole('link', { name: 'Français', exact: true })
    expect((await link.innerText()).trim()).toBe('Français')
    await link.click()
    await page.waitForURL((u) => u.pathname === '/fr/proprietes')
    expect((await localeCookie(page))?.value).toBe('fr')
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/fr')
    await page.context().close()
  })

  it('links to the translated path of every page, not just the home page', async () => {
    const page = await newPage(browser())
    const pairs = [
      ['/fr/a-propos', '/en/about'],
      ['/fr/vendre', '/en/sell'],
      ['/fr/conditions-et-utilisation', '/en/terms-of-use'],
      ['/en/privacy-policy', '/fr/politique-confidentialite'],
      ['/en/blog', '/fr/blogue'],
    ]
    for (const [from, to] of pairs) {
      await page.goto(from)
      const name = from.startsWith('/fr') ? 'English' : 'Français'
      expect(await page.getByRole('banner').getByRole('link', { name }).getAttribute('href'), from).toBe(to)
    }
    await page.context().close()
  })

  it('names the switcher with its visible text, so speech users can say "English" (WCAG 2.5.3)', async () => {
    const page = await newPage(browser())
    await page.goto('/fr')
    expect(await page.getByRole('banner').getByRole('link', { name: 'English' }).count()).toBe(1)
    await page.context().close()
  })
})
