import { describe, expect, it } from 'vitest'
import { newPage, open, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

describe('footer', () => {
  it('the French home page shows the menu columns, legal links and this year’s copyright', async () => {
    const page = await newPage(browser())
    await open(page, '/fr')
    const footer = page.getByRole('contentinfo')
    expect(await footer.count()).toBe(1)
    const menus = footer.getByRole('navigation', { name: 'Liens du pied de page' })
    expect(await menus.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Navigation',
      'Acheter',
      'Vendre',
      'Contact',
    ])
    expect(await menus.getByRole('link', { name: 'Propriétés à louer' }).getAttribute('href')).toBe(
      '/fr/proprietes?forSaleForRent=rent',
    )
    expect(await footer.getByRole('link', { name: 'Conditions d’utilisation' }).getAttribute('href')).toBe(
      '/fr/conditions-et-utilisation',
    )
    expect(await footer.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe(
      '/fr/politique-confidentialite',
    )
    await footer.getByText(`© ${new Date().getFullYear()} Immobilier Boréal inc. Tous droits réservés.`).waitFor()

    await footer.getByRole('link', { name: 'Conditions d’utilisation' }).click()
    await page.waitForURL((u) => u.pathname === '/fr/conditions-et-utilisation')
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1)
    await page.context().close()
  })

  it('the English footer links to the English legal pages', async () => {
    const page = await newPage(browser())
    await open(page, '/en/contact')
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/en/terms-of-use')
    expect(await footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/en/privacy-policy')
    await footer.getByText(`© ${new Date().getFullYear()} Immobilier Boréal inc. All rights reserved.`).waitFor()
    await page.context().close()
  })

  for (const path of ['/fr/proprietes', '/en/properties']) {
    it(`is hidden on the property search page ${path}, which keeps its header and content`, async () => {
      const page = await newPage(browser())
      await open(page, path)
      expect(await page.getByRole('banner').count()).toBe(1)
      expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(await page.getByRole('contentinfo').count()).toBe(0)
      await page.context().close()
    })
  }
})

describe('scroll position', () => {
  it('a visitor who scrolls right after the page loads stays where they scrolled (fr and en)', async () => {
    for (const path of ['/fr', '/en/about']) {
      const page = await newPage(browser())
      await page.goto(path)
      // As soon as the page can scroll, before the layout's deferred effects have loaded.
      await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1000)
      expect(await page.evaluate(() => window.scrollY)).toBe(700)
      // A route change still starts the next page at its top.
      await page
        .getByRole('contentinfo')
        .getByRole('link')
        .filter({ hasText: /Conditions|Terms/ })
        .click()
      await page.waitForURL((u) => /conditions|terms/.test(u.pathname))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await page.context().close()
    }
  })
})
