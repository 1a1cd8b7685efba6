import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'

/** axe-core, WCAG 2.1 A and AA rules, on fully hydrated pages. */
const browser = fileBrowser()

const widths = { phone, desktop }
const cases: Array<[string, keyof typeof widths]> = [
  ['/fr', 'phone'],
  ['/fr', 'desktop'],
  ['/en', 'phone'],
  ['/en', 'desktop'],
  ['/fr/contact', 'phone'],
  ['/fr/contact', 'desktop'],
  ['/fr/page-introuvable', 'desktop'],
  ['/en/missing-page', 'phone'],
  ['/fr/espace-courtiers', 'desktop'],
  ['/fr/proprietes/1200-rue-des-erables-90000001', 'phone'],
  ['/en/properties/1200-rue-des-erables-90000001', 'desktop'],
]

describe('no WCAG 2.1 AA violation', () => {
  for (const [path, width] of cases) {
    it(`${path} at ${width} width`, async () => {
      const page = await newPage(browser(), widths[width])
      await open(page, path)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    })
  }

  it('/fr with the mobile menu open', async () => {
    const page = await newPage(browser(), phone)
    await open(page, '/fr')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Vendre' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Vendre avec moi' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('/fr with a desktop submenu open', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, '/fr')
    await page.getByRole('banner').getByRole('button', { name: 'À propos' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Mon approche' }).waitFor()
    // Radix's focus proxy (an aria-hidden, tabbable <span> after an open trigger) hands focus straight
    // to the submenu; axe reports it as aria-hidden-focus (radix-ui/primitives#3085), so it is left out.
    expect(await axeViolations(page, ['.nav-item > span[aria-hidden="true"]'])).toEqual([])
    await page.context().close()
  })
})
