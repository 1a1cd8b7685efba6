#!/usr/bin/env node
// Cached page latency while anonymous GraphQL queries keep the server busy (issue 27, item 3).
//   node bench/graphql-aliases.mjs http://127.0.0.1:3000 [--seconds 10] [--in-flight 10] [--connections 4] [--host agence.localhost] [--page-host localhost]
// For each query below: p50/p99 of GET /fr alone, then with `--in-flight` copies of the query always in
// flight (each answered one replaced at once), with the queries' own statuses and latencies. The queries
// go to `--host` (the agency site reads every member); run bench/members-directory.ts --http first for a
// directory of a realistic size.
import http from 'node:http'
import { measure } from './load.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args.splice(at, 2)[1] : fallback
}
const seconds = Number(option('seconds', 10))
const inFlight = Number(option('in-flight', 10))
const connections = Number(option('connections', 4))
const host = option('host', 'agence.localhost')
const pageHost = option('page-host', undefined) // the Host of GET /fr when the base URL's host names no site
const base = new URL(args[0] ?? 'http://127.0.0.1:3000')

const aliases = (n, field) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`
const QUERIES = {
  'reviewed: 150 × Members(limit: 1000)': aliases(150, 'Members(limit: 1000) { docs { id name slug email } }'),
  'largest allowed: 20 × Members(limit: 50)': aliases(20, 'Members(limit: 50) { docs { id name slug email } }'),
  'largest allowed: 20 × Pages(limit: 50)': aliases(20, 'Pages(limit: 50) { docs { id } }'),
  // Fragments that each spread the next twice: 2^17 fields for Payload's complexity rule to walk.
  'fragment chain: 18 levels': `{ Members(limit: 1) { docs { ...F0 } } } ${Array.from({ length: 18 }, (_, i) => `fragment F${i} on Member { ${i === 17 ? 'id' : `...F${i + 1} ...F${i + 1}`} }`).join(' ')}`,
}

function post(query) {
  const body = JSON.stringify({ query })
  const t0 = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      new URL('/api/graphql', base),
      {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString() || '{}')
          const rows = Object.values(answer.data ?? {}).reduce((n, list) => n + (list?.docs?.length ?? 0), 0)
          resolve({ status: res.statusCode, ms: performance.now() - t0, rows })
        })
      },
    )
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - t0, rows: 0 }))
    req.end(body)
  })
}

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
const page = () => measure(new URL('/fr', base), { seconds, connections, host: pageHost })
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : '–').padStart(7)

/** `inFlight` loops posting the query until `stop()`; their answers' statuses, latencies and documents. */
function flood(query) {
  let running = true
  const answers = []
  const loop = async () => {
    while (running) answers.push(await post(query))
  }
  const loops = Array.from({ length: inFlight }, loop)
  return { stop: async () => ((running = false), await Promise.all(loops), answers) }
}

await measure(new URL('/fr', base), { seconds: 1, connections: 1, host: pageHost }) // the first render fills the page cache
console.log(
  `${base.origin} · GET /fr over ${connections} connections, ${seconds} s per phase · ${inFlight} GraphQL queries in flight to ${host}`,
)
console.log(
  'query'.padEnd(42),
  'bytes'.padStart(6),
  ' | /fr alone p50  p99 | /fr during p50  p99 | GraphQL n  p50 ms  p99 ms  docs  statuses',
)
for (const [name, query] of Object.entries(QUERIES)) {
  const alone = await page()
  const load = flood(query)
  const during = await page()
  const answers = await load.stop()
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  const statuses = Object.fromEntries(
    [...new Set(answers.map((a) => a.status))].map((s) => [s, answers.filter((a) => a.status === s).length]),
  )
  console.log(
    name.padEnd(42),
    String(Buffer.byteLength(query)).padStart(6),
    ' |',
    ' '.repeat(5),
    fmt(alone.p50),
    fmt(alone.p99),
    '|',
    ' '.repeat(5),
    fmt(during.p50),
    fmt(during.p99),
    '|',
    String(answers.length).padStart(9),
    fmt(pct(ms, 50)),
    fmt(pct(ms, 99)),
    String(Math.max(0, ...answers.map((a) => a.rows))).padStart(5),
    ' ',
    JSON.stringify(statuses),
  )
}
