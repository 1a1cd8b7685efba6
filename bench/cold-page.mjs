#!/usr/bin/env node
// Cold pages (issue 24): what one page costs when the proxy's page cache cannot answer it. Starts its own server
// (`next start` of an existing build) with a preload counting every request it receives (bench/cold-page-trace.mjs)
// and TRACE_RESOLUTIONS=1 (one line per page resolution), then, one request at a time:
//   - `off`:   PAGE_CACHE=off, each page visited once to warm the data cache, then --rounds more times;
//   - `empty`: the page cache on but empty, each page's first visit on each host naming the broker's site.
// Per page: the status, loopback hops (requests the server sent itself), resolutions, p50/p99 in ms.
//   SQLITE_FILE=/tmp/site.db node bench/cold-page.mjs [--dir .] [--port 3481] [--rounds 20]
// The database must be seeded (scripts/setup-db.ts); PAYLOAD_SECRET as the seed had it.
import { spawn } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const dir = path.resolve(option('dir', '.'))
const port = Number(option('port', 3481))
const rounds = Number(option('rounds', 20))
const trace = fileURLToPath(new URL('./cold-page-trace.mjs', import.meta.url))
const PAGES = [
  '/fr',
  '/en',
  '/fr/a-propos',
  '/en/contact',
  '/fr/courtiers',
  '/fr/blogue',
  '/fr/espace-courtiers',
  '/fr/promotion-printemps-2024',
  '/fr/nexiste-pas',
]
const HOSTS = ['localhost', '127.0.0.1'] // both name the broker's site; the page cache keeps a page per host

function start(pageCache) {
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      PAGE_CACHE: pageCache,
      TRACE_RESOLUTIONS: '1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${trace}`,
    },
  })
  const lines = []
  let rest = ''
  server.stdout.on('data', (d) => {
    const text = rest + d
    const parts = text.split('\n')
    rest = parts.pop()
    lines.push(...parts)
  })
  return { lines, stop: () => process.kill(-server.pid, 'SIGTERM') }
}

function get(pathname, host, visit) {
  const t0 = performance.now()
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${host}:${port}`, 'x-bench-visit': visit } },
      (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 }))
      },
    )
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - t0 }))
  })
}

const settle = () => new Promise((r) => setTimeout(r, 40)) // the server's trace lines reach our pipe

async function ready() {
  for (let i = 0; i < 240; i++) {
    // A host naming no site: nothing is filled or remembered for the hosts measured.
    if ((await get('/fr', 'bench-ready.invalid', 'ready')).status !== 'error') return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

/** One visit: its status, time, and the loopback requests and resolutions the server logged while answering it. */
async function visit(server, pathname, host, id) {
  const from = server.lines.length
  const answer = await get(pathname, host, id)
  await settle()
  const logged = server.lines.slice(from)
  const hops = logged.filter((l) => l.startsWith('[inbound] loopback')).length
  const resolutions = logged.filter((l) => l.startsWith('[resolve]')).length
  return { ...answer, hops, resolutions }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
function report(mode, results) {
  console.log(`\n${mode}`)
  console.log('page'.padEnd(32), 'status  n  hops  resolutions   p50 ms   p99 ms')
  for (const page of PAGES) {
    const r = results.filter((x) => x.page === page)
    const ms = r.map((x) => x.ms).sort((a, b) => a - b)
    const range = (k) => {
      const v = r.map((x) => x[k])
      return Math.min(...v) === Math.max(...v) ? String(v[0]) : `${Math.min(...v)}–${Math.max(...v)}`
    }
    console.log(
      page.padEnd(32),
      range('status').padStart(6),
      String(r.length).padStart(2),
      range('hops').padStart(5),
      range('resolutions').padStart(12),
      pct(ms, 50).toFixed(0).padStart(8),
      pct(ms, 99).toFixed(0).padStart(8),
    )
  }
  const all = results.map((x) => x.ms).sort((a, b) => a - b)
  const mean = (k) => (results.reduce((n, x) => n + x[k], 0) / results.length).toFixed(2)
  console.log(
    'all'.padEnd(32),
    ''.padStart(6),
    String(results.length).padStart(2),
    mean('hops').padStart(5),
    mean('resolutions').padStart(12),
    pct(all, 50).toFixed(0).padStart(8),
    pct(all, 99).toFixed(0).padStart(8),
    ' (hops and resolutions: mean per visit)',
  )
}

async function run(mode) {
  const server = start(mode === 'off' ? 'off' : 'on')
  try {
    await ready()
    const results = []
    if (mode === 'off') {
      for (const page of PAGES) await visit(server, page, HOSTS[0], 'warm-up')
      for (let i = 0; i < rounds; i++)
        for (const page of PAGES) results.push({ page, ...(await visit(server, page, HOSTS[i % 2], `${i}`)) })
    } else {
      for (const host of HOSTS)
        for (const page of PAGES) results.push({ page, ...(await visit(server, page, host, host)) })
    }
    return results
  } finally {
    server.stop()
    await new Promise((r) => setTimeout(r, 1500))
  }
}

console.log(
  `Cold pages of ${dir} on port ${port}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
report(`Page cache off (PAGE_CACHE=off), ${rounds} visits per page after one warm-up`, await run('off'))
report('Page cache on but empty: the first visit of each page on each of two hosts', await run('empty'))
console.log(
  `load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
