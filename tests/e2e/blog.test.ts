import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, fetchRaw, newPage, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const cards = (page: Page) => page.locator('.archive__list .post-card')
const titles = (page: Page) => page.locator('.archive__list .post-card__title').allInnerTexts()
const count = (page: Page) => page.locator('.archive__count').innerText()
/** Category checkboxes: the left column at xl and up, inside the header dropdown below. */
const box = (page: Page, name: string) =>
  page
    .locator('.archive')
    .getByRole('checkbox', { name: new RegExp(`^${name}`) })
    .locator('visible=true')

/**
 * A filter change shows skeletons, then (after the 1000 ms delay) the new list. The list turns busy an effect after
 * the click, so waiting for "not busy" alone can pass before the fetch has begun: wait for busy first, when it shows.
 */
async function settle(page: Page) {
  await page
    .locator('.archive__list[aria-busy="true"]')
    .waitFor({ timeout: 2_000 })
    .catch(() => undefined)
  await page.locator('.archive__list[aria-busy="false"]').waitFor()
}

/** The archive's fetches answer 400 ms late, so its loading state (skeletons, busy list) is there to be seen. */
const slowArticles = (page: Page) =>
  page.route(/\/articles/, async (route) => {
    await new Promise((r) => setTimeout(r, 400))
    await route.continue()
  })

describe('posts archive', () => {
  it('has its first page and categories in the server HTML, and an RSS link', async () => {
    const html = await (await fetchRaw('/fr/blogue')).text()
    expect(html.match(/class="post-card[ "]/g)?.length).toBeGreaterThanOrEqual(6)
    expect(html).toContain('8 articles')
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/fr\/rss.xml"/)
    const rss = await fetchRaw('/fr/rss.xml')
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
  })

  it('French, desktop: select only one, toggle, none re-selects all, reset; skeletons while loading', async () => {
    const page = await newPage(browser(), desktop)
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/articles')) requests.push(r.url())
    })
    await slowArticles(page)
    await open(page, '/fr/blogue')
    expect(await cards(page).count()).toBe(6)
    expect(requests).toEqual([]) // the first page costs no client fetch
    for (const n of ['Acheter', 'Vendre', 'Financement']) expect(await box(page, n).isChecked()).toBe(true)

    await box(page, 'Vendre').click()
    expect(await box(page, 'Vendre').isChecked()).toBe(true)
    expect(await box(page, 'Acheter').isChecked()).toBe(false)
    await page.getByTestId('post-skeleton').first().waitFor()
    await settle(page)
    await expect.poll(() => count(page)).toBe('3 articles')
    expect(requests.at(-1)).toMatch(/categories=\d+/)

    await box(page, 'Financement').click()
    expect(await box(page, 'Financement').isChecked()).toBe(true)
    expect(await box(page, 'Vendre').isChecked()).toBe(true)
    await settle(page)
    await expect.poll(() => count(page)).toBe('4 articles')

    await box(page, 'Vendre').click()
    await box(page, 'Financement').click()
    for (const n of ['Acheter', 'Vendre', 'Financement']) expect(await box(page, n).isChecked()).toBe(true)
    await settle(page)
    await expect.poll(() => count(page)).toBe('8 articles')

    await box(page, 'Acheter').click()
    await settle(page)
    await page.locator('.archive__side').getByRole('button', { name: 'Réinitialiser' }).click()
    for (const n of ['Acheter', 'Vendre', 'Financement']) expect(await box(page, n).isChecked()).toBe(true)
    await settle(page)
    await expect.poll(() => count(page)).toBe('8 articles')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('French, desktop: sort oldest first, show more adds the next 6 with 2 skeletons meanwhile', async () => {
    const page = await newPage(browser(), desktop)
    await slowArticles(page)
    await open(page, '/fr/blogue')
    const newest = (await titles(page))[0]
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption('asc')
    await settle(page)
    await page.waitForFunction(() =>
      document.querySelector('.archive__list .post-card__title')?.textContent?.startsWith('Fixer le bon prix'),
    )
    expect((await titles(page))[0]).not.toBe(newest)
    await page.getByRole('button', { name: 'Afficher plus d’articles' }).click()
    await expect.poll(() => page.getByTestId('post-skeleton').count()).toBe(2)
    await settle(page)
    await expect.poll(() => cards(page).count()).toBe(8)
    expect(await page.getByRole('button', { name: 'Afficher plus d’articles' }).count()).toBe(0)
    await page.context().close()
  })

  it('English, phone: the category dropdown in the header, show more, axe', async () => {
    const page = await newPage(browser(), phone)
    await open(page, '/en/blog')
    await expect.poll(() => count(page)).toBe('7 articles')
    await page.locator('.archive__menu summary').click()
    await box(page, 'Selling').click()
    expect(await page.locator('.archive__menu summary').innerText()).toContain('1 category selected')
    await settle(page)
    await expect.poll(() => count(page)).toBe('3 articles')
    await page.locator('.archive__menu').getByRole('button', { name: 'Reset' }).click()
    await settle(page)
    await expect.poll(() => count(page)).toBe('7 articles')
    await expect.poll(() => cards(page).count()).toBe(6)
    await page.getByRole('button', { name: 'Show more articles' }).click()
    await settle(page)
    await expect.poll(() => cards(page).count()).toBe(7)
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe('post page', () => {
  for (const [locale, width] of [
    ['fr', desktop],
    ['en', phone],
  ] as const) {
    it(`${locale}: title, info, JSON-LD, outbound share links, axe`, async () => {
      const page = await newPage(browser(), width)
      await open(page, locale === 'fr' ? '/fr/blogue' : '/en/blog')
      const link = page.locator('.archive__list .post-card__link').first()
      const title = await link.innerText()
      await link.click()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      expect(await page.locator('.post__info').innerText()).toMatch(/\d+ mins?/)
      const lds = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((ss) => ss.map((s) => JSON.parse(s.textContent ?? '{}')))
      expect(lds.find((x) => x['@type'] === 'BlogPosting')).toMatchObject({
        headline: title,
        datePublished: expect.any(String),
      })
      // The card is a client navigation (decision 0042): Next replaces the head's metadata once the page has streamed,
      // and nothing of the list's stays (decision 0049).
      const ogTypes = () =>
        page.locator('meta[property="og:type"]').evaluateAll((ms) => ms.map((m) => m.getAttribute('content')))
      await expect.poll(ogTypes, { timeout: 15_000 }).toEqual(['article'])
      const share = await page.locator('.share a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
      // The shared address is the post's path on the configured site origin, never the request's host (issue 12, finding 7).
      const here = encodeURIComponent(new URL(page.url()).pathname)
      expect(share.some((h) => h.startsWith('https://www.facebook.com/sharer/sharer.php?u=') && h.includes(here))).toBe(
        true,
      )
      expect(share.some((h) => h.startsWith('https://twitter.com/intent/tweet?url='))).toBe(true)
      expect(share.some((h) => h.startsWith('https://www.linkedin.com/sharing/share-offsite/?url='))).toBe(true)
      expect(share.some((h) => h.startsWith('mailto:?subject='))).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    })
  }

  it('a French-only post: the language switch warns; Cancel stays, Back to Blog goes to the English blog', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, '/fr/blogue')
    await page.locator('.post-card__link', { hasText: 'Sainte-Rose' }).first().click()
    await page.getByRole('heading', { level: 1, name: /Sainte-Rose/ }).waitFor()
    const url = page.url()
    // A client-side navigation, clicked as soon as the list is interactive: none of the list's alternates stay in the
    // head (decision 0049: the head hydrates after the page, and a click before that left them).
    await expect.poll(() => page.locator('link[hreflang="en-CA"]').count(), { timeout: 15_000 }).toBe(0)
    const english = page.getByRole('banner').getByRole('link', { name: 'English', exact: true })
    await english.click()
    const dialog = page.getByRole('dialog', { name: 'Article non traduit' })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(page.url()).toBe(url)
    await english.click()
    await page.getByRole('dialog').getByRole('link', { name: 'Retour au blogue' }).click()
    await page.waitForURL((u) => u.pathname === '/en/blog')
    await page.context().close()
  })

  it('a French-only post on a phone: the warning from the menu', async () => {
    const page = await newPage(browser(), phone)
    await open(page, '/fr/blogue')
    const href = await page.locator('.post-card__link', { hasText: 'Sainte-Rose' }).first().getAttribute('href')
    await open(page, href!)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'English', exact: true }).click()
    await page.getByRole('dialog', { name: 'Article non traduit' }).waitFor()
    await page.getByRole('button', { name: 'Annuler' }).click()
    expect(new URL(page.url()).pathname).toBe(href)
    await page.context().close()
  })

  it('answers 301 for an old slug and 404 for unknown or odd ids', async () => {
    const html = await (await fetchRaw('/en/blog')).text()
    const path = /href="(\/en\/blog\/[a-z0-9-]+-(\d+))"/.exec(html)!
    const moved = await fetchRaw(`/en/blog/old-title-${path[2]}`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toContain(path[1])
    expect((await fetchRaw('/en/blog/nothing-99999999')).status).toBe(404)
    expect((await fetchRaw('/en/blog/x-123456789012345678901234567890')).status).toBe(404)
    expect((await fetchRaw('/fr/blogue/%E2%80%AE%00-1')).status).toBe(404)
  })
})
