import { expect, it } from 'vitest'
import { BASE_URL, newPage, open, phone, fileBrowser } from './helpers/browser'

// A phone shows every page at its own width: nothing, hidden or not, lays the page out wider than the screen (the sell
// page's desktop menu, hidden under 992 px, made it 525 px wide at 390, so the phone zoomed the whole page out).
const browser = fileBrowser()

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${BASE_URL}/sitemaps/pages.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

it('lays every page of the sitemap out within a 390 px phone, in both languages', async () => {
  const paths = await sitemapPaths()
  expect(paths.filter((p) => p.startsWith('/en')).length).toBeGreaterThan(5)
  const page = await newPage(browser(), phone)
  const wide: string[] = []
  for (const path of paths) {
    await open(page, path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 390) wide.push(`${path}: ${width} px`)
  }
  expect(wide).toEqual([])
  await page.context().close()
}, 300_000)
