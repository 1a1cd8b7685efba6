import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, open, phone, fileBrowser } from './helpers/browser'

// Spec 1 §3 "Screen size" (src/ui/state/screen-size.ts): the server renders a 414 × 896 window and the
// browser hydrates with the same values, then measures. The developer page shows the live values.
const browser = fileBrowser()

const pages = {
  fr: { path: '/fr/developpement', label: 'Point de rupture actuel : ' },
  en: { path: '/en/development', label: 'Current breakpoint: ' },
}

/** Console errors and uncaught page errors, where React reports a hydration mismatch. */
function problems(page: Page) {
  const seen: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(m.text())
  })
  page.on('pageerror', (e) => seen.push(e.message))
  return seen
}

describe.each(Object.entries(pages))('screen size (%s)', (_, t) => {
  it('renders the server window, hydrates without a mismatch, then follows the real window', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } })
    const seen = problems(page)
    const html = await (await page.request.get(t.path)).text()
    expect(html).toContain('xs (414 × 896)')
    await open(page, t.path)
    const status = page.getByRole('status').filter({ hasText: t.label })
    await expect.poll(() => status.textContent()).toBe(`${t.label}xl (1280 × 800)`)
    expect(await status.getAttribute('data-measured')).toBe('true')
    await page.setViewportSize({ width: 800, height: 600 })
    await expect.poll(() => status.textContent()).toBe(`${t.label}md (800 × 600)`)
    expect(seen.filter((m) => /hydrat|#418|#423|#425|did not match/i.test(m))).toEqual([])
    await page.context().close()
  })

  it('measures a phone', async () => {
    const page = await newPage(browser(), phone)
    const seen = problems(page)
    await open(page, t.path)
    const status = page.getByRole('status').filter({ hasText: t.label })
    await expect.poll(() => status.textContent()).toBe(`${t.label}xs (390 × 844)`)
    expect(seen.filter((m) => /hydrat|#418|#423|#425|did not match/i.test(m))).toEqual([])
    await page.context().close()
  })
})
