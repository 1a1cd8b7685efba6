#!/usr/bin/env node
// Requests per second and latency percentiles of pages of a running server, 10 keep-alive connections
// for a fixed time each (no dependency: Node's http agent), one path after the other.
//   node bench/throughput.mjs http://127.0.0.1:3000 [path…] [--seconds 10] [--connections 10] [--encoding identity]
// Without paths: a static asset (found in /fr's HTML), /fr, /fr/proprietes, a listing page and a post
// found in the pages themselves. Non-2xx answers are counted and shown.
import { measure } from './load.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback
}
const seconds = option('seconds', 10)
const connections = option('connections', 10)
const encAt = args.indexOf('--encoding')
const encoding = encAt >= 0 ? args.splice(encAt, 2)[1] : 'gzip, br'
const [base = 'http://127.0.0.1:3000', ...given] = args

async function defaultPaths() {
  const home = await (await fetch(`${base}/fr`)).text()
  const search = await (await fetch(`${base}/fr/proprietes`)).text()
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
  const listing =
    /href="(\/fr\/proprietes\/[^"?#]+)"/.exec(search)?.[1] ?? /href="(\/fr\/proprietes\/[^"?#]+)"/.exec(home)?.[1]
  const post = /href="(\/fr\/blogue\/[^"?#]+)"/.exec(home)?.[1]
  return [asset, '/fr', '/fr/proprietes', listing, post].filter(Boolean)
}

const run = (path) => measure(new URL(path, base), { seconds, connections, encoding }).then((r) => ({ path, ...r }))

const paths = given.length ? given : await defaultPaths()
console.log(`${base} · ${connections} connections · ${seconds} s per path`)
console.log('path'.padEnd(60), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), ' statuses')
for (const path of paths) {
  await fetch(new URL(path, base)).then((r) => r.arrayBuffer()) // warm: the first render fills the cache
  const r = await run(path)
  console.log(
    r.path.slice(0, 60).padEnd(60),
    r.rps.toFixed(0).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    ' ',
    JSON.stringify(r.statuses),
  )
}
