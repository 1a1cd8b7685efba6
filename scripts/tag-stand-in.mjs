#!/usr/bin/env node
// A small local stand-in for the demo's custom chat vendor (issue 28): serves /chat.js on 127.0.0.1, the origin
// the demo agency site declares for its chat tag (src/seed/agency-site.ts, DEMO_TAGS_ORIGIN).
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
  const chat = readFileSync(new URL('./tag-stand-in/chat.js', import.meta.url))
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (req.method === 'GET' && path === '/chat.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      res.end(chat)
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
