export const STALE_CHUNK_RELOAD_GUARD_MS = 60_000

/** Reload at most once per guard window to avoid reload loops. */
export function shouldReloadForStaleChunk(
  lastReloadAt: number | null,
  now: number,
  guardMs = STALE_CHUNK_RELOAD_GUARD_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  // A timestamp in the future (clock change) should not block reloading forever.
  if (lastReloadAt > now) return true
  return now - lastReloadAt >= guardMs
}

const CHUNK_MESSAGES = [
  'Loading chunk',
  'Loading CSS chunk',
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
]

/** Detects errors caused by a deploy replacing the JS chunks the page expects. */
export function isChunkLoadError(err: unknown): boolean {
  if (err === null || err === undefined) return false
  if (typeof err === 'string') return CHUNK_MESSAGES.some((m) => err.includes(m))
  if (typeof err !== 'object') return false
  const { name, message } = err as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_MESSAGES.some((m) => message.includes(m))
}
