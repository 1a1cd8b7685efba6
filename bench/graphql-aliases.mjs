#!/usr/bin/env node
// Cached page latency while anonymous GraphQL queries keep the server busy (issue 27, item 3).
//   node bench/graphql-aliases.mjs http://127.0.0.1:3000 [--seconds 10] [--in-flight 10] [--connections 4] [--host agence.localhost] [--page-host localhost] [--max-rows 100]
// p50/p99 of GET /fr alone, then, for each query below, with `--in-flight` copies of it always in flight (each
// answered one replaced at once), each copy from its own client address (X-Forwarded-For: serve with
// TRUSTED_PROXIES=1, or every copy counts as one address and most are refused 429 by the per-address limit of
// decision 0029), with the queries' own statuses and latencies. The first query is the reviewer's, refused by the
// budget; the second the largest one allowed. The queries go to `--host` (the agency site reads every member);
// run bench/members-directory.ts --http first for a directory of a realistic size. Prints the load average.
import http from 'node:http'
import os from 'node:os'
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
// The most documents an anonymous query may read (GRAPHQL_ANONYMOUS_MAX_ROWS, 100 since decision 0047): the largest
// allowed queries read that, in lists of 50, or in 20 aliases (the most a request may have).
const maxRows = Number(option('max-rows', 100))
const QUERIES = {
  'refused: 150 × Members(limit: 1000)': aliases(150, 'Members(limit: 1000) { docs { id name slug email } }'),
  [`largest allowed: ${maxRows / 50} × Members(limit: 50)`]: aliases(
    maxRows / 50,
    'Members(limit: 50) { docs { id name slug email } }',
  ),
  [`largest allowed: ${maxRows / 50} × Pages(limit: 50)`]: aliases(maxRows / 50, 'Pages(limit: 50) { docs { id } }'),
  [`largest allowed: 20 × Members(limit: ${maxRows / 20})`]: aliases(
    20,
    `Members(limit: ${maxRows / 20}) { docs { id name slug email } }`,
  ),
  // Fragments that each spread the next twice: 2^17 fields for Payload's complexity rule to walk.
  'fragment chain: 18 levels': `{ Members(limit: 1) { docs { ...F0 } } } ${Array.from({ length: 18 }, (_, i) => `fragment F${i} on Member { ${i === 17 ? 'id' : `...F${i + 1} ...F${i + 1}`} }`).join(' ')}`,
}

function post(query, address) {
  const body = JSON.stringify({ query })
  const t0 = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      new URL('/api/graphql', base),
      {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': address,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          let answer = {}
          try {
            answer = JSON.parse(Buffer.concat(chunks).toString() || '{}')
          } catch {
            /* not JSON: no documents */
          }
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

/** `inFlight` loops posting the query until `stop()`, one client address each (new ones each phase: a budget spent by one phase is not the next one's); their answers' statuses, latencies and documents. */
function flood(query, phase) {
  let running = true
  const answers = []
  const loop = async (_, i) => {
    while (running) answers.push(await post(query, `198.18.${phase}.${i + 1}`))
  }
  const loops = Array.from({ length: inFlight }, loop)
  return { stop: async () => ((running = false), await Promise.all(loops), answers) }
}

await measure(new URL('/fr', base), { seconds: 1, connections: 1, host: pageHost }) // the first render fills the page cache
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
console.log(
  `${base.origin} · GET /fr over ${connections} connections, ${seconds} s per phase · ${inFlight} GraphQL queries in flight to ${host}, from ${inFlight} addresses · load average ${load()}`,
)
const alone = await page()
console.log(
  `/fr alone: p50 ${fmt(alone.p50).trim()} ms, p99 ${fmt(alone.p99).trim()} ms, ${alone.rps.toFixed(0)} requests/s`,
)
console.log(
  'in flight'.padEnd(42),
  'bytes'.padStart(6),
  ' | /fr during p50  p99 | GraphQL n  p50 ms  p99 ms  docs  statuses',
)
for (const [phase, [name, query]] of Object.entries(QUERIES).entries()) {
  const flooding = flood(query, phase)
  const during = await page()
  const answers = await flooding.stop()
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  const statuses = Object.fromEntries(
    [...new Set(answers.map((a) => a.status))].map((s) => [s, answers.filter((a) => a.status === s).length]),
  )
  console.log(
    name.padEnd(42),
    String(Buffer.byteLength(query)).padStart(6),
    ' |',
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
console.log(`load average after: ${load()}`)
