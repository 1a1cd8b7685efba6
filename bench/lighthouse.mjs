#!/usr/bin/env node
// Lighthouse (mobile preset) on pages of a running server; prints the four category scores per page.
//   node bench/lighthouse.mjs http://127.0.0.1:3000 /fr/proprietes /fr/proprietes/<slug>-<uls> [--out DIR] [--runs N]
// Runs `npx --yes lighthouse@12` (not a project dependency: CI does not install it) with Debian's
// Chromium headless (CHROME_PATH, default /usr/bin/chromium). Full JSON reports go to --out (default
// /tmp/lighthouse), with the failing audits listed under each score line.
// --runs N (default 1): on 2 shared cores one run's blocking time varies by ±150 ms, so several runs
// print each one and then the median run (by performance score), as Lighthouse's own docs advise.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : fallback
}
const outDir = option('--out', '/tmp/lighthouse')
const runs = Math.max(1, Number(option('--runs', '1')))
const [base, ...paths] = args
if (!base || !paths.length) {
  console.error('usage: node bench/lighthouse.mjs <baseUrl> <path> [path…] [--out DIR] [--runs N]')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const score = (report, c) => Math.round((report.categories[c]?.score ?? 0) * 100)

function audit(path, run) {
  const name = `${path.replace(/[^\w-]+/g, '_').replace(/^_/, '') || 'root'}${runs > 1 ? `-${run}` : ''}.json`
  const file = join(outDir, name)
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      base + path,
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  )
  return JSON.parse(readFileSync(file, 'utf8'))
}

function print(label, report) {
  console.log(`${label}: ${categories.map((c) => `${c} ${score(report, c)}`).join(' | ')}`)
  const m = report.audits
  const metric = (id) => m[id]?.displayValue ?? '?'
  console.log(
    `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  )
}

for (const path of paths) {
  const reports = Array.from({ length: runs }, (_, i) => audit(path, i + 1))
  if (runs > 1)
    reports.forEach((r, i) =>
      console.log(
        `  run ${i + 1}: performance ${score(r, 'performance')}, TBT ${r.audits['total-blocking-time'].displayValue}, LCP ${r.audits['largest-contentful-paint'].displayValue}`,
      ),
    )
  const median = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs / 2)]
  print(runs > 1 ? `${path} (median of ${runs})` : path, median)
  for (const c of categories.slice(1)) {
    for (const ref of median.categories[c]?.auditRefs ?? []) {
      const a = median.audits[ref.id]
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`  [${c}] ${a.id}: ${a.title}`)
    }
  }
}
