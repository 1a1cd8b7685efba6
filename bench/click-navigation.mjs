#!/usr/bin/env node
// A click on an in-site link (decision 0042): the time from the click until the new page shows its heading and
// answers clicks (hydrated), in Debian's Chromium, against a running server (`next start` of the build).
//   - `reload`: the router's RSC request answered with the cached page's HTML, as the page cache did before
//     decision 0042 (the request is answered here with the document of the same path): the router falls back to
//     a full document load.
//   - `client`: the request goes to the server as it is: a client navigation.
// Each round opens the page anew, lets it settle, then clicks a footer link of the page (its target cached).
//   node bench/click-navigation.mjs [--url http://127.0.0.1:3531] [--rounds 10] [--from /fr] [--link "Conditions d’utilisation"]
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const base = option('url', 'http://127.0.0.1:3531')
const rounds = Number(option('rounds', 10))
const from = option('from', '/fr')
const linkName = option('link', 'Conditions d’utilisation')

const hydrated = () => {
  const main = document.getElementById('main-content')
  return !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber'))
}

async function round(browser, mode) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  if (mode === 'reload')
    await page.route(/[?&]_rsc=/, async (route) => {
      const url = new URL(route.request().url())
      url.searchParams.delete('_rsc')
      const res = await fetch(url, { headers: { accept: 'text/html' } })
      const headers = Object.fromEntries([...res.headers].filter(([k]) => !/^content-(encoding|length)$/.test(k)))
      await route.fulfill({ status: res.status, headers, body: await res.text() })
    })
  await page.goto(from)
  await page.waitForFunction(hydrated)
  await page.waitForTimeout(1500) // idle prefetches done, as for a reader who looks before clicking
  const link = page.getByRole('contentinfo').getByRole('link', { name: linkName })
  const target = new URL((await link.getAttribute('href')) ?? '/', base).pathname
  await fetch(new URL(target, base)) // the target page is in the page cache, as after any visitor's first load
  const marker = await page.evaluate(() => performance.timeOrigin)
  const started = Date.now()
  await link.click()
  await page.waitForURL((u) => u.pathname === target)
  await page.waitForFunction(hydrated)
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
  const ms = Date.now() - started
  const reloaded = (await page.evaluate(() => performance.timeOrigin)) !== marker
  await context.close()
  return { ms, reloaded }
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const results = { reload: [], client: [] }
const reloads = { reload: 0, client: 0 }
for (let i = 0; i < rounds; i++)
  for (const mode of ['reload', 'client']) {
    const r = await round(browser, mode)
    results[mode].push(r.ms)
    if (r.reloaded) reloads[mode] += 1
  }
await browser.close()
console.log(
  `click ${from} → "${linkName}", ${rounds} rounds each, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
)
for (const mode of ['reload', 'client'])
  console.log(
    `${mode.padEnd(7)} full reloads ${reloads[mode]}/${rounds}  p50 ${pct(results[mode], 50)} ms  p90 ${pct(results[mode], 90)} ms  mean ${Math.round(results[mode].reduce((a, b) => a + b, 0) / rounds)} ms`,
  )
