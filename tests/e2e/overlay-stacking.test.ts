import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, desktop, launch, newPage, open, phone } from './helpers/browser'

/**
 * Issue 19: every dropdown, popover and menu of every demo page renders above any later block. Each
 * overlay is opened by mouse, then a real mouse click lands at the centre of its last button (or
 * link); the test asserts that this very element received the click, not a block drawn over it.
 */
let browser: Browser
let paths: string[] = []
beforeAll(async () => {
  browser = await launch()
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  // The sitemap index: the pages' sitemap first, then the listings' children (the first one is enough).
  const children = await locs(`${BASE_URL}/sitemap.xml`)
  const all = (await Promise.all(children.slice(0, 2).map((c) => locs(`${BASE_URL}${c}`)))).flat()
  // The demo pages; of the pages built from one template (listings, posts, broker profiles: all
  // alike) only the first of each language.
  const templates = [
    /^\/(fr\/proprietes|en\/properties)\/.+/,
    /^\/(fr\/blogue|en\/blog)\/.+/,
    /^\/(fr\/courtiers|en\/brokers)\/.+/,
  ]
  const firstOfTemplates = templates.flatMap((t) =>
    ['fr', 'en'].map((l) => all.find((p) => t.test(p) && p.startsWith(`/${l}/`))),
  )
  paths = [
    ...new Set([
      ...all.filter((p) => !templates.some((t) => t.test(p))),
      ...firstOfTemplates.filter((p): p is string => !!p),
    ]),
  ]
})
afterAll(async () => {
  await browser?.close()
})

const TRIGGERS = 'button[aria-expanded], button[aria-haspopup]'

/** Visible overlay triggers of the page, by index in document order. */
const visibleTriggers = (page: Page) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .map((el, i) => ({
          i,
          inHeader: !!el.closest('header'),
          visible: el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
          label: (el.getAttribute('aria-label') || el.innerText).trim().slice(0, 40),
        }))
        .filter((t) => t.visible),
    TRIGGERS,
  )

/**
 * Marks the overlay the trigger opened (its aria-controls target, else the newest dialog) and its
 * last button or link; null when what opened is in the page flow (an accordion, not an overlay).
 */
function markLastButton(page: Page, index: number) {
  return page.evaluate(
    async ({ sel, index }) => {
      const trigger = document.querySelectorAll<HTMLElement>(sel)[index]
      const shown = (el: Element | null): el is HTMLElement => !!el && (el as HTMLElement).getClientRects().length > 0
      const controlled = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
      const dialogs = [...document.querySelectorAll('[role=dialog]')].filter(shown)
      const overlay = shown(controlled) ? controlled : dialogs.at(-1)
      if (!overlay) return null
      let outOfFlow = false
      for (let el: HTMLElement | null = overlay; el && el !== document.body; el = el.parentElement) {
        if (['fixed', 'absolute'].includes(getComputedStyle(el).position) || el.matches(':popover-open, dialog[open]'))
          outOfFlow = true
      }
      if (!outOfFlow) return null
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.timeline === document.timeline)
          .map((a) => a.finished.catch(() => undefined)),
      )
      const buttons = [...overlay.querySelectorAll('button')].filter(shown)
      const last = buttons.at(-1) ?? [...overlay.querySelectorAll('a[href]')].filter(shown).at(-1)
      if (!last) return null
      last.setAttribute('data-e2e-last', '')
      // instant: the page scrolls smoothly, and a box measured mid-scroll sends the click elsewhere
      last.scrollIntoView({ block: 'nearest', behavior: 'instant' })
      return { name: (last.getAttribute('aria-label') || last.innerText).trim().slice(0, 40) }
    },
    { sel: TRIGGERS, index },
  )
}

/** Records whether the next click hit the marked button; links are kept from navigating. */
const watchClick = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { e2eHit?: string }
    w.e2eHit = 'none'
    addEventListener(
      'click',
      (e) => {
        const target = e.target as Element
        w.e2eHit =
          e.isTrusted && target.closest('[data-e2e-last]')
            ? 'button'
            : `${target.tagName.toLowerCase()}.${target.className}`
        // Only where the click lands matters: the page must not act on it (navigate, submit, switch language).
        e.preventDefault()
        e.stopImmediatePropagation()
      },
      { capture: true, once: true },
    )
  })

async function clickCentreOfLast(page: Page): Promise<string> {
  const last = page.locator('[data-e2e-last]')
  // Aim once the button has stopped moving (an overlay still positioning itself after the scroll).
  let box = (await last.boundingBox())!
  for (let t = 0; t < 10; t++) {
    await page.waitForTimeout(100)
    const now = (await last.boundingBox())!
    if (now.x === box.x && now.y === box.y) break
    box = now
  }
  await watchClick(page)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  return page.evaluate(() => (window as unknown as { e2eHit: string }).e2eHit)
}

/**
 * Closes the overlay as a visitor would (Escape) and tells whether the page is back as it loaded: no dialog or
 * popover shown, the trigger collapsed, the page scrollable. The page acted on no click (watchClick).
 */
async function closeOverlay(page: Page, index: number): Promise<boolean> {
  await page.keyboard.press('Escape')
  await page.waitForTimeout(200)
  return page.evaluate(
    ({ sel, index }) => {
      document.querySelector('[data-e2e-last]')?.removeAttribute('data-e2e-last')
      const shown = (el: Element) => (el as HTMLElement).getClientRects().length > 0
      const trigger = document.querySelectorAll(sel)[index]
      return (
        ![...document.querySelectorAll('[role=dialog], dialog[open], :popover-open')].some(shown) &&
        trigger?.getAttribute('aria-expanded') !== 'true' &&
        getComputedStyle(document.body).overflow !== 'hidden'
      )
    },
    { sel: TRIGGERS, index },
  )
}

/**
 * A header's menus are the same on every page that shows that header and open over its first
 * blocks: they are checked on the first pages of each language and on the first page showing each
 * other header (pages choose theirs); every other overlay (a block's own) on every page.
 */
const HEADER_PAGES_PER_LOCALE = 3

/** The header's menu triggers, by name: pages that share them share a header. */
const headerSignature = (page: Page) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(`header ${sel}`)]
        .map((el) => (el.getAttribute('aria-label') || el.innerText).trim())
        .join('|'),
    TRIGGERS,
  )

async function overlaysOf(width: BrowserContextOptions, path: string, checkHeader: (signature: string) => boolean) {
  const page = await newPage(browser, width)
  page.setDefaultTimeout(20_000)
  const tested: string[] = []
  const misses: string[] = []
  try {
    await open(page, path)
    const withHeader = checkHeader(await headerSignature(page))
    const triggers = await page.locator(TRIGGERS).count()
    let fresh = true
    for (const { i, label } of (await visibleTriggers(page)).filter((t) => withHeader || !t.inHeader)) {
      // The page is opened again only when the last overlay would not close as a visitor closes it (Escape), or
      // left the page's triggers changed: each overlay is opened on the page as it loads.
      if (!fresh || (await page.locator(TRIGGERS).count()) !== triggers) await open(page, path)
      const trigger = page.locator(TRIGGERS).nth(i)
      // Trigger near the top of the viewport: the overlay opens downwards, over the blocks that follow.
      await trigger.evaluate((el) =>
        window.scrollBy({ top: el.getBoundingClientRect().top - 120, behavior: 'instant' }),
      )
      await page.waitForTimeout(300)
      await trigger.click()
      let last: { name: string } | null = null
      for (let t = 0; t < 15 && !last; t++) {
        last = await markLastButton(page, i)
        if (!last) await page.waitForTimeout(200)
      }
      if (!last) continue
      const hit = await clickCentreOfLast(page)
      const what = `${label} → ${last.name}`
      tested.push(what)
      if (hit !== 'button') misses.push(`${what}: the click landed on ${hit}`)
      fresh = await closeOverlay(page, i)
    }
  } finally {
    await page.context().close()
  }
  return { tested, misses }
}

describe.each([
  { width: 'desktop', options: desktop },
  { width: 'phone', options: phone },
])('overlays on every demo page ($width)', ({ options }) => {
  it('opens each overlay by mouse and its last button receives a mouse click at its centre', async () => {
    expect(paths.length).toBeGreaterThan(4)
    const report: Record<string, string[]> = {}
    const misses: string[] = []
    const headerChecked: Record<string, number> = {}
    const headersSeen = new Set<string>()
    for (const path of paths) {
      const locale = path.split('/')[1]
      const r = await overlaysOf(options, path, (signature) => {
        const check = (headerChecked[locale] ?? 0) < HEADER_PAGES_PER_LOCALE || !headersSeen.has(signature)
        if (check) headerChecked[locale] = (headerChecked[locale] ?? 0) + 1
        headersSeen.add(signature)
        return check
      })
      report[path] = r.tested
      misses.push(...r.misses.map((m) => `${path}: ${m}`))
    }
    console.info(JSON.stringify(report, null, 1))
    expect(misses).toEqual([])
    // The header menus were checked in both languages; the home page also has the hero's municipality dropdown.
    for (const locale of ['fr', 'en']) {
      const checked = paths.filter((p) => p.split('/')[1] === locale).slice(0, HEADER_PAGES_PER_LOCALE)
      expect(
        checked.some((p) => report[p].length > 0),
        `no overlay checked in ${locale}`,
      ).toBe(true)
    }
    const home = report[paths.find((p) => p === '/fr')!]
    expect(home.some((t) => /Municipalités/.test(t))).toBe(true)
  }, 600_000)
})
