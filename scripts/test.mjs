#!/usr/bin/env node
// npm test: unit and integration tests, then the browser tests against a freshly built and seeded site.
// Flags: --no-e2e (skip the browser tests), --e2e-only, --no-build (reuse an existing .next build).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { baseEnv, clearDataCache, ensureSecret } from './env.mjs'

ensureSecret()
const args = new Set(process.argv.slice(2))
const work = mkdtempSync(path.join(tmpdir(), 'courtier-test-'))
// The browser tests' site: its own database and media folder (the integration tests make their own).
// Leads: every browser post comes from 127.0.0.1, so the per-IP limit is raised above what the lead
// browser files send in one run (about 30) but kept low enough that leads-contact can still reach a 429
// from its own client address in a few dozen cheap posts. The captcha secret is a dummy: Google
// cannot be reached here, so the server's verification fails and leads are stored flagged for review.
// The browser tests act as one trusted proxy (TRUSTED_PROXIES=1): a test that sends X-Forwarded-For gets
// its own rate-limit budget; the others count as 127.0.0.1.
const env = {
  ...baseEnv(), CONTENT_API_KEY: 'test-content-api-key', SQLITE_FILE: path.join(work, 'e2e.db'), MEDIA_DIR: path.join(work, 'media'),
  LEADS_RATE_LIMIT_MAX: process.env.LEADS_RATE_LIMIT_MAX || '60', TRUSTED_PROXIES: '1', RECAPTCHA_SECRET: process.env.RECAPTCHA_SECRET || 'e2e-unreachable-secret',
}
const totals = { passed: 0, failed: 0, skipped: 0 }

function vitest(projects, extraEnv = null) {
  const out = path.join(work, `vitest-${projects.join('-')}.json`)
  const r = spawnSync('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${out}`], {
    stdio: 'inherit', env: extraEnv ? { ...env, ...extraEnv } : baseEnv(),
  })
  try {
    const json = JSON.parse(readFileSync(out, 'utf8'))
    totals.passed += json.numPassedTests
    totals.failed += json.numFailedTests
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0)
  } catch {
    totals.failed += 1
  }
  return r.status === 0
}

const run = (cmd, argv, extra = {}) => spawnSync(cmd, argv, { stdio: 'inherit', env: { ...env, ...extra } }).status === 0

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const r = await fetch(url, { redirect: 'manual' })
      if (r.status < 500) return true
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

let ok = args.has('--e2e-only') ? true : vitest(['unit', 'int'])

if (!args.has('--no-e2e')) {
  const port = process.env.E2E_PORT || '3210'
  const built = args.has('--no-build') || run('npx', ['next', 'build'])
  const seeded = built && run('node', ['scripts/tsx-retry.mjs', 'scripts/setup-db.ts'])
  if (!seeded) {
    ok = false
    totals.failed += 1
  } else {
    clearDataCache()
    const server = spawn('npx', ['next', 'start', '-p', port], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, PORT: port }, detached: true })
    try {
      if (!(await waitFor(`http://127.0.0.1:${port}/fr`))) throw new Error('The site did not start')
      ok = vitest(['e2e'], { E2E_BASE_URL: `http://127.0.0.1:${port}` }) && ok
    } catch (err) {
      console.error(err)
      ok = false
      totals.failed += 1
    } finally {
      try { process.kill(-server.pid, 'SIGTERM') } catch {}
    }
  }
}

rmSync(work, { recursive: true, force: true })
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok && totals.failed === 0 ? 0 : 1)
