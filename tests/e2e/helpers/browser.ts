import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000'

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
  return context.newPage()
}

/** WCAG 2.1 A and AA violations on the current page. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}
