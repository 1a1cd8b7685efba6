#!/usr/bin/env node
// node bench/js-loaded.mjs <baseUrl> <path> [path…]
// Gzipped JS a browser actually downloads for a page (phone viewport: the map panel is hidden until asked for).
import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
const [base, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const path of paths) {
  const page = await browser.newPage({
    viewport: process.env.DESKTOP ? { width: 1440, height: 900 } : { width: 390, height: 844 },
  })
  const seen = new Map()
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return
    try {
      seen.set(r.url(), gzipSync(await r.body(), { level: 9 }).length)
    } catch {
      /* a body no longer available (redirect, closed page) is not counted */
    }
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const leaflet = [...seen.keys()].some((u) => /leaflet/i.test(u))
  const total = [...seen.values()].reduce((a, b) => a + b, 0)
  console.log(
    `${path}: ${seen.size} scripts, ${(total / 1024).toFixed(1)} kB gzipped JS loaded${leaflet ? ' (map included)' : ''}`,
  )
  await page.close()
}
await browser.close()
