// Plain JavaScript: loaded by the app's bundles (proxy, Payload hooks) and, unbundled, by the Next.js
// cache handler (cache-handler.mjs) that `next start` imports at run time (docs/decisions/0022).
import Redis from 'ioredis'

/** How long one Redis call may take before the caller goes on without it (cache miss, page rendered). */
export const REDIS_TIMEOUT_MS = 250

/** Every key this app writes in Redis starts with this (REDIS_KEY_PREFIX): several deployments can share one server. */
export const keyPrefix = () => process.env.REDIS_KEY_PREFIX || 'courtier:'
export const generationKey = () => `${keyPrefix()}page-generation`
/** Where a new generation is announced the moment it is stored (instances then need not wait for their next read). */
export const generationChannel = () => `${keyPrefix()}page-generation-announced`
/** The Next.js data cache's entries and tag maps (the @fortedigital/nextjs-cache-handler handler). */
export const dataCachePrefix = () => `${keyPrefix()}data:`

export const newGeneration = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * Store a new generation and announce it to every instance (one round trip).
 * @param {import('ioredis').default} redis
 * @param {string} next
 */
export async function storeGeneration(redis, next) {
  const results = await redis.multi().set(generationKey(), next).publish(generationChannel(), next).exec()
  const failed = results?.find(([err]) => err)
  if (!results || failed) throw failed?.[0] ?? new Error('generation not stored')
}

/**
 * A client that never queues nor waits: while Redis is unreachable every call fails at once (or after
 * REDIS_TIMEOUT_MS), and it reconnects by itself every second at most.
 * @param {string} url
 */
export function connectRedis(url) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  })
  redis.on('error', () => {}) // outages are reported once by the callers, not per reconnection attempt
  return redis
}

/** Wait (bounded) for a client that is still connecting; true when it is ready. */
export async function whenReady(redis, ms = REDIS_TIMEOUT_MS) {
  if (redis.status === 'ready') return true
  if (redis.status !== 'connecting' && redis.status !== 'connect' && redis.status !== 'wait') return false
  return new Promise((resolve) => {
    const done = (ok) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ok)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), ms)
    redis.once('ready', onReady)
  })
}

/**
 * The cached pages' generation shared by every instance (docs/decisions/0015 and 0022). A new generation
 * is announced on a channel this instance listens to, and taken at once (no wait for the next read).
 * `read()` also asks Redis at most every `refreshMs` (requests in between reuse the answer): an
 * announcement missed while reconnecting is caught within that time. A failed read within `graceMs` of
 * the last good one keeps that answer (a busy event loop can make one call time out: that is no outage).
 * Redis unreachable for longer: `read()` answers null (pages are rendered per request) and the fault is
 * logged once; once it is back, the generation read carries a new local epoch, so no page cached before
 * the outage is served again. `onChange` hears every new generation this instance learns of.
 * @param {{ url: string, refreshMs?: number, graceMs?: number, log?: (message: string) => void, onChange?: (generation: string) => void }} options
 */
export function redisGeneration({ url, refreshMs = 100, graceMs = 1000, log = console.warn, onChange = () => {} }) {
  const redis = connectRedis(url)
  const listener = connectRedis(url)
  /** @type {string | null} */
  let value = null
  let readAt = 0
  let okAt = 0
  let down = false
  let epoch = 0
  /** @type {Promise<string | null> | null} */
  let pending = null

  const fault = (/** @type {unknown} */ e) => {
    if (!down && value != null && Date.now() - okAt < graceMs) return
    if (!down)
      log(
        `[page cache] Redis unreachable (${e instanceof Error ? e.message : e}): pages are rendered per request until it is back`,
      )
    down = true
    value = null
  }
  const healthy = (/** @type {string | null} */ stored) => {
    if (down) {
      epoch++
      log('[page cache] Redis is reachable again: pages are cached again')
    }
    down = false
    okAt = Date.now()
    const next = `${stored ?? 'initial'}~${epoch}`
    if (next !== value && value != null) onChange(next)
    value = next
  }

  // Subscribed again on every (re)connection; an announcement counts as a good read.
  listener.on('ready', () => void listener.subscribe(generationChannel()).catch(() => {}))
  listener.on('message', (/** @type {string} */ channel, /** @type {string} */ announced) => {
    if (channel !== generationChannel()) return
    healthy(announced)
    readAt = Date.now()
  })

  async function refresh() {
    try {
      if (!(await whenReady(redis))) throw new Error(`connection ${redis.status}`)
      healthy(await redis.get(generationKey()))
    } catch (e) {
      fault(e)
    }
    readAt = Date.now()
    return value
  }

  return {
    /** The current generation, or null while Redis cannot tell it. */
    async read() {
      if (Date.now() - readAt < refreshMs) return value
      pending ??= refresh().finally(() => {
        pending = null
      })
      return pending
    },
    /** Start a new generation for every instance; null when Redis could not be told. */
    async bump() {
      const next = newGeneration()
      try {
        if (!(await whenReady(redis))) throw new Error(`connection ${redis.status}`)
        await storeGeneration(redis, next)
        healthy(next)
        readAt = Date.now()
        return next
      } catch (e) {
        fault(e)
        readAt = Date.now()
        return null
      }
    },
    close: async () => {
      redis.disconnect()
      listener.disconnect()
    },
  }
}
