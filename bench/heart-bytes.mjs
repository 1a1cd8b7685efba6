#!/usr/bin/env node
// node bench/heart-bytes.mjs <baseUrl> <path> [path…]
// The favourite heart's JavaScript a page downloads before the visitor first uses it (issue 31 item 6): every
// script the page loads, gzipped, and those holding the heart's code (the shortlist store, `courtier.shortlist`).
import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
const [base, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const kb = (n) => `${(n / 1024).toFixed(1)} kB`
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const seen = new Map()
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return
    try {
      const body = await r.body()
      seen.set(r.url(), { gz: gzipSync(body, { level: 9 }).length, heart: body.includes('courtier.shortlist') })
    } catch {
      /* a body no longer available is not counted */
    }
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const all = [...seen.values()]
  const heart = [...seen.entries()].filter(([, v]) => v.heart)
  const hearts = await page.locator('button[aria-pressed]').count()
  console.log(
    `${path}: ${hearts} hearts; ${seen.size} scripts, ${kb(all.reduce((a, v) => a + v.gz, 0))} gzipped; the heart's: ${heart.length} chunk(s), ${heart.reduce((a, [, v]) => a + v.gz, 0)} bytes gzipped`,
  )
  for (const [url, v] of heart) console.log(`  ${new URL(url).pathname} ${v.gz} B`)
  await page.close()
}
await browser.close()
