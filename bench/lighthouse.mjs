#!/usr/bin/env node
// Lighthouse (mobile preset) on every demo page type, both languages, both sites, beside the framework's
// floor measured in the same run (issue 25): a bare Next.js page with the project's Next and React
// (bench/floor.mjs, built once into bench/out/floor). Runs are interleaved: run 1 of every page, then
// run 2 of every page…, so a busy moment on the machine lands on all of them alike.
//   node bench/lighthouse.mjs [http://localhost:3000] [path…] [--out DIR]
//   env RUNS (default 5), PAGES (comma-separated substrings of "site locale type path": PAGES=home,contact),
//       AGENCY_HOST (default agence.localhost; empty: broker site only), FLOOR_URL (a floor already served),
//       CHROME_PATH (default /usr/bin/chromium)
// Without paths: the page types of bench/demo-pages.mjs on the base's host (the broker site) and on
// AGENCY_HOST (Chromium resolves *.localhost to loopback). SEO is 100 only on a site whose production
// flag is on (otherwise the pages say noindex). Full JSON reports go to --out (default /tmp/lighthouse).
// Prints every run, then per page the medians (score by score) beside the floor's, the LCP phases
// (TTFB, load delay, load time, render delay) and the failing audits of the other categories.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoPagePaths } from './demo-pages.mjs'
import { startFloor } from './floor.mjs'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const outDir = outAt >= 0 ? args.splice(outAt, 2)[1] : '/tmp/lighthouse'
const [base = 'http://localhost:3000', ...given] = args
const runs = Math.max(1, Number(process.env.RUNS || 5))
const filters = (process.env.PAGES ?? '').split(',').filter(Boolean)
const agencyHost = process.env.AGENCY_HOST ?? 'agence.localhost'
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const lighthouseBin = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'lighthouse')
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
mkdirSync(outDir, { recursive: true })

const on = (host, path) => {
  const u = new URL(path, base)
  if (host) u.hostname = host
  return u.toString()
}
async function targets() {
  if (given.length) return given.map((path) => ({ label: `broker ${path}`, url: on(null, path) }))
  const sites = [['broker', null], ...(agencyHost ? [['agency', agencyHost]] : [])]
  const out = []
  for (const [site, host] of sites)
    for (const p of await demoPagePaths(base, host))
      out.push({ label: `${site} ${p.locale} ${p.type} ${p.path}`, url: on(host, p.path) })
  return out.filter((t) => !filters.length || filters.some((f) => t.label.includes(f)))
}

function audit(target, run) {
  const file = join(outDir, `${target.label.replace(/[^\w-]+/g, '_')}-${run}.json`)
  execFileSync(
    lighthouseBin,
    [
      target.url,
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    // One run that hangs (a page that never settles on a starved machine) is dropped, not waited for.
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: chrome },
      timeout: 240_000,
      killSignal: 'SIGKILL',
    },
  )
  return summary(JSON.parse(readFileSync(file, 'utf8')))
}

/** The figures kept of one report. */
function summary(r) {
  const a = r.audits
  const num = (id) => a[id]?.numericValue ?? NaN
  const phases = {}
  for (const item of a['largest-contentful-paint-element']?.details?.items ?? [])
    for (const row of item.items ?? []) if (row.phase) phases[row.phase] = row.timing
  const scripts = a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
  const failing = categories
    .slice(1)
    .flatMap((c) =>
      (r.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && a[ref.id] && a[ref.id].score !== null && a[ref.id].score < 1)
        .map((ref) => `[${c}] ${ref.id}`),
    )
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((r.categories[c]?.score ?? 0) * 100)])),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    js: (scripts?.transferSize ?? 0) / 1024,
    phases,
    failing,
  }
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((x, y) => x - y)
  if (!s.length) return NaN
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const s1 = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)}s` : '?')

const floor = process.env.FLOOR_URL ? { base: process.env.FLOOR_URL, stop: () => {} } : await startFloor()
const list = [{ label: 'floor (bare Next.js page)', url: `${floor.base}/` }, ...(await targets())]
const results = new Map(list.map((t) => [t.label, []]))
try {
  for (let run = 1; run <= runs; run++)
    for (const t of list) {
      let s
      try {
        s = audit(t, run)
      } catch (e) {
        console.log(`run ${run}/${runs} ${t.label}: no report (${e.message.split('\n')[0]})`)
        continue
      }
      results.get(t.label).push(s)
      console.log(
        `run ${run}/${runs} ${t.label}: perf ${s.scores.performance}, LCP ${s1(s.lcp)}, TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)}, JS ${s.js.toFixed(0)} kB`,
      )
    }
} finally {
  floor.stop()
}

const floorPerf = median(results.get(list[0].label).map((s) => s.scores.performance))
console.log(`\nmedians of ${runs} runs (mobile preset); Δ = performance − floor's (${floorPerf})`)
console.log(
  [
    'page'.padEnd(58),
    'perf',
    '   Δ',
    'a11y',
    '  bp',
    ' seo',
    '   LCP',
    ' TBT',
    '  CLS',
    'JS kB',
    ' | LCP phases: TTFB, load delay, load time, render delay',
  ].join(' '),
)
for (const t of list) {
  const rs = results.get(t.label)
  const m = (f) => median(rs.map(f))
  const perf = m((s) => s.scores.performance)
  const phase = (name) => s1(m((s) => s.phases[name]))
  console.log(
    [
      t.label.slice(0, 58).padEnd(58),
      String(perf).padStart(4),
      (t === list[0] ? '' : String(perf - floorPerf)).padStart(4),
      ...['accessibility', 'best-practices', 'seo'].map((c) => String(m((s) => s.scores[c])).padStart(4)),
      s1(m((s) => s.lcp)).padStart(6),
      String(Math.round(m((s) => s.tbt))).padStart(4),
      m((s) => s.cls)
        .toFixed(2)
        .padStart(5),
      m((s) => s.js)
        .toFixed(0)
        .padStart(5),
      ` | ${['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map(phase).join(', ')}`,
    ].join(' '),
  )
  const failing = [...new Set(rs.flatMap((s) => s.failing))]
  if (failing.length) console.log(`    failing: ${failing.join(', ')}`)
}
