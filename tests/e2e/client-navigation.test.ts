import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, BASE_URL, fetchRaw, launch, newPage, open, phone } from './helpers/browser'

/**
 * Decision 0042: a click on an in-site link (header menu, footer, a card, a back link, the logo) is a client
 * navigation: the document stays (a mark put on the window survives, one navigation entry, no second document
 * request), the new page shows with its own title and language. Before, the page cache answered the router's RSC
 * request with HTML and every click reloaded the whole page.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const texts = {
  fr: {
    home: '/fr',
    about: 'À propos',
    contact: 'Nous joindre',
    contactPath: '/fr/contact',
    contactH1: 'Nous joindre',
    terms: 'Conditions d’utilisation',
    termsPath: '/fr/conditions-et-utilisation',
    blog: 'Blogue',
    blogPath: '/fr/blogue',
    back: 'Retour au blogue',
    openMenu: 'Ouvrir le menu',
    nav: 'Navigation principale',
    lang: 'fr-CA',
  },
  en: {
    home: '/en',
    about: 'About',
    contact: 'Contact',
    contactPath: '/en/contact',
    contactH1: 'Contact us',
    terms: 'Terms of use',
    termsPath: '/en/terms-of-use',
    blog: 'Blog',
    blogPath: '/en/blog',
    back: 'Back to Blog',
    openMenu: 'Open menu',
    nav: 'Main navigation',
    lang: 'en-CA',
  },
}
type Texts = (typeof texts)['fr']

/** The document requests after the first load (a full reload asks for one), kept per page. */
const documents = new WeakMap<Page, string[]>()
async function start(page: Page, path: string) {
  await open(page, path)
  const seen: string[] = []
  documents.set(page, seen)
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) seen.push(r.url())
  })
  await page.evaluate(() => {
    ;(window as unknown as { __kept: number }).__kept = performance.timeOrigin
  })
}

/** What shows the document was kept: the window's mark, one navigation entry of the same time origin, no document request. */
const state = (page: Page) =>
  page.evaluate(() => ({
    kept: (window as unknown as { __kept?: number }).__kept === performance.timeOrigin,
    navigations: performance.getEntriesByType('navigation').length,
    lang: document.documentElement.lang,
  }))

async function expectClientNavigation(page: Page, path: string, t: Texts) {
  await page.waitForURL((u) => u.pathname === path)
  await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1)
  expect([path, await state(page)]).toEqual([path, { kept: true, navigations: 1, lang: t.lang }])
  expect(documents.get(page)).toEqual([])
}

async function headerContact(page: Page, t: Texts, size: 'phone' | 'desktop') {
  if (size === 'phone') {
    await page.getByRole('button', { name: t.openMenu }).click()
    const dialog = page.getByRole('dialog', { name: t.nav })
    await dialog.getByRole('button', { name: t.about }).click()
    await dialog.getByRole('link', { name: t.contact, exact: true }).click()
  } else {
    const nav = page.getByRole('banner').getByRole('navigation', { name: t.nav })
    await nav.getByRole('button', { name: t.about }).click()
    await nav.getByRole('link', { name: t.contact, exact: true }).click()
  }
}

describe.each([
  ['390 px', phone, 'phone'],
  ['1280 px', desktop, 'desktop'],
] as const)('client navigation (%s)', (_, size, kind) => {
  it.each(Object.entries(texts))(
    '%s: header menu, footer, blog card and back link navigate without reloading the page',
    async (_, t) => {
      const page = await newPage(browser, size)
      await start(page, t.home)

      await headerContact(page, t, kind)
      await expectClientNavigation(page, t.contactPath, t)
      await page.getByRole('heading', { level: 1, name: t.contactH1 }).waitFor()

      await page.getByRole('contentinfo').getByRole('link', { name: t.terms }).click()
      await expectClientNavigation(page, t.termsPath, t)

      await page.getByRole('contentinfo').getByRole('link', { name: t.blog, exact: true }).click()
      await expectClientNavigation(page, t.blogPath, t)

      const card = page.getByRole('main').getByRole('article').first().getByRole('link').first()
      const postPath = new URL((await card.getAttribute('href')) ?? '', 'http://x').pathname
      await card.click()
      await expectClientNavigation(page, postPath, t)

      await page.getByRole('main').getByRole('link', { name: t.back }).click()
      await expectClientNavigation(page, t.blogPath, t)
      // The page navigated to is whole: its title is its own and it passes axe like a loaded one.
      expect(await page.title()).toMatch(new RegExp(t.blog, 'i'))
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )
})

describe('the language switch', () => {
  it('loads the other language in full, with its <html lang>', async () => {
    const page = await newPage(browser, desktop)
    await start(page, '/fr/contact')
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/en/contact')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-CA')
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor()
    await page.context().close()
  })
})

describe('the page cache and the router’s requests (HTTP)', () => {
  it('a cached page is a HIT for a document, and never HTML for an RSC request', async () => {
    await fetchRaw('/fr/contact')
    const hit = await fetchRaw('/fr/contact')
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(hit.headers.get('content-type')).toMatch(/^text\/html/)
    const requests: Record<string, string>[] = [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }]
    for (const headers of requests) {
      // Next answers a wrong `_rsc` with a 307 to the right one, which fetch follows with the same headers.
      const rsc = await fetch(new URL('/fr/contact?_rsc=e2e', BASE_URL), { headers })
      expect(rsc.status).toBe(200)
      expect(rsc.headers.get('x-page-cache')).not.toBe('hit')
      expect(rsc.headers.get('content-type')).toMatch(/^text\/x-component/)
      expect(await rsc.text()).not.toMatch(/^<!DOCTYPE/i)
    }
    expect((await fetchRaw('/fr/contact')).headers.get('x-page-cache')).toBe('hit')
  })
})
