import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, launch, newPage, waitForHydration } from './helpers/browser'
import { loginEditor } from './helpers/leads'
import { homePageId } from './helpers/home-page'

/** Edit mode (?edit=1): only a signed-in editor sees the strip; its scheme button saves through the page layer's action. */
let browser: Browser
let token = ''
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${BASE_URL}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
  })
type Block = { id: string; block_params?: { color_scheme?: string | null } }
let pageId = 0
let original: Block[] = []

beforeAll(async () => {
  browser = await launch()
  token = await loginEditor()
  pageId = await homePageId(token)
  original = ((await (await api(`/pages/${pageId}?locale=fr&depth=0`)).json()) as { content: Block[] }).content
})

afterAll(async () => {
  if (pageId)
    await api(`/pages/${pageId}?locale=fr`, {
      method: 'PATCH',
      body: JSON.stringify({ content: original, _status: 'published' }),
    })
  await browser?.close()
})

describe('edit mode', () => {
  it('shows no strip to a visitor, even with ?edit=1', async () => {
    const page = await newPage(browser)
    await page.goto(`${BASE_URL}/fr?edit=1`)
    expect(await page.locator('.edit-strip').count()).toBe(0)
    await page.context().close()
  })

  it("lets the editor change a block's colour scheme, saved to the page", async () => {
    const page = await newPage(browser)
    const { hostname } = new URL(BASE_URL)
    await page.context().addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
    await page.goto(`${BASE_URL}/fr?edit=1`)
    await waitForHydration(page)
    const strip = page.locator('.edit-strip').first()
    await expect.poll(() => strip.count()).toBe(1)
    const button = strip.getByRole('button', { name: /^Schéma/ })
    const label = (await button.textContent()) ?? ''
    const next = label.split(':').pop()!.trim()
    await button.click()
    await expect
      .poll(
        async () => {
          const r = await api(`/pages/${pageId}?locale=fr&depth=0`)
          return ((await r.json()) as { content: Block[] }).content[0]?.block_params?.color_scheme
        },
        { timeout: 15_000 },
      )
      .toBe(next)
    await page.context().close()
  })
})
