import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { bumpGeneration } from '@/infra/page-generation'

export const cacheTags = ['pages', 'header', 'footer', 'site', 'theme', 'redirects', 'sites'] as const
export type CacheTag = (typeof cacheTags)[number]

/**
 * Expire named cache tags at once (an editor's published change shows on the next visit, not the one
 * after), and the proxy's cached pages (decision 0015): every page shows header, footer, site and
 * theme, so any tag renews all. With REDIS_URL, inside a Next.js request, the cache handler renews the
 * pages once the tags are expired in Redis (decision 0022): renewing them here first would let another
 * instance cache a page rendered from the old data.
 */
export function revalidate(...tags: CacheTag[]) {
  let expiredByNext = tags.length > 0
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not running inside Next.js (CLI seed or tests): nothing is cached there.
      expiredByNext = false
    }
  }
  if (!expiredByNext || !process.env.REDIS_URL) void bumpGeneration()
}

/** A write's context flag: the hooks leave revalidation to the caller, who revalidates once when done (a site's copy). */
export const DEFER_REVALIDATION = 'deferRevalidation'

export const revalidateTags =
  (...tags: CacheTag[]): CollectionAfterChangeHook & GlobalAfterChangeHook & CollectionAfterDeleteHook =>
  ({ doc, context }: { doc: unknown; context?: Record<string, unknown> }) => {
    if (!context?.[DEFER_REVALIDATION]) revalidate(...tags)
    return doc
  }

export const revalidateAll = revalidateTags(...cacheTags)
