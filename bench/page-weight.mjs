#!/usr/bin/env node
// Gzipped JavaScript a served page makes the browser download before any lazy island loads:
//   node bench/page-weight.mjs http://localhost:3000 /fr /en/properties [--list] [--browser]
// Counts <script src> tags AND the client chunks named in the inlined RSC payload (React loads those
// at hydration; a count of <script> tags alone misses them). Chunks loaded later through next/dynamic
// with ssr:false (map, filter overlay, modals, toaster…) are not named there and are not counted.
// Two figures: what a modern browser downloads (nomodule scripts skipped) and the total incl. nomodule.
// --browser cross-checks in Chromium (phone width, no scrolling or clicks, so no lazy island is
// triggered): the compressed bytes of the scripts it really fetched until the network is idle.
import { gzipSync } from 'node:zlib'

const args = process.argv.slice(2)
const list = args.includes('--list')
const browserCheck = args.includes('--browser')
const [base, ...paths] = args.filter((a) => !a.startsWith('--'))
if (!base || !paths.length) {
  console.error('usage: node bench/page-weight.mjs <baseUrl> <path> [path…] [--list]')
  process.exit(2)
}
const kB = (n) => (n / 1024).toFixed(1)
const cache = new Map()
async function weigh(src) {
  if (!cache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    cache.set(src, { raw: body.length, gz: gzipSync(body, { level: 9 }).length })
  }
  return cache.get(src)
}

for (const path of paths) {
  const html = await (await fetch(base + path)).text()
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
  const nomodule = new Set(tags.filter((m) => /nomodule/i.test(m[1] + m[3])).map((m) => m[2]))
  const fromFlight = [...html.matchAll(/\/_next\/static\/chunks\/[\w./-]+?\.js/g)].map((m) => m[0])
  const srcs = [...new Set([...tags.map((m) => m[2]), ...fromFlight])]
  let modern = { raw: 0, gz: 0 }
  let legacy = { raw: 0, gz: 0 }
  const rows = []
  for (const src of srcs) {
    const w = await weigh(src)
    const bucket = nomodule.has(src) ? legacy : modern
    bucket.raw += w.raw
    bucket.gz += w.gz
    rows.push([w.gz, src, nomodule.has(src)])
  }
  const htmlGz = gzipSync(Buffer.from(html)).length
  const n = srcs.length - nomodule.size
  console.log(
    `${path}: modern browser ${n} scripts, ${kB(modern.raw)} kB raw, ${kB(modern.gz)} kB gzipped JS` +
      ` | incl. nomodule (${nomodule.size}) ${kB(modern.gz + legacy.gz)} kB gzipped | HTML ${kB(htmlGz)} kB gzipped`,
  )
  if (list) for (const [gz, src, nm] of rows.sort((a, b) => b[0] - a[0])) console.log(`  ${kB(gz).padStart(6)} kB  ${src}${nm ? '  (nomodule)' : ''}`)
}

if (browserCheck) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const scripts = []
    page.on('requestfinished', async (req) => {
      if (req.resourceType() === 'script') scripts.push(req.sizes().then((s) => [req.url(), s.responseBodySize]))
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const rows = await Promise.all(scripts)
    const total = rows.reduce((n, [, b]) => n + b, 0)
    console.log(`${path}: Chromium fetched ${rows.length} scripts, ${kB(total)} kB as transferred (compressed by the server)`)
    if (list) for (const [url, b] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kB(b).padStart(6)} kB  ${new URL(url).pathname}`)
    await context.close()
  }
  await browser.close()
}
