import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, desktop, launch } from './helpers/browser'
import { loginEditor } from './helpers/leads'
import { homePageId } from './helpers/home-page'

/** The CMS speaks French to an editor whose browser asks for English, until they choose English. */
let browser: Browser
let token = ''
let homeId = 0

beforeAll(async () => {
  token = await loginEditor()
  homeId = await homePageId(token)
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function editHome(language?: 'en'): Promise<Page> {
  const context = await browser.newContext({ ...desktop, baseURL: BASE_URL, locale: 'en-US' })
  const { hostname } = new URL(BASE_URL)
  await context.addCookies([
    { name: 'payload-token', value: token, domain: hostname, path: '/' },
    ...(language ? [{ name: 'payload-lng', value: language, domain: hostname, path: '/' }] : []),
  ])
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  await page.goto(`/admin/collections/pages/${homeId}`, { timeout: 60_000 })
  return page
}

describe('the CMS language', () => {
  it('is French by default, for our labels as for Payload’s', async () => {
    const page = await editHome()
    await page.getByRole('textbox', { name: /^Chemin/ }).waitFor()
    expect(await page.getByRole('button', { name: 'Ajouter du contenu' }).count()).toBe(1)
    expect(await page.getByText('Visibilité', { exact: true }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Publier les modifications' }).count()).toBe(1)
    // Payload's own dates (the document's « Dernière modification » and « Créé ») as a Quebec reader writes them.
    const meta = page.locator('.doc-controls__meta')
    await expect.poll(() => meta.textContent(), { timeout: 20_000 }).toMatch(/\d{1,2} [a-zéû]+ 20\d\d, \d{1,2} h \d\d/)
    expect(await meta.textContent()).not.toMatch(/AM|PM|\d(st|nd|rd|th)\b/)
    await page.context().close()
  })

  it('is English once the editor has chosen English', async () => {
    const page = await editHome('en')
    await page.getByRole('textbox', { name: /^Path/ }).waitFor()
    expect(await page.getByRole('button', { name: 'Add Content' }).count()).toBe(1)
    expect(await page.getByText('Visibility', { exact: true }).count()).toBeGreaterThan(0)
    const meta = page.locator('.doc-controls__meta')
    await expect
      .poll(() => meta.textContent(), { timeout: 20_000 })
      .toMatch(/[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), 20\d\d, \d{1,2}:\d\d (AM|PM)/)
    await page.context().close()
  })
})
