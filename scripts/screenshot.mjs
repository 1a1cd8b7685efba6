#!/usr/bin/env node
// Screenshot pages in Debian's Chromium: node scripts/screenshot.mjs <baseUrl> <outDir> <path> [path…]
import { chromium } from 'playwright-core'
import { mkdirSync } from 'node:fs'

const [base, out, ...paths] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
]) {
  const page = await browser.newPage({ viewport })
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    await page.waitForTimeout(400)
    const file = `${out}/${p.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${name}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.log(file)
  }
  await page.close()
}
await browser.close()
