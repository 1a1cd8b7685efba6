#!/usr/bin/env node
// Run a TypeScript script with tsx: node scripts/tsx-retry.mjs <script.ts> [args…]
// Node 20 sometimes exits with 13 ("unfinished top-level await") while loading
// @payloadcms/richtext-lexical, an ESM race, before the script has done anything: run it again.
// Only a quick exit counts: a script stopped by a signal after running a while also ends with 13.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// Modules that touch the database import 'server-only'; in a script that marker is a no-op (see the hook).
const hook = fileURLToPath(new URL('./server-only-hook.mjs', import.meta.url))
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim() }

const STARTUP_MS = 60_000
const [script, ...args] = process.argv.slice(2)
for (let attempt = 1; ; attempt++) {
  const started = Date.now()
  const run = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit', env })
  if (run.status !== 13 || Date.now() - started > STARTUP_MS || attempt === 8) process.exit(run.status ?? 1)
  console.error(`(${script}: exit 13 while loading modules, attempt ${attempt}; running it again)`)
}
