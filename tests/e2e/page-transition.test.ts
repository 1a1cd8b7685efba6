import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newPage, open } from './helpers/browser'

// Spec 1 §2 "Page transition is out-in" (src/ui/shell/PageTransition.tsx): the old main content fades
// out, then the new one fades in; nothing under reduced motion; no layout shift.
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
// Desktop only: under Chromium's mobile emulation (isMobile) a cross-document transition is sometimes not started at
// all (no pagereveal transition, none reported skipped) on a loaded machine; the phone case flaked 1–2 runs in 3, so it
// is not asserted until that is understood (issue 26 item 12, closing note). The CSS is the same at every width.
const widths = { desktop }
const pages = {
  fr: { from: '/fr/visite-video', link: 'Planifier une visite', to: '/fr/contact', h1: 'Nous joindre' },
  en: { from: '/en/video-tour', link: 'Book a visit', to: '/en/contact', h1: 'Contact us' },
}

type Seen = { pseudo: string; name: string; delay: number; duration: number }
type Recorder = { __seen: Seen[]; __shifts: number[]; __skipped: number }

/**
 * Records the animations of every view transition of a document, read when the transition is ready
 * (its pseudo-elements made, their animations set), and every layout shift. A navigation is a full
 * page load when the proxy serves the page from its cache (a cross-document transition: `pagereveal`),
 * a client navigation otherwise (React calls `document.startViewTransition`).
 */
function recorder() {
  const w = window as unknown as Recorder
  w.__seen = []
  w.__shifts = []
  w.__skipped = 0
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number }[]) w.__shifts.push(e.value)
  }).observe({ type: 'layout-shift', buffered: true })
  const capture = (vt: ViewTransition | null | undefined) =>
    void vt?.ready
      .then(() => {
        for (const a of document.getAnimations()) {
          const effect = a.effect as KeyframeEffect | null
          const pseudo = effect?.pseudoElement ?? ''
          if (!pseudo.startsWith('::view-transition')) continue
          const timing = effect!.getTiming()
          const name = (a as CSSAnimation).animationName ?? ''
          w.__seen.push({ pseudo, name, delay: Number(timing.delay), duration: Number(timing.duration) })
        }
      })
      .catch(() => (w.__skipped += 1))
  window.addEventListener('pagereveal', (e) =>
    capture((e as Event & { viewTransition?: ViewTransition }).viewTransition),
  )
  const start = document.startViewTransition?.bind(document)
  if (start)
    document.startViewTransition = ((arg?: never) => {
      const vt = start(arg)
      capture(vt)
      return vt
    }) as typeof document.startViewTransition
}

const read = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Recorder
    return { seen: w.__seen, shifts: w.__shifts, skipped: w.__skipped }
  })

/**
 * Opens `from`, lets it settle, follows the link and reads what the new page's transition did. The
 * browser skips a transition whose new page takes too long to show (a loaded test machine): then the
 * navigation is tried again, at most three times.
 */
async function transition(page: Page, t: (typeof pages)['fr']) {
  await page.context().addInitScript(recorder)
  // The page cache answers a cached page's navigation with HTML, so the link loads the page in full:
  // the cross-document transition tested here. (Before the page is cached it is a client navigation;
  // React's ViewTransition path is not asserted by this test.)
  await page.request.get(t.to)
  for (let attempt = 1; ; attempt++) {
    await open(page, t.from)
    await page.waitForTimeout(500)
    await page.evaluate(() => {
      const w = window as unknown as Recorder
      w.__seen = []
      w.__shifts = []
      w.__skipped = 0
    })
    await page.getByRole('link', { name: t.link }).click()
    await page.waitForURL(`**${t.to}`)
    await expect.poll(() => page.getByRole('heading', { level: 1, name: t.h1 }).isVisible()).toBe(true)
    await page.waitForTimeout(800)
    const result = await read(page)
    if (!result.skipped || attempt === 3) return result
  }
}

describe.each(Object.entries(widths))('page transition (%s)', (_, size) => {
  it.each(Object.entries(pages))(
    '%s: the old page fades out, then the new one fades in, without a shift',
    async (_, t) => {
      const page = await newPage(browser, size)
      const { seen, shifts } = await transition(page, t)
      const out = seen.find((s) => s.name === 'page-out')
      const into = seen.find((s) => s.name === 'page-in')
      expect(out?.pseudo).toMatch(/^::view-transition-old/)
      expect(into?.pseudo).toMatch(/^::view-transition-new/)
      // Out-in: the new page starts fading in only once the old one has faded out.
      expect(into!.delay).toBeGreaterThanOrEqual(out!.delay + out!.duration)
      expect(shifts).toEqual([])
      await page.context().close()
    },
  )
})

describe('page transition under reduced motion', () => {
  it.each(Object.entries(pages))('%s: the new page shows at once, nothing animates', async (_, t) => {
    const page = await newPage(browser, { ...desktop, reducedMotion: 'reduce' })
    const { seen, shifts } = await transition(page, t)
    expect(seen.filter((s) => /^page-(in|out)$/.test(s.name))).toEqual([])
    expect(shifts).toEqual([])
    await page.context().close()
  })
})
