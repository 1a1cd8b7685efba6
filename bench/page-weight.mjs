#!/usr/bin/env node
// Sum the gzipped JavaScript a served page references: node bench/page-weight.mjs http://localhost:3000 /fr /en/properties
import { gzipSync } from 'node:zlib'

const [base, ...paths] = process.argv.slice(2)
if (!base || !paths.length) {
  console.error('usage: node bench/page-weight.mjs <baseUrl> <path> [path…]')
  process.exit(2)
}
for (const path of paths) {
  const html = await (await fetch(base + path)).text()
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
  let raw = 0
  let gz = 0
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    raw += body.length
    gz += gzipSync(body, { level: 9 }).length
  }
  const htmlGz = gzipSync(Buffer.from(html)).length
  console.log(`${path}: ${srcs.length} scripts, ${(raw / 1024).toFixed(1)} kB raw, ${(gz / 1024).toFixed(1)} kB gzipped JS; HTML ${(htmlGz / 1024).toFixed(1)} kB gzipped`)
}
