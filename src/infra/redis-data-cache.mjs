// Plain JavaScript: imported, unbundled, by cache-handler.mjs when `next start` loads it (docs/decisions/0022).
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { connectRedis, dataCachePrefix, newGeneration, REDIS_TIMEOUT_MS, storeGeneration } from './redis-generation.mjs'

/**
 * The Next.js data cache (unstable_cache entries and their tags) in Redis, shared by every instance:
 * the well-kept handler of @fortedigital/nextjs-cache-handler, plus two things of this app's:
 * - `renewPages()` starts a new page generation; withPageRenewal calls it once Next.js has expired
 *   tags, *after* their entries are gone from Redis, so a page another instance renders on seeing the
 *   new generation reads fresh data;
 * - after an outage (the connection lost, then back), the data cache is emptied and a new generation
 *   started: a publish made while Redis was down could not expire anything.
 * Redis unreachable: every read is a miss (the loader runs), writes are dropped; never an error.
 * @param {{ url: string, log?: (message: string) => void }} options
 */
export function redisDataCache({ url, log = console.warn }) {
  const client = connectRedis(url)
  const redis = createRedisHandler({
    client: ioredisAdapter(client),
    keyPrefix: dataCachePrefix(),
    timeoutMs: REDIS_TIMEOUT_MS,
  })
  const bump = () => storeGeneration(client, newGeneration())
  let wasReady = false
  let lost = false
  /** @type {Promise<void>} */
  let recovered = Promise.resolve()

  async function forgetEverything() {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${dataCachePrefix()}*`, 'COUNT', 500)
      if (keys.length) await client.unlink(...keys)
      cursor = next
    } while (cursor !== '0')
    await bump()
  }

  client.on('close', () => {
    if (wasReady && !lost) log('[data cache] Redis unreachable: data is read from the database until it is back')
    lost = wasReady
  })
  client.on('ready', () => {
    wasReady = true
    if (!lost) return
    lost = false
    recovered = forgetEverything().then(
      () => log('[data cache] Redis is reachable again: shared cache emptied, pages renewed'),
      (e) => log(`[data cache] emptying after the outage failed: ${e instanceof Error ? e.message : e}`),
    )
  })

  return {
    handler: redis,
    /** A new page generation for every instance; Redis down: nothing (the recovery renews them). */
    renewPages: () =>
      bump().then(
        () => undefined,
        () => undefined,
      ),
    recovered: () => recovered,
    close: async () => {
      client.disconnect()
    },
  }
}

/**
 * Next.js's cache handler class (the library's) that renews the cached pages once per expiry call,
 * after every tag of the call is expired: one new generation for a publish, not one per tag.
 * @template {new (...args: any[]) => { revalidateTag: (...args: any[]) => Promise<void> }} T
 * @param {T} Base
 * @param {() => Promise<void> | void} renewPages
 */
export function withPageRenewal(Base, renewPages) {
  return class extends Base {
    /** @param {any[]} args */
    async revalidateTag(...args) {
      await super.revalidateTag(...args)
      await renewPages()
    }
  }
}
