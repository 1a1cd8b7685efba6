#!/usr/bin/env node
// A small local stand-in for the demo's tag vendors (issue 28), on 127.0.0.1, the origin the demo agency site declares
// (src/seed/agency-site.ts, DEMO_TAGS_ORIGIN):
// - its custom chat vendor: /chat.js;
// - its first-party Google tag server: /gtag/js (scripts/tag-stand-in/gtag.js) and the GA4 hits it is sent,
//   /g/collect, kept in memory (the last 2,000) and listed by GET /hits[?tid=…&cid=…&en=…] as JSON.
//   node scripts/tag-stand-in.mjs [port]     (default 3009; prints "tag stand-in on <origin>" once listening)
// npm start and the browser tests run it (startTagStandIn below).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'

export const DEFAULT_TAGS_ORIGIN = 'http://127.0.0.1:3009'
const self = fileURLToPath(import.meta.url)

/** Runs the stand-in in its own process (the callers block on spawnSync); resolves once it listens. */
export function startTagStandIn(origin = DEFAULT_TAGS_ORIGIN) {
  const child = spawn(process.execPath, [self, new URL(origin).port || '80'], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve) => {
    let out = ''
    const done = (ok) => resolve({ ok, stop: () => child.kill('SIGTERM') })
    child.stdout.on('data', (d) => {
      out += d
      if (out.includes('tag stand-in on')) done(true)
    })
    child.on('exit', () => done(false))
  })
}

if (process.argv[1] === self) {
  const port = Number(process.argv[2] || new URL(DEFAULT_TAGS_ORIGIN).port)
  const scripts = {
    '/chat.js': readFileSync(new URL('./tag-stand-in/chat.js', import.meta.url)),
    '/gtag/js': readFileSync(new URL('./tag-stand-in/gtag.js', import.meta.url)),
  }
  const hits = []
  const HIT_FIELDS = ['tid', 'cid', 'en', 'dl', 'gcs']
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const path = url.pathname
    if (req.method === 'GET' && scripts[path]) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      res.end(scripts[path])
    } else if ((req.method === 'POST' || req.method === 'GET') && path === '/g/collect') {
      req.resume()
      const hit = Object.fromEntries(HIT_FIELDS.map((k) => [k, url.searchParams.get(k) ?? '']))
      for (const [k, v] of url.searchParams) if (k.startsWith('ep.') || k.startsWith('epn.')) hit[k] = v
      hits.push(hit)
      if (hits.length > 2000) hits.shift()
      res.writeHead(204, { 'access-control-allow-origin': '*' })
      res.end()
    } else if (req.method === 'GET' && path === '/hits') {
      const wanted = [...url.searchParams].filter(([k]) => HIT_FIELDS.includes(k))
      const found = hits.filter((h) => wanted.every(([k, v]) => h[k] === v))
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(found))
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  server.on('error', (err) => {
    console.error(`tag stand-in: ${err.message} (the demo's chat tag will not load)`)
    process.exit(1)
  })
  server.listen(port, '127.0.0.1', () => console.log(`tag stand-in on http://127.0.0.1:${port}`))
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)))
}
