#!/usr/bin/env node
// Gzipped JavaScript a served page makes the browser download before any lazy island loads:
//   node bench/page-weight.mjs [http://127.0.0.1:3000] [/fr /en/properties …] [--list] [--browser] [--budget 150]
//     [--host agence.localhost] [--no-floor]
// Without paths: every demo page type in both languages — home, a content page, the search page (before
// the map loads), a page of property blocks, a listing, the blog archive, a post, the people directory, a broker profile, contact
// (listing, post and profile found in the pages' own links). Exits 1 when a page is over the budget (kB).
// Counts <script src> tags AND the client chunks named in the inlined RSC payload (React loads those
// at hydration; a count of <script> tags alone misses them). Chunks loaded later through next/dynamic
// with ssr:false (map, filter overlay, modals, toaster…) are not named there and are not counted.
// Two figures: what a modern browser downloads (nomodule scripts skipped) and the total incl. nomodule.
// --browser cross-checks in Chromium (phone width, no scrolling or clicks, so no lazy island is
// triggered): the compressed bytes of the scripts it really fetched until the network is idle.
// The first line is the floor: a bare Next.js page (bench/floor.mjs, built once; FLOOR_URL to use one already
// running, --no-floor to skip it). --host measures the site another host name serves (e.g. the agency).
// --compare-tags (issue 28): the same paths on the site with tags (the base URL's own host, the broker site) and on
// the one without (--host, default agence.localhost), before consent, one line each and their difference; exits 1 when the site with
// tags weighs more than 512 bytes above. Default paths: search, contact and mortgage calculator in both languages.
import { gzipSync } from 'node:zlib'
import { demoPagePaths, htmlOf } from './demo-pages.mjs'
import { startFloor } from './floor.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : fallback
}
const list = args.includes('--list')
const browserCheck = args.includes('--browser')
const budget = Number(option('--budget', '150'))
const host = option('--host', undefined)
const noFloor = args.includes('--no-floor')
const compareTags = args.includes('--compare-tags')
const [base = 'http://127.0.0.1:3000', ...given] = args.filter((a) => !a.startsWith('--'))
const SAME_ON_BOTH = ['/fr/proprietes', '/en/properties', '/fr/contact', '/en/contact']
const BOTH_CALCULATORS = ['/fr/calculatrice-hypothecaire', '/en/mortgage-calculator']
const paths = given.length
  ? given
  : compareTags
    ? [...SAME_ON_BOTH, ...BOTH_CALCULATORS]
    : (await demoPagePaths(base, host)).map((p) => p.path)
const kB = (n) => (n / 1024).toFixed(1)
const cache = new Map()
async function weigh(origin, src) {
  const url = new URL(src, origin).toString()
  if (!cache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    cache.set(url, { raw: body.length, gz: gzipSync(body, { level: 9 }).length })
  }
  return cache.get(url)
}

/** Measures one page and prints its line; returns its modern figure in bytes (null when not served). */
async function measure(origin, path, label = path, pageHost = host) {
  const { status, html } = await htmlOf(origin, path, pageHost)
  if (status !== 200) {
    console.log(`${label}: HTTP ${status}, not measured`)
    return null
  }
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
  const nomodule = new Set(tags.filter((m) => /nomodule/i.test(m[1] + m[3])).map((m) => m[2]))
  const fromFlight = [...html.matchAll(/\/_next\/static\/chunks\/[\w./-]+?\.js/g)].map((m) => m[0])
  const srcs = [...new Set([...tags.map((m) => m[2]), ...fromFlight])]
  let modern = { raw: 0, gz: 0 }
  let legacy = { raw: 0, gz: 0 }
  const rows = []
  for (const src of srcs) {
    const w = await weigh(origin, src)
    const bucket = nomodule.has(src) ? legacy : modern
    bucket.raw += w.raw
    bucket.gz += w.gz
    rows.push([w.gz, src, nomodule.has(src)])
  }
  const htmlRaw = Buffer.byteLength(html)
  const htmlGz = gzipSync(Buffer.from(html)).length
  const n = srcs.length - nomodule.size
  console.log(
    `${label}: modern browser ${n} scripts, ${kB(modern.raw)} kB raw, ${kB(modern.gz)} kB gzipped JS` +
      ` | incl. nomodule (${nomodule.size}) ${kB(modern.gz + legacy.gz)} kB gzipped` +
      ` | HTML ${kB(htmlRaw)} kB, ${kB(htmlGz)} kB gzipped` +
      (label !== 'floor' && !compareTags && modern.gz > budget * 1024 ? `  OVER ${budget} kB` : ''),
  )
  if (list)
    for (const [gz, src, nm] of rows.sort((a, b) => b[0] - a[0]))
      console.log(`  ${kB(gz).padStart(6)} kB  ${src}${nm ? '  (nomodule)' : ''}`)
  return modern.gz
}

// The floor: the same figures for a bare Next.js page built with the project's Next and React (bench/floor.mjs).
if (!noFloor) {
  const floor = process.env.FLOOR_URL ? { base: process.env.FLOOR_URL, stop: () => {} } : await startFloor()
  try {
    await measure(floor.base, '/', 'floor', undefined)
  } finally {
    floor.stop()
  }
}

const over = []
if (compareTags) {
  const otherHost = host ?? 'agence.localhost'
  for (const path of paths) {
    const withTags = await measure(
      base,
      path,
      `${path} on ${new URL(base).host} (with tags, before consent)`,
      undefined,
    )
    const without = await measure(base, path, `${path} on ${otherHost} (without tags)`, otherHost)
    if (withTags === null || without === null) continue
    const more = withTags - without
    console.log(`  with tags − without: ${more >= 0 ? '+' : ''}${more} bytes gzipped JS${more > 512 ? '  MORE' : ''}`)
    if (more > 512) over.push(path)
  }
} else
  for (const path of paths) {
    const modern = await measure(base, path)
    if (modern === null || modern > budget * 1024) over.push(path)
  }

if (browserCheck) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  /** The compressed bytes of the scripts Chromium fetched for a page until the network is idle (no consent given). */
  const fetched = async (path, pageHost, label) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const scripts = []
    page.on('requestfinished', async (req) => {
      if (req.resourceType() === 'script') scripts.push(req.sizes().then((s) => [req.url(), s.responseBodySize]))
    })
    const url = new URL(path, base)
    if (pageHost) url.hostname = pageHost
    await page.goto(url.toString(), { waitUntil: 'networkidle' })
    const rows = await Promise.all(scripts)
    const total = rows.reduce((n, [, b]) => n + b, 0)
    console.log(
      `${label}: Chromium fetched ${rows.length} scripts, ${kB(total)} kB as transferred (compressed by the server)`,
    )
    if (list)
      for (const [url, b] of rows.sort((a, b) => b[1] - a[1]))
        console.log(`  ${kB(b).padStart(6)} kB  ${new URL(url).host} ${new URL(url).pathname}`)
    await context.close()
    return total
  }
  for (const path of paths) {
    if (!compareTags) {
      await fetched(path, host, path)
      continue
    }
    const otherHost = host ?? 'agence.localhost'
    const withTags = await fetched(path, undefined, `${path} on ${new URL(base).host} (with tags, before consent)`)
    const without = await fetched(path, otherHost, `${path} on ${otherHost} (without tags)`)
    console.log(`  with tags − without, as fetched: ${withTags - without >= 0 ? '+' : ''}${withTags - without} bytes`)
  }
  await browser.close()
}

if (compareTags) {
  if (over.length) process.exitCode = 1
  console.log(
    over.length
      ? `heavier with tags before consent (over 512 bytes): ${over.join(' ')}`
      : 'with tags, before consent: no heavier than without (within 512 bytes)',
  )
} else if (over.length) {
  console.log(`over the ${budget} kB budget (modern browser) or not served: ${over.join(' ')}`)
  process.exitCode = 1
} else console.log(`every page within the ${budget} kB budget (modern browser)`)
