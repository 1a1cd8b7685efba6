// The Next.js cache handler, set in next.config.ts only when REDIS_URL is set (docs/decisions/0022).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { redisDataCache, withPageRenewal } from './src/infra/redis-data-cache.mjs'

/** @type {ReturnType<typeof redisDataCache> | null} */
let shared = null

CacheHandler.onCreation(() => {
  const url = process.env.REDIS_URL
  // The build renders nothing that is kept: no connection then.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] }
  shared ??= redisDataCache({ url })
  return { handlers: [shared.handler] }
})

export default withPageRenewal(CacheHandler, () => shared?.renewPages())
