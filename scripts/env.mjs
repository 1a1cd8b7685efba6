// Shared by the start and test scripts: demo defaults for settings a newcomer has not set.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ownerOnlyFiles } from '../src/security/owner-only-files.mjs'

/** PAYLOAD_SECRET: from the environment, else a random one kept in data/ (never committed). */
export function ensureSecret(dataDir = 'data') {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  // data/ and Next's data cache owner-only, also when an earlier run made them readable (issue 27, item 10).
  ownerOnlyFiles({ umask: false })
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(dataDir, '.payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

/** Same for the content API key (POST /api/page/{site_id}). */
export function ensureContentApiKey(dataDir = 'data') {
  if (process.env.CONTENT_API_KEY) return
  const file = path.join(dataDir, '.content-api-key')
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 })
  process.env.CONTENT_API_KEY = readFileSync(file, 'utf8').trim()
}

export const baseEnv = () => ({ NEXT_TELEMETRY_DISABLED: '1', ...process.env })

/**
 * Forget the data cache of a previous run: it was filled from whatever database that run used,
 * and the database is the source of truth when the server starts.
 */
export function clearDataCache() {
  rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
}
