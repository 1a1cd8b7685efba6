import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, fetchRaw, launch, newPage } from './helpers/browser'

/** The root path only picks a language: cookie i18n_redirected, then Accept-Language, then French. */
describe('language detection on /', () => {
  const target = async (headers: Record<string, string>) => {
    const res = await fetchRaw('/', headers)
    expect(res.status).toBe(302)
    return new URL(res.headers.get('location') ?? '', BASE_URL).pathname
  }

  it('the cookie wins over the browser language', async () => {
    expect(await target({ cookie: 'i18n_redirected=en', 'accept-language': 'fr-CA,fr;q=0.9' })).toBe('/en')
    expect(await target({ cookie: 'i18n_redirected=fr', 'accept-language': 'en-US,en;q=0.9' })).toBe('/fr')
  })

  it('an English browser goes to /en', async () => {
    expect(await target({ 'accept-language': 'en-US,en;q=0.9' })).toBe('/en')
    expect(await target({ 'accept-language': 'de-DE,en;q=0.5' })).toBe('/en')
  })

  it('an unknown or absent browser language goes to /fr', async () => {
    expect(await target({ 'accept-language': 'de-DE,es;q=0.8' })).toBe('/fr')
    expect(await target({})).toBe('/fr')
    expect(await target({ cookie: 'i18n_redirected=de', 'accept-language': 'it' })).toBe('/fr')
  })

  describe('in the browser', () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launch()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it('an English-speaking visitor lands on the English home page', async () => {
      const page = await newPage(browser, { locale: 'en-CA' })
      await page.goto('/')
      expect(new URL(page.url()).pathname).toBe('/en')
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-CA')
      await expect(page.getByRole('link', { name: 'Skip to main content' }).count()).resolves.toBe(1)
      await page.context().close()
    })

    it('a German-speaking visitor lands on the French home page', async () => {
      const page = await newPage(browser, {
        locale: 'de-DE',
        extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
      })
      await page.goto('/')
      expect(new URL(page.url()).pathname).toBe('/fr')
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr-CA')
      await page.context().close()
    })

    it('a visitor who chose French keeps French even with an English browser', async () => {
      const page = await newPage(browser, { locale: 'en-US' })
      await page.context().addCookies([{ name: 'i18n_redirected', value: 'fr', url: BASE_URL }])
      await page.goto('/')
      expect(new URL(page.url()).pathname).toBe('/fr')
      await expect(page.getByRole('link', { name: 'Passer au contenu principal' }).count()).resolves.toBe(1)
      await page.context().close()
    })
  })
})
