import { unstable_cache } from 'next/cache'
import type { CacheTag } from './revalidate'

/**
 * Cache a data loader under named tags (revalidated from Payload afterChange hooks).
 * Outside a Next.js server (tests, scripts) there is no incremental cache: the loader runs directly.
 */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: CacheTag[]) {
  const wrapped = unstable_cache(fn, [key], { tags })
  return async (...args: A): Promise<R> => {
    try {
      return await wrapped(...args)
    } catch (err) {
      if (err instanceof Error && err.message.includes('incrementalCache missing')) return fn(...args)
      throw err
    }
  }
}
