import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, desktop, launch, newPage, open, phone } from './helpers/browser'
import { loginEditor } from './helpers/leads'

/**
 * What a page or the site changes around the content (issue 26 items 8–10): the About page's own footer
 * (F-26), an editor's preview of a content variant with its bar (F-20), and the brand version's logo and
 * icons (F-03).
 */
let browser: Browser
let token = ''
beforeAll(async () => {
  browser = await launch()
  token = await loginEditor()
})
afterAll(async () => {
  await browser?.close()
})

const widths = [
  ['phone', phone],
  ['desktop', desktop],
] as const

const asEditor = async (page: Page) => {
  const { hostname } = new URL(BASE_URL)
  await page.context().addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
}

describe('a page’s own footer (F-26)', () => {
  const cases = [
    {
      path: '/fr/a-propos',
      home: '/fr',
      text: 'Rencontrons-nous : je reçois sur rendez-vous à mon bureau de Laval, du lundi au samedi.',
      heading: 'Mon parcours',
      cta: 'Prendre rendez-vous',
      siteHeading: 'Acheter',
    },
    {
      path: '/en/about',
      home: '/en',
      text: 'Let’s meet: I see clients by appointment at my Laval office, Monday to Saturday.',
      heading: 'My background',
      cta: 'Book a meeting',
      siteHeading: 'Buy',
    },
  ]
  for (const [width, options] of widths)
    for (const c of cases)
      it(`${c.path} at ${width} width replaces the site footer; the home page keeps it`, async () => {
        const page = await newPage(browser, options)
        await open(page, c.path)
        const footer = page.getByRole('contentinfo')
        expect(await footer.count()).toBe(1)
        await footer.getByText(c.text).waitFor()
        expect(await footer.getByRole('heading', { name: c.heading }).count()).toBe(1)
        expect(await footer.getByRole('link', { name: c.cta }).count()).toBe(1)
        expect(await footer.getByRole('heading', { name: c.siteHeading, exact: true }).count()).toBe(0)
        await open(page, c.home)
        expect(
          await page.getByRole('contentinfo').getByRole('heading', { name: c.siteHeading, exact: true }).count(),
        ).toBe(1)
        expect(await page.getByRole('contentinfo').getByText(c.text).count()).toBe(0)
        await page.context().close()
      })
})

describe('content variant preview (F-20)', () => {
  const cases = [
    {
      path: '/fr/a-propos',
      own: '/fr/a-propos-variante-b',
      region: 'Aperçu d’une variante de contenu',
      label: 'Variante de contenu : Test A/B 2026 (apropos-b)',
      exit: 'Quitter l’aperçu',
      variantTitle: 'Plus de 400 familles accompagnées depuis 2009',
      baseTitle: 'Isabelle Gagnon, courtière immobilière résidentielle',
    },
    {
      path: '/en/about',
      own: '/en/about-variant-b',
      region: 'Content variant preview',
      label: 'Content variant: Test A/B 2026 (apropos-b)',
      exit: 'Leave the preview',
      variantTitle: 'More than 400 families helped since 2009',
      baseTitle: 'Isabelle Gagnon, residential real estate broker',
    },
  ]

  for (const c of cases) {
    it(`${c.path}: a visitor never sees the variant, its bar or its own path`, async () => {
      const page = await newPage(browser)
      await open(page, `${c.path}?variant=apropos-b`)
      expect(await page.getByRole('heading', { name: c.baseTitle }).count()).toBe(1)
      expect(await page.getByRole('heading', { name: c.variantTitle }).count()).toBe(0)
      expect(await page.getByRole('complementary', { name: c.region }).count()).toBe(0)
      expect(await page.locator('a[href*="variant="]').count()).toBe(0)
      const own = await page.goto(c.own)
      expect(own?.status()).toBe(404)
      await page.context().close()
    })

    for (const [width, options] of widths)
      it(`${c.path} at ${width} width: the editor previews the variant with its bar, and leaves it by keyboard`, async () => {
        const page = await newPage(browser, options)
        await asEditor(page)
        await open(page, `${c.path}?variant=apropos-b`)
        const bar = page.getByRole('complementary', { name: c.region })
        expect(await bar.count()).toBe(1)
        expect(await bar.getByText(c.label).count()).toBe(1)
        // The variant's colour: the bar's border and its swatch.
        const swatch = await bar.locator('.variant-bar__swatch').evaluate((e) => getComputedStyle(e).backgroundColor)
        expect(swatch).toBe('rgb(194, 65, 12)')
        expect(await page.getByRole('heading', { name: c.variantTitle }).count()).toBe(1)
        expect(await page.getByRole('heading', { name: c.baseTitle }).count()).toBe(0)
        // Internal links keep the variant while previewing (spec 1 §2).
        expect(
          await page
            .locator('main a[href^="/"][href*="variant=apropos-b"], footer a[href*="variant=apropos-b"]')
            .count(),
        ).toBeGreaterThan(0)
        // Keyboard: the leave link comes within the first stops and takes the editor back to the page.
        const exit = bar.getByRole('link', { name: c.exit })
        let focused = false
        for (let i = 0; i < 4 && !focused; i++) {
          await page.keyboard.press('Tab')
          focused = await exit.evaluate((e) => e === document.activeElement)
        }
        expect(focused).toBe(true)
        await Promise.all([page.waitForURL((u) => u.pathname === c.path && !u.search), page.keyboard.press('Enter')])
        expect(await page.getByRole('complementary', { name: c.region }).count()).toBe(0)
        expect(await page.getByRole('heading', { name: c.baseTitle }).count()).toBe(1)
        await page.context().close()
      })
  }
})

describe('brand version (F-03)', () => {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${BASE_URL}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
    })
  const setVersion = async (id: number, v: '1' | '2') => {
    const r = await api(`/sites/${id}`, { method: 'PATCH', body: JSON.stringify({ brand_version: v }) })
    expect(r.status).toBe(200)
  }
  const icons = (page: Page) =>
    page.evaluate(() => ({
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '',
      apple: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? '',
    }))
  const logo = (page: Page) =>
    page
      .getByRole('banner')
      .locator('a.site-header__logo img')
      .first()
      .evaluate((img) => decodeURIComponent((img as HTMLImageElement).currentSrc || img.getAttribute('src') || ''))

  for (const [width, options] of widths)
    it(`switches the header logo, the favicon and the home-screen icon at ${width} width, in both languages`, async () => {
      const host = new URL(BASE_URL).hostname
      const sites = (await (await api(`/sites?where[domains.domain][equals]=${host}&depth=0&limit=1`)).json()) as {
        docs: Array<{ id: number }>
      }
      const id = sites.docs[0].id
      const page = await newPage(browser, options)
      const seen = async (path: string) => {
        await open(page, path)
        return { ...(await icons(page)), logo: await logo(page) }
      }
      try {
        await setVersion(id, '1')
        for (const path of ['/fr', '/en']) {
          const v1 = await seen(path)
          expect(v1.icon).toContain('favicon')
          expect(v1.icon).not.toContain('favicon-v2')
          expect(v1.apple).toContain('apple-icon-v1')
          expect(v1.logo).toContain('logo-clair')
        }
        await setVersion(id, '2')
        for (const path of ['/fr', '/en']) {
          const v2 = await seen(path)
          expect(v2.icon).toContain('favicon-v2')
          expect(v2.apple).toContain('apple-icon-v2')
          expect(v2.logo).toContain('logo-v2-clair')
          // Every file of the set is served.
          for (const href of [v2.icon, v2.apple]) expect((await fetch(new URL(href, BASE_URL))).status).toBe(200)
        }
      } finally {
        await setVersion(id, '1')
        await page.context().close()
      }
    }, 180_000)
})
