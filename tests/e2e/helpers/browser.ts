import { existsSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { CONSENT_STORAGE_KEY } from '@/domain/consent'

/** The site under test (E2E_BASE_URL: Vitest gives BASE_URL to Vite, which sets it to '/'). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')

export const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
export const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }

/**
 * Debian's Chromium driven by playwright-core (no browser download): its headless shell when installed (a third
 * less CPU for the same pages, decision 0050), else the full browser. CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const browserPath = () =>
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/**
 * One browser for a test file: launched before its tests and closed after them. Call it at the file's top
 * level; the function it returns gives the running browser inside tests and hooks.
 */
export function fileBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('fileBrowser(): the browser is launched in beforeAll, read it inside a test or hook')
    return browser
  }
}

let visitors = 0
/**
 * Each browser context is its own visitor, with its own client address (the e2e server trusts one
 * proxy hop: TRUSTED_PROXIES=1), so the per-address lead limit counts one visitor's posts, not the
 * whole suite's. A test that needs a given address passes its own X-Forwarded-For.
 */
function visitorAddress() {
  visitors += 1
  return `198.18.${(process.pid + Math.floor(visitors / 250)) % 250}.${(visitors % 250) + 1}`
}

/** A first visit: nothing stored in the browser (pass it to `newPage` to see the consent banner). */
export const undecided: BrowserContextOptions = { storageState: { cookies: [], origins: [] } }

let decided: Promise<NonNullable<BrowserContextOptions['storageState']>> | undefined
/**
 * The broker site declares the demo's tags (issue 28), so its first visit asks for consent, and the banner sits
 * over what most tests click. A page from `newPage` is a returning visitor who chose « necessary only » under the
 * site's current version of the choices (read from its page); the tests of the banner pass `undecided`.
 */
function decidedConsent() {
  decided ??= fetch(`${BASE_URL}/fr`).then(async (res) => {
    const version = /data-consent-version="([^"]+)"/.exec(await res.text())?.[1]
    const choice = {
      functional: false,
      analytics: false,
      marketing: false,
      decidedAt: new Date().toISOString(),
      version,
    }
    const localStorage = [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(choice) }]
    return { cookies: [], origins: [{ origin: new URL(BASE_URL).origin, localStorage }] }
  })
  return decided
}

export async function newPage(browser: Browser, options: BrowserContextOptions = desktop): Promise<Page> {
  const extraHTTPHeaders = { 'x-forwarded-for': visitorAddress(), ...options.extraHTTPHeaders }
  const storageState = options.storageState ?? (await decidedConsent())
  const context = await browser.newContext({ baseURL: BASE_URL, ...options, storageState, extraHTTPHeaders })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  // `next dev` compiles a route on its first hit; `next start` answers at once.
  page.setDefaultNavigationTimeout(45_000)
  return page
}

/** A page of a map-holding view: map tiles are unreachable here, so they answer nothing at once (no time-outs). */
export async function newPageWithoutTiles(browser: Browser, options: BrowserContextOptions = desktop): Promise<Page> {
  const page = await newPage(browser, options)
  page.setDefaultTimeout(30_000)
  await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }))
  return page
}

/** Opens a path and waits until React has hydrated the page (client handlers are attached). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/**
 * React marks the DOM nodes it has hydrated; until then clicks and key presses do nothing. The main
 * content and the site header hydrate as separate islands, so both are waited for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const hydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'))
    const header = document.querySelector('header.site-header')
    return hydrated(document.getElementById('main-content')) && (!header || hydrated(header))
  })
}

/** The same path on another host of this server (browsers resolve *.localhost to this machine): another site. */
export function onHost(host: string, path: string): string {
  const u = new URL(path, BASE_URL)
  u.hostname = host
  return u.toString()
}

/** The demo agency's site (every member, office and listing; decision 0025). */
export const AGENCY_HOST = 'agence.localhost'

/** GET without following redirects. */
export function fetchRaw(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, BASE_URL), { redirect: 'manual', headers })
}

/** One rule that a third party's markup fails, inside the element that `within` selects (say why where it is used). */
export type KnownViolation = { rule: string; within: string }

/**
 * WCAG 2.1 A and AA violations on the current page (optionally leaving some nodes out, or leaving out only
 * one rule's findings inside a given element: `known`; or checking only some parts: `include`).
 */
export async function axeViolations(
  page: Page,
  exclude: string[] = [],
  known: KnownViolation[] = [],
  include: string[] = [],
) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of include) builder.include(selector)
  for (const selector of exclude) builder.exclude(selector)
  let results = await builder.analyze()
  // Contrast is a steady-state measure: a carousel that autoplays (or a toast, a fade) may have been
  // mid-transition. Let the time-based animations end (at most 3 s) and measure once more; a real
  // contrast defect is still there the second time.
  if (results.violations.some((v) => v.id === 'color-contrast')) {
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.timeline === document.timeline)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((r) => setTimeout(r, 3000)),
      ]),
    )
    results = await builder.analyze()
  }
  const found = await Promise.all(
    results.violations.map(async (v) => {
      const within = known.filter((k) => k.rule === v.id).map((k) => k.within)
      const targets = v.nodes.map((n) => n.target.join(' '))
      const kept = within.length
        ? await page.evaluate(
            ([all, around]) =>
              all.filter((t) => {
                const el = document.querySelector(t)
                return !el || !around.some((w) => el.closest(w))
              }),
            [targets, within] as const,
          )
        : targets
      return { id: v.id, impact: v.impact, nodes: kept.slice(0, 5) }
    }),
  )
  return found.filter((v) => v.nodes.length > 0)
}
