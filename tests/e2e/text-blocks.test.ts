import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, BASE_URL, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'
import { loginEditor } from './helpers/leads'

/** Text blocks (every variant), the error block and the code component on real demo pages; the QA sections page. */
const browser = fileBrowser()

const L10N = [
  {
    locale: 'fr',
    page: '/fr/premier-achat',
    maintenance: '/fr/service-interrompu',
    dev: '/fr/developpement',
    h1: 'Votre première maison, étape par étape',
    book: 'Prendre rendez-vous',
    rows: ['1. Le budget', '2. La préautorisation', '3. Les visites'],
    double: ['Choisir où vivre', 'L’offre d’achat'],
    centred: 'Des aides pour les premiers acheteurs',
    right: 'Bon à savoir',
    alerts: 'Créer une alerte',
    street: 'Rue résidentielle bordée de maisons à Laval',
    error: 'Erreur 503',
    refresh: 'Actualiser la page',
    home: 'Retour à l’accueil',
    components: 'Composants',
    code: 'Exemple de code',
    never: 'jamais exécuté',
    testimonials: 'Témoignages de clients',
  },
  {
    locale: 'en',
    page: '/en/first-time-buyers',
    maintenance: '/en/service-unavailable',
    dev: '/en/development',
    h1: 'Your first home, step by step',
    book: 'Book a meeting',
    rows: ['1. The budget', '2. The pre-approval', '3. The visits'],
    double: ['Choosing where to live', 'The purchase offer'],
    centred: 'Help for first-time buyers',
    right: 'Good to know',
    alerts: 'Create an alert',
    street: 'Residential street lined with houses in Laval',
    error: '503 error',
    refresh: 'Refresh the page',
    home: 'Go to home page',
    components: 'Components',
    code: 'Code sample',
    never: 'never run',
    testimonials: 'Client testimonials',
  },
] as const
const SIZES: [string, BrowserContextOptions][] = [
  ['phone', phone],
  ['desktop', desktop],
]

/** Every image on the page has loaded (a broken or missing media is hidden, never shown broken). */
const brokenImages = (page: Page) =>
  page.evaluate(async () => {
    const imgs = [...document.querySelectorAll('main img')] as HTMLImageElement[]
    for (const img of imgs) {
      img.loading = 'eager'
      img.scrollIntoView()
    }
    await Promise.all(imgs.map((img) => img.decode().catch(() => undefined)))
    return imgs.filter((img) => img.naturalWidth === 0).map((img) => img.src)
  })

describe.each(L10N)('text blocks ($locale)', (l) => {
  describe.each(SIZES)('%s', (_size, size) => {
    let page: Page
    beforeAll(async () => {
      page = await newPage(browser(), size)
    })
    afterAll(async () => {
      await page.context().close()
    })

    it('first-time buyers page: type 1, rows, double images, centred and right-aligned text, in the page language, axe clean', async () => {
      await open(page, l.page)
      expect(await page.getByRole('heading', { level: 1, name: l.h1 }).count()).toBe(1)
      expect(await page.getByRole('link', { name: l.book }).first().isVisible()).toBe(true)
      for (const name of [...l.rows, ...l.double, l.centred, l.right])
        expect(await page.getByRole('heading', { name }).count(), name).toBe(1)
      expect(await page.getByRole('link', { name: l.alerts }).count()).toBe(1)
      expect(await page.getByRole('img', { name: l.street }).count()).toBeGreaterThanOrEqual(2)
      const align = (name: string) => page.getByRole('heading', { name }).evaluate((e) => getComputedStyle(e).textAlign)
      expect(await align(l.centred)).toBe('center')
      expect(await align(l.right)).toBe('right')
      expect(await brokenImages(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
    })

    it('maintenance page: the error block with its default title, refresh and home buttons, axe clean', async () => {
      await open(page, l.maintenance)
      expect(await page.getByRole('heading', { level: 1, name: l.error }).count()).toBe(1)
      expect(await page.getByRole('button', { name: l.refresh }).isVisible()).toBe(true)
      expect(await page.getByRole('link', { name: l.home }).getAttribute('href')).toBe(`/${l.locale}`)
      expect(await axeViolations(page)).toEqual([])
    })
  })

  it('developer page: the code sample shows its markup as text and never runs it', async () => {
    const page = await newPage(browser(), desktop)
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    await open(page, l.dev)
    await page.getByRole('tab', { name: l.components }).click()
    const code = page.getByRole('region', { name: l.code })
    await expect.poll(() => code.isVisible()).toBe(true)
    expect(await code.textContent()).toContain(`<script>console.log("${l.never}")</script>`)
    expect(logs.filter((t) => t.includes(l.never))).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('QA sections page: an editor sees every block type with demo content, in this language', async () => {
    const token = await loginEditor()
    const page = await newPage(browser(), desktop)
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: token, domain: new URL(BASE_URL).hostname, path: '/' }])
    const res = await page.goto(`/qa/sections?locale=${l.locale}`)
    expect(res?.status()).toBe(200)
    const types = await page
      .locator('.qa-form fieldset')
      .getByRole('checkbox')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
    expect(types.length).toBeGreaterThan(40)
    // A type without demo content is marked ' —' beside its name.
    expect(await page.locator('.qa-check', { hasText: '—' }).count()).toBe(0)
    const shown = await page
      .locator('[data-block-type]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-block-type')))])
    expect(shown.sort()).toEqual(types.filter((t) => t !== 'header_classic' && t !== 'footer_classic').sort())
    expect(await page.getByRole('heading', { name: l.testimonials }).count()).toBe(1)
    await page.context().close()
  })
})
