import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

/** The site under test (E2E_BASE_URL: Vitest gives BASE_URL to Vite, which sets it to '/'). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')

export const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
export const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }

/** Debian's Chromium driven by playwright-core (no browser download). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}

export async function newPage(browser: Browser, options: BrowserContextOptions = desktop): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  // `next dev` compiles a route on its first hit; `next start` answers at once.
  page.setDefaultNavigationTimeout(45_000)
  return page
}

/** Opens a path and waits until React has hydrated the page (client handlers are attached). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/** React marks the DOM nodes it has hydrated; until then clicks and key presses do nothing. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content')
    return !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber'))
  })
}

/** GET without following redirects. */
export function fetchRaw(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, BASE_URL), { redirect: 'manual', headers })
}

/** WCAG 2.1 A and AA violations on the current page (optionally leaving some nodes out). */
export async function axeViolations(page: Page, exclude: string[] = []) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of exclude) builder.exclude(selector)
  const results = await builder.analyze()
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}
