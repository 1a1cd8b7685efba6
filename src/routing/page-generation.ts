import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The cached pages' generation: a tiny file that any writer (a Payload hook in the server, a listings
 * import run from the command line) replaces, and that the proxy reads before serving a cached page.
 * A page cached under another generation is rendered again (docs/decisions/0015).
 */
export const generationFile = () => process.env.PAGE_CACHE_GENERATION_FILE || path.join(process.cwd(), '.next', 'cache', 'page-generation')

export function readGeneration(file = generationFile()): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return 'initial'
  }
}

/** Start a new generation: every cached page is stale from the next request on. */
export function bumpGeneration(file = generationFile()): string {
  const next = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, next, { mode: 0o600 })
  } catch (err) {
    console.warn('[page cache] generation not written:', err)
  }
  return next
}
