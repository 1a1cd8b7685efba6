#!/usr/bin/env node
// Lighthouse (mobile preset) on pages of a running server; prints the four category scores per page.
//   node bench/lighthouse.mjs http://127.0.0.1:3000 /fr/proprietes /fr/proprietes/<slug>-<uls> [--out DIR]
// Runs `npx --yes lighthouse@12` (not a project dependency: CI does not install it) with Debian's
// Chromium headless (CHROME_PATH, default /usr/bin/chromium). Full JSON reports go to --out (default
// /tmp/lighthouse), with the failing audits listed under each score line.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const outDir = outAt >= 0 ? args.splice(outAt, 2)[1] : '/tmp/lighthouse'
const [base, ...paths] = args
if (!base || !paths.length) {
  console.error('usage: node bench/lighthouse.mjs <baseUrl> <path> [path…] [--out DIR]')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

for (const path of paths) {
  const file = join(outDir, `${path.replace(/[^\w-]+/g, '_').replace(/^_/, '') || 'root'}.json`)
  execFileSync(
    'npx',
    [
      '--yes', 'lighthouse@12', base + path,
      '--output=json', `--output-path=${file}`, '--quiet',
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  )
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const scores = categories.map((c) => `${c} ${Math.round((report.categories[c]?.score ?? 0) * 100)}`)
  console.log(`${path}: ${scores.join(' | ')}`)
  const m = report.audits
  const metric = (id) => m[id]?.displayValue ?? '?'
  console.log(`  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`)
  for (const c of categories.slice(1)) {
    for (const ref of report.categories[c]?.auditRefs ?? []) {
      const a = m[ref.id]
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`  [${c}] ${a.id}: ${a.title}`)
    }
  }
}
