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
    await page.context().close()
  })

  it('is English once the editor has chosen English', async () => {
    const page = await editHome('en')
    await page.getByRole('textbox', { name: /^Path/ }).waitFor()
    expect(await page.getByRole('button', { name: 'Add Content' }).count()).toBe(1)
    expect(await page.getByText('Visibility', { exact: true }).count()).toBeGreaterThan(0)
    await page.context().close()
  })
})
