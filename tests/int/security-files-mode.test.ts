import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Issue 27, item 10: Next's data cache (.next/cache/fetch-cache, which holds the site settings and the
 * lead recipient) and data/ are the owner's only, also when an earlier run left them readable.
 * Each case runs in its own Node process, as the server and the scripts do (a umask is per process).
 */
const root = process.cwd()
const work = mkdtempSync(path.join(tmpdir(), 'courtier-files-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A project folder as an earlier run under umask 022 left it: data/ 0755, a cache entry 0644. */
function earlierRun(name: string) {
  const cwd = path.join(work, name)
  for (const dir of ['data', '.next/cache/fetch-cache', '.next/server'])
    mkdirSync(path.join(cwd, dir), { recursive: true, mode: 0o755 })
  for (const dir of ['data', '.next/cache', '.next/cache/fetch-cache']) chmodSync(path.join(cwd, dir), 0o755)
  writeFileSync(path.join(cwd, '.next/cache/fetch-cache/old'), '{"default_recipient_email":"x@example.ca"}', {
    mode: 0o644,
  })
  writeFileSync(path.join(cwd, 'data/.content-api-key'), 'k', { mode: 0o644 })
  return cwd
}
const node = (cwd: string, script: string) =>
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') },
    encoding: 'utf8',
  })
const mode = (cwd: string, f: string) => (statSync(path.join(cwd, f)).mode & 0o777).toString(8)

describe('files at rest are the owner’s only', () => {
  it('the server process: what Next’s data cache writes, and what an earlier run left', () => {
    const cwd = earlierRun('server')
    const instrumentation = readFileSync(path.join(root, 'src/instrumentation.ts'), 'utf8')
    // The server applies it first thing when Next.js starts it (src/instrumentation.ts).
    expect(instrumentation).toMatch(
      /NEXT_RUNTIME !== 'nodejs'\) return\n\s+const \{ ownerOnlyFiles \} = await import\('\.\/security\/owner-only-files\.mjs'\)\n\s+ownerOnlyFiles\(\)/,
    )
    node(
      cwd,
      `
      import { createRequire } from 'node:module'
      const { ownerOnlyFiles } = await import(${JSON.stringify(path.join(root, 'src/security/owner-only-files.mjs'))})
      ownerOnlyFiles()
      const require = createRequire(${JSON.stringify(path.join(root, 'package.json'))})
      const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
      const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js')
      const cache = new FileSystemCache({ fs: nodeFs, flushToDisk: true, serverDistDir: '.next/server', revalidatedTags: [] })
      await cache.set('site-settings', { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'x', status: 200 }, revalidate: 60 }, { fetchCache: true, tags: [] })
    `,
    )
    expect(mode(cwd, '.next/cache/fetch-cache/site-settings')).toBe('600')
    expect(mode(cwd, '.next/cache/fetch-cache/old')).toBe('600')
    expect(mode(cwd, '.next/cache/fetch-cache')).toBe('700')
    expect(mode(cwd, '.next/cache')).toBe('700')
    expect(mode(cwd, 'data')).toBe('700')
    expect(mode(cwd, 'data/.content-api-key')).toBe('600')
  })

  it('the start and test scripts: data/ when it already existed', () => {
    const cwd = earlierRun('scripts')
    node(
      cwd,
      `
      const { ensureSecret } = await import(${JSON.stringify(path.join(root, 'scripts/env.mjs'))})
      delete process.env.PAYLOAD_SECRET
      ensureSecret()
    `,
    )
    expect(mode(cwd, 'data')).toBe('700')
    expect(mode(cwd, 'data/.payload-secret')).toBe('600')
    expect(mode(cwd, '.next/cache/fetch-cache/old')).toBe('600')
  })
})
