import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { bumpGeneration } from '@/routing/page-generation'

export const cacheTags = ['pages', 'header', 'footer', 'site', 'theme', 'redirects', 'sites'] as const
export type CacheTag = (typeof cacheTags)[number]

/**
 * Expire named cache tags at once (an editor's published change shows on the next visit, not the one
 * after). Outside a Next.js server (seed scripts, tests) there is no cache to clear.
 */
export function revalidate(...tags: CacheTag[]) {
  // The proxy's page cache (decision 0015): every page shows header, footer, site and theme, so any tag renews all.
  bumpGeneration()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not running inside Next.js (CLI seed or tests): nothing is cached.
    }
  }
}

export const revalidateTags =
  (...tags: CacheTag[]): CollectionAfterChangeHook & GlobalAfterChangeHook & CollectionAfterDeleteHook =>
  ({ doc }: { doc: unknown }) => {
    revalidate(...tags)
    return doc
  }

export const revalidateAll = revalidateTags(...cacheTags)
