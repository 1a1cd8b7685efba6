import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, open, fileBrowser } from './helpers/browser'
import { blockRises, footerOverlap, heroLandingOverlap, heroRadiusOverlaps } from '@/domain/block-overlap'

const browser = fileBrowser()

const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} satisfies Record<string, BrowserContextOptions>

const L10N = {
  fr: {
    home: '/fr',
    landing: '/fr/vendre-ma-propriete',
    contact: '/fr/contact',
    testimonials: '/fr/temoignages',
    about: '/fr/a-propos',
    form: 'Écrivez-moi',
  },
  en: {
    home: '/en',
    landing: '/en/sell-my-property',
    contact: '/en/contact',
    testimonials: '/en/testimonials',
    about: '/en/about',
    form: 'Write to me',
  },
}

type Box = { top: number; bottom: number; left: number; right: number; width: number }
/** Page coordinates (scroll-independent) of the nth content section, of its text, and of the footer. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const abs = (r: DOMRect) => ({
      top: r.top + scrollY,
      bottom: r.bottom + scrollY,
      left: r.left,
      right: r.right,
      width: r.width,
    })
    const visibleText = (root: Element) =>
      [...root.querySelectorAll('h1,h2,h3,h4,p,li,a,button,label,input,textarea,select')]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map(abs)
    const sections = [...document.querySelectorAll('main > section.block')].map((s) => ({
      type: s.getAttribute('data-block-type')!,
      box: abs(s.getBoundingClientRect()),
      text: visibleText(s),
    }))
    const footer = document.querySelector('footer.site-footer')
    return {
      sections,
      footer: footer ? { box: abs(footer.getBoundingClientRect()), text: visibleText(footer) } : null,
    }
  })
}
const textTop = (t: Box[]) => Math.min(...t.map((b) => b.top))
const textBottom = (t: Box[]) => Math.max(...t.map((b) => b.bottom))

/** Every split the rule gives on this page shows at its amount, and covers no text of the block it overlaps. */
async function checkSplits(page: Page) {
  const { sections, footer } = await layout(page)
  const rises = blockRises(sections.map((s) => s.type))
  let checked = 0
  sections.forEach((s, i) => {
    if (!rises[i]) return
    const above = sections[i - 1]
    expect(above.box.bottom - s.box.top, `${s.type} rises over ${above.type}`).toBeCloseTo(rises[i], 0)
    expect(textBottom(above.text)).toBeLessThanOrEqual(s.box.top + 0.5)
    checked += 1
  })
  const last = sections.at(-1)!
  const sink = footerOverlap(last.type)
  if (footer && sink) {
    expect(last.box.bottom - footer.box.top, `${last.type} sinks into the footer`).toBeCloseTo(sink, 0)
    expect(textTop(footer.text)).toBeGreaterThanOrEqual(last.box.bottom - 0.5)
    checked += 1
  }
  return checked
}

describe.each(['fr', 'en'] as const)('block overlaps in %s', (locale) => {
  const L = L10N[locale]
  describe.each(['phone', 'desktop'] as const)('at %s width', (size) => {
    const width = sizes[size].viewport.width
    it.each(['home', 'contact', 'testimonials', 'about'] as const)(
      'the %s page: card blocks straddle the block above and the footer by the spec’s amounts',
      async (key) => {
        const page = await newPage(browser(), sizes[size])
        await open(page, L[key])
        expect(await checkSplits(page)).toBeGreaterThan(0)
        await page.screenshot({ path: `/tmp/overlap-${key}-${locale}-${width}.png`, fullPage: true })
        await page.context().close()
      },
    )

    it('the landing form hangs into the next block by its rule, without covering its text or shifting', async () => {
      const page = await newPage(browser(), sizes[size])
      // Shifts of the page's blocks and footer (the header's logo and menu settle on their own, elsewhere).
      // Each shift is kept with what moved (tag, class, old and new box), so a failure says what shifted.
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[] }
        w.shifts = []
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources: Source[] }
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`
        const name = (n: Node | null | undefined) =>
          n instanceof Element ? `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}` : String(n?.nodeName)
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as unknown as Shift[])
            if (!e.hadRecentInput && e.sources.some((s) => s.node?.parentElement?.closest('main, footer')))
              w.shifts.push(
                `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ` +
                  e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join('; '),
              )
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await open(page, L.landing)
      const card = page.getByRole('region', { name: L.form })
      await card.waitFor()
      await page.waitForTimeout(300)
      const m = await page.evaluate(() => {
        const hero = document.querySelector('main > section.block--hero_landing_page')!
        const next = hero.nextElementSibling!
        const box = (s: string, root: Element = document.body) => root.querySelector(s)!.getBoundingClientRect()
        const texts = [...next.querySelectorAll('h1,h2,p,a')].map((e) => e.getBoundingClientRect().top)
        return {
          hero: hero.getBoundingClientRect().bottom,
          card: box('.hero-landing__card', hero),
          infos: box('.hero-landing__text', hero).height,
          nextText: Math.min(...texts),
          shifts: (window as unknown as { shifts: string[] }).shifts,
        }
      })
      const expected = heroLandingOverlap(width, m.card.height, m.infos)
      expect(expected).toBe(width < 992 ? 64 : expected)
      expect(m.card.bottom - m.hero).toBeCloseTo(expected, 0)
      expect(m.nextText).toBeGreaterThan(m.card.bottom)
      expect(m.shifts).toEqual([])
      await page.screenshot({ path: `/tmp/overlap-landing-${locale}-${width}.png`, fullPage: true })
      await page.context().close()
    })

    it('the landing infos stay put while the form’s HTML is still arriving', async () => {
      // A slow connection paints the page before its HTML has all arrived: here, a form cut off after its first
      // fields (what a browser saw in CI). Without scripts, so both loads show the server's HTML alone.
      const page = await newPage(browser(), { ...sizes[size], javaScriptEnabled: false })
      const infosTop = () => page.locator('.hero-landing__text').evaluate((e) => e.getBoundingClientRect().top)
      await page.goto(L.landing)
      const whole = await infosTop()
      await page.route(`**${L.landing}`, async (route) => {
        const html = await (await route.fetch()).text()
        const cut = html.indexOf('</div>', html.indexOf('name="email"'))
        expect(cut).toBeGreaterThan(0)
        await route.fulfill({ body: html.slice(0, cut), contentType: 'text/html; charset=utf-8' })
      })
      await page.goto(L.landing)
      expect(await page.locator('.hero-landing__card textarea').count()).toBe(0)
      expect(await infosTop()).toBe(whole)
      await page.context().close()
    })

    it('hero content 2 overlaps the next block by its border radius, without covering its text', async () => {
      const page = await newPage(browser(), sizes[size])
      await open(page, L.landing)
      const { sections } = await layout(page)
      const i = sections.findIndex((s) => s.type === 'hero_content_2')
      // The rule: the next block (a hero call to action) does not rise into it, so the hero overlaps it.
      expect(
        heroRadiusOverlaps(
          sections.map((s) => s.type),
          true,
        )[i],
      ).toBe(true)
      const radius = await page
        .locator('main > section.block--hero_content_2 .hero-bg')
        .evaluate((e) => parseFloat(getComputedStyle(e).borderEndStartRadius))
      expect(radius).toBeGreaterThan(0)
      const [hero, next] = [sections[i], sections[i + 1]]
      expect(hero.box.bottom - next.box.top, 'hero content 2 over the next block').toBeCloseTo(radius, 0)
      expect(textTop(next.text)).toBeGreaterThanOrEqual(hero.box.bottom - 0.5)
      // Drawn over the next block: its rounded corners show the next block's background, not the page's.
      const z = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'main > section.block--hero_content_2, main > section.block--hero_content_2 + *',
          ),
        ].map((e) => Number(getComputedStyle(e).zIndex) || 0),
      )
      expect(z[0]).toBeGreaterThan(z[1])
      await page.screenshot({ path: `/tmp/overlap-hero2-${locale}-${width}.png`, fullPage: true })
      await page.context().close()
    })

    it('the hero call to action after the header is a contained, rounded card', async () => {
      const page = await newPage(browser(), sizes[size])
      await open(page, L.landing)
      const section = page.locator('main > section.block--hero_cta')
      expect(await section.getAttribute('data-contained')).toBe('')
      const m = await section.evaluate((s) => {
        const hero = s.querySelector('.hero-cta')!
        return {
          client: document.documentElement.clientWidth,
          width: hero.getBoundingClientRect().width,
          left: hero.getBoundingClientRect().left,
          radius: parseFloat(getComputedStyle(hero).borderTopLeftRadius),
        }
      })
      expect(m.width).toBeCloseTo(Math.min(1200, m.client - 40), 0)
      expect(m.left).toBeCloseTo((m.client - m.width) / 2, 0)
      expect(m.radius).toBeGreaterThan(0)
      await page.context().close()
    })
  })

  it('the CTA is centred in the container at the largest breakpoint (1921), full width below', async () => {
    for (const w of [1920, 1921]) {
      const page = await newPage(browser(), { viewport: { width: w, height: 1000 } })
      await open(page, L.home)
      const m = await page.locator('main > section.block--cta .cta-block').evaluate((e) => ({
        width: e.getBoundingClientRect().width,
        client: document.documentElement.clientWidth,
      }))
      expect(m.width).toBe(w === 1921 ? 1200 : m.client)
      await page.context().close()
    }
  })
})

const IFRAME_ORIGIN = 'https://www.remax-quebec.com'
describe.each([
  ['fr', '/fr/recherche-avancee'],
  ['en', '/en/advanced-search'],
] as const)('property iframe in %s', (locale, path) => {
  it.each([390, 1280, 1499, 1500, 1600])(
    'at %i px: full width from 1500, in the container below; its bottom 90 px over the footer',
    async (width) => {
      const page = await newPage(browser(), { viewport: { width, height: 900 } })
      await page.route(`${IFRAME_ORIGIN}/**`, (r) =>
        r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Recherche</title><p>Recherche</p>' }),
      )
      await open(page, path)
      const m = await page.evaluate(() => {
        const frame = document.querySelector('.property-iframe iframe')!.getBoundingClientRect()
        const footer = document.querySelector('footer.site-footer')!
        const footerText = [...footer.querySelectorAll('a,p,h2,h3,li')]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.height > 0)
        return {
          client: document.documentElement.clientWidth,
          frame: { width: frame.width, bottom: frame.bottom },
          footerTop: footer.getBoundingClientRect().top,
          footerText: Math.min(...footerText.map((r) => r.top)),
        }
      })
      expect(m.frame.width).toBeCloseTo(width >= 1500 ? m.client : Math.min(1200, m.client - 40), 0)
      expect(m.frame.bottom - m.footerTop).toBeCloseTo(90, 0)
      expect(m.footerText).toBeGreaterThanOrEqual(m.frame.bottom)
      if (width === 390 || width === 1280 || width === 1600)
        await page.screenshot({ path: `/tmp/overlap-iframe-${locale}-${width}.png`, fullPage: true })
      await page.context().close()
    },
  )
})
