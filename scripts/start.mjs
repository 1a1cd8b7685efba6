#!/usr/bin/env node
// npm start: migrate and seed the database on first run, build once, then serve on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { baseEnv, clearDataCache, ensureContentApiKey, ensureSecret } from './env.mjs'
import { DEFAULT_TAGS_ORIGIN, startTagStandIn } from './tag-stand-in.mjs'

ensureSecret()
ensureContentApiKey()
// The demo agency site's chat tag is served by a local stand-in (issue 28); the seed declares its origin.
process.env.DEMO_TAGS_ORIGIN ||= DEFAULT_TAGS_ORIGIN
const env = baseEnv()
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run('node', ['scripts/tsx-retry.mjs', 'scripts/setup-db.ts'])
if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) run('npx', ['next', 'build'])
clearDataCache()
const port = process.env.PORT || '3000'
console.log(`\nSite: http://localhost:${port}/fr  ·  CMS: http://localhost:${port}/admin\n`)
const standIn = await startTagStandIn(env.DEMO_TAGS_ORIGIN)
const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: { ...env, PORT: port } })
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    standIn.stop()
    server.kill(sig)
  })
server.on('exit', (code) => {
  standIn.stop()
  process.exit(code ?? 0)
})
