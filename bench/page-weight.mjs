#!/usr/bin/env node
// Gzipped JavaScript a served page makes the browser download before any lazy island loads:
//   node bench/page-weight.mjs [http://127.0.0.1:3000] [/fr /en/properties …] [--list] [--browser] [--budget 150]
// Without paths: every demo page type in both languages — home, a content page, the search page (before
// the map loads), a page of property blocks, a listing, the blog archive, a post, the people directory, a broker profile, contact
// (listing, post and profile found in the pages' own links). Exits 1 when a page is over the budget (kB).
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
const budgetAt = args.indexOf('--budget')
const budget = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : 150
const [base = 'http://127.0.0.1:3000', ...given] = args.filter((a) => !a.startsWith('--'))

const demoPages = {
  fr: {
    home: '/fr',
    content: '/fr/a-propos',
    search: '/fr/proprietes',
    buy: '/fr/acheter',
    blog: '/fr/blogue',
    people: '/fr/courtiers',
    contact: '/fr/contact',
  },
  en: {
    home: '/en',
    content: '/en/about',
    search: '/en/properties',
    buy: '/en/buy',
    blog: '/en/blog',
    people: '/en/brokers',
    contact: '/en/contact',
  },
}
const firstLink = (html, re) => re.exec(html)?.[1]
async function defaultPaths() {
  const out = []
  for (const [locale, p] of Object.entries(demoPages)) {
    const text = async (path) => (await fetch(base + path)).text()
    const [home, search, buy, blog, people] = await Promise.all([
      text(p.home),
      text(p.search),
      text(p.buy),
      text(p.blog),
      text(p.people),
    ])
    const listingRe = new RegExp(`href="(${p.search}/[^"?#]+)"`)
    const listing = firstLink(search, listingRe) ?? firstLink(home, listingRe) ?? firstLink(buy, listingRe)
    const post = firstLink(blog, new RegExp(`href="(${p.blog}/[^"?#]+)"`))
    const profile = firstLink(people, new RegExp(`href="(${p.people}/[^"?#]+)"`))
    out.push(p.home, p.content, p.search, p.buy, listing, p.blog, post, p.people, profile, p.contact)
    if (!listing || !post || !profile)
      console.error(
        `${locale}: no ${[!listing && 'listing', !post && 'post', !profile && 'profile'].filter(Boolean).join(', ')} link found`,
      )
  }
  return out.filter(Boolean)
}
const paths = given.length ? given : await defaultPaths()
const kB = (n) => (n / 1024).toFixed(1)
const cache = new Map()
async function weigh(src) {
  if (!cache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    cache.set(src, { raw: body.length, gz: gzipSync(body, { level: 9 }).length })
  }
  return cache.get(src)
}

const over = []
for (const path of paths) {
  const res = await fetch(base + path)
  const html = await res.text()
  if (!res.ok) {
    console.log(`${path}: HTTP ${res.status}, not measured`)
    over.push(path)
    continue
  }
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
      ` | incl. nomodule (${nomodule.size}) ${kB(modern.gz + legacy.gz)} kB gzipped | HTML ${kB(htmlGz)} kB gzipped` +
      (modern.gz > budget * 1024 ? `  OVER ${budget} kB` : ''),
  )
  if (modern.gz > budget * 1024) over.push(path)
  if (list)
    for (const [gz, src, nm] of rows.sort((a, b) => b[0] - a[0]))
      console.log(`  ${kB(gz).padStart(6)} kB  ${src}${nm ? '  (nomodule)' : ''}`)
}

if (browserCheck) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
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
    console.log(
      `${path}: Chromium fetched ${rows.length} scripts, ${kB(total)} kB as transferred (compressed by the server)`,
    )
    if (list)
      for (const [url, b] of rows.sort((a, b) => b[1] - a[1]))
        console.log(`  ${kB(b).padStart(6)} kB  ${new URL(url).pathname}`)
    await context.close()
  }
  await browser.close()
}

if (over.length) {
  console.log(`over the ${budget} kB budget (modern browser) or not served: ${over.join(' ')}`)
  process.exitCode = 1
} else console.log(`every page within the ${budget} kB budget (modern browser)`)
