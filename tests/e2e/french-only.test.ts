import { get } from 'node:http'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { AGENCY_HOST, BASE_URL, newPage, onHost, phone, waitForHydration, fileBrowser } from './helpers/browser'
import { englishWords } from './helpers/english-words'

/**
 * Issue 26: no English word on any French page of either site, at both widths, once its menus,
 * popups and dialogs are open, in visible text and accessible names alike. Every French page of
 * each site's sitemap is read (one broker and one team profile: the others share their template),
 * plus one listing page.
 */
const SITES = [
  { name: 'broker', host: new URL(BASE_URL).hostname },
  { name: 'agency', host: AGENCY_HOST },
] as const
const WIDTHS: [string, BrowserContextOptions][] = [
  ['390', phone],
  ['1280', { viewport: { width: 1280, height: 900 } }],
]
const PARALLEL = 4

/** A GET's body on a site's host (Node's fetch neither resolves *.localhost nor lets Host be set). */
const textOn = (host: string, path: string) =>
  new Promise<string>((resolve, reject) => {
    const url = new URL(path, BASE_URL)
    get(url, { headers: { host: `${host}:${url.port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c)).on('end', () => resolve(body))
    }).on('error', reject)
  })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)

async function frenchPaths(host: string): Promise<string[]> {
  const pages = locs(await textOn(host, '/sitemaps/pages.xml')).filter((p) => p === '/fr' || p.startsWith('/fr/'))
  const profiles = pages.filter((p) => p.startsWith('/fr/courtiers/'))
  const kept = [profiles.find((p) => p.includes('equipe')), profiles.find((p) => !p.includes('equipe'))]
  const listingsMap = locs(await textOn(host, '/sitemap.xml')).find((p) => p.includes('listings'))
  const listing = listingsMap ? locs(await textOn(host, listingsMap)).find((p) => p.startsWith('/fr/')) : undefined
  return [...pages.filter((p) => !profiles.includes(p)), ...kept, listing].filter((p): p is string => Boolean(p))
}

type Found = { where: string; text: string }

/** Every text node and accessible name of the page (hidden menus included), outside English-tagged parts. */
function collect(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const out: { where: string; text: string }[] = [{ where: 'title', text: document.title }]
    const english = (el: Element | null) => {
      const lang = el?.closest('[lang]')?.getAttribute('lang') ?? 'fr'
      return !lang.startsWith('fr')
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      if (!el || el.closest('script, style, noscript, template') || english(el)) continue
      const text = n.textContent?.trim()
      if (text) out.push({ where: `text in <${el.tagName.toLowerCase()}>`, text })
    }
    const attrs = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription', 'aria-valuetext']
    for (const el of document.body.querySelectorAll(attrs.map((a) => `[${a}]`).join(','))) {
      if (english(el)) continue
      for (const a of attrs) {
        const v = el.getAttribute(a)
        if (v) out.push({ where: `${a} of <${el.tagName.toLowerCase()}>`, text: v })
      }
    }
    return out
  })
}

/** Scrolls the page through (lazy maps and islands load), then opens one popup on each map; says how many opened. */
async function openMaps(page: Page): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 40))
    }
  })
  // Each lazy map in view in turn (as a visitor would), one marker clicked: its popup opens.
  let popups = 0
  for (const map of await page.locator('[data-loaded]:visible').all()) {
    await map.scrollIntoViewIfNeeded()
    const marker = map.locator('path.leaflet-interactive').first()
    if (
      !(await marker.waitFor({ state: 'attached', timeout: 4000 }).then(
        () => true,
        () => false,
      ))
    )
      continue
    await marker.dispatchEvent('click')
    if (
      await map
        .locator('.leaflet-popup')
        .waitFor({ timeout: 2000 })
        .then(
          () => true,
          () => false,
        )
    )
      popups += 1
  }
  return popups
}

/** What was opened over a site's pages at one width: the test fails if it opened nothing. */
type Opened = { popups: number; dialogs: number }

/** Opens each dialog, menu and modal opener not opened yet at this width on this site, reading what it shows. */
async function openOverlays(page: Page, seen: Set<string>, found: Found[], opened: Opened) {
  const openers = page.locator('button[aria-haspopup]:visible, header button[aria-expanded="false"]:visible')
  for (const opener of await openers.all()) {
    const key = ((await opener.getAttribute('aria-label')) ?? (await opener.innerText().catch(() => ''))).trim()
    if (!key || seen.has(key)) continue
    seen.add(key)
    if (
      !(await opener.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      ))
    )
      continue
    const dialog = page.locator('[role="dialog"]:visible').first()
    if (
      await dialog.waitFor({ timeout: 1500 }).then(
        () => true,
        () => false,
      )
    )
      opened.dialogs += 1
    // A menu dialog's own sections open too.
    for (const sub of (await dialog.locator('button[aria-expanded="false"]:visible').all()).slice(0, 6))
      await sub.click({ timeout: 1000 }).catch(() => undefined)
    await page.waitForTimeout(200)
    found.push(...(await collect(page)).map((f) => ({ ...f, where: `${f.where}, after “${key}”` })))
    await page.keyboard.press('Escape')
    await page.waitForTimeout(150)
  }
}

async function leaksOf(page: Page, url: string, seen: Set<string>, opened: Opened) {
  await page.goto(url)
  await waitForHydration(page)
  opened.popups += await openMaps(page)
  const found = await collect(page)
  await openOverlays(page, seen, found, opened)
  const leaks = new Map<string, string>()
  for (const f of found) {
    const words = englishWords(f.text)
    if (words.length) leaks.set(`${f.where}: ${f.text.slice(0, 120)}`, words.join(', '))
  }
  return [...leaks].map(([where, words]) => `${new URL(url).pathname} — ${where} [${words}]`)
}

const browser = fileBrowser()

describe.each(SITES)('no English on the $name site’s French pages', ({ host }) => {
  it.each(WIDTHS)(
    'at %s px, menus, popups and dialogs opened',
    async (_, size) => {
      const paths = await frenchPaths(host)
      expect(paths.length).toBeGreaterThan(5)
      const seen = new Set<string>()
      const opened: Opened = { popups: 0, dialogs: 0 }
      const leaks: string[] = []
      const queue = [...paths]
      const worker = async () => {
        const page = await newPage(browser(), size)
        // Map tiles are unreachable here: answer with nothing instead of waiting for time-outs.
        await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }))
        for (let path = queue.shift(); path; path = queue.shift())
          leaks.push(...(await leaksOf(page, onHost(host, path), seen, opened)))
        await page.context().close()
      }
      await Promise.all(Array.from({ length: PARALLEL }, worker))
      expect(leaks.sort()).toEqual([])
      // Both sites have an offices map, a menu and contact dialogs: the crawl did open them.
      expect(opened.popups).toBeGreaterThan(0)
      expect(opened.dialogs).toBeGreaterThan(1)
    },
    // About a minute on a quiet machine; room for a loaded one.
    300_000,
  )
})
