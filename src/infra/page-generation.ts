import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { redisGeneration } from './redis-generation.mjs'

/**
 * The cached pages' generation (docs/decisions/0015). The proxy reads it before serving a cached page;
 * a page cached under another generation is rendered again. Any writer (a Payload hook in the server, a
 * listings import run from the command line) starts a new one.
 * - Without REDIS_URL: a tiny file in `.next/cache` (one instance).
 * - With REDIS_URL: a Redis key every instance reads (docs/decisions/0022); null while Redis is
 *   unreachable, and the proxy then renders per request.
 */
export const generationFile = () =>
  process.env.PAGE_CACHE_GENERATION_FILE || path.join(process.cwd(), '.next', 'cache', 'page-generation')

export function readGeneration(file = generationFile()): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return 'initial'
  }
}

function writeGeneration(file = generationFile()): string {
  const next = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, next, { mode: 0o600 })
  } catch (err) {
    console.warn('[page cache] generation not written:', err)
  }
  return next
}

type Shared = ReturnType<typeof redisGeneration>
// One client per process, whichever bundle (proxy, route handlers) asks first.
const SHARED = Symbol.for('courtier.sharedPageGeneration')
// globalThis has no type for this app's symbol-keyed slot.
const holder = globalThis as unknown as { [SHARED]?: { url: string; shared: Shared } }

function shared(): Shared | null {
  const url = process.env.REDIS_URL
  if (!url) return null
  if (holder[SHARED]?.url !== url) holder[SHARED] = { url, shared: redisGeneration({ url }) }
  return holder[SHARED].shared
}

/** The generation pages are cached under now; null when it cannot be known (shared and Redis down). */
export async function currentGeneration(): Promise<string | null> {
  const s = shared()
  return s ? s.read() : readGeneration()
}

/** Start a new generation: every cached page, on every instance, is stale from the next request on. */
export async function bumpGeneration(file = generationFile()): Promise<string | null> {
  const s = shared()
  return s ? s.bump() : writeGeneration(file)
}
