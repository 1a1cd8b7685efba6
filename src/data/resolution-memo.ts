import { randomBytes } from 'node:crypto'
import type { PageResult } from '@/domain/page-response'
export { RESOLUTION_HEADER } from '@/domain/page-response'
import { normalizePath } from '@/domain/paths'

/**
 * A page resolution handed from /api/route-status to the page render that follows it (issue 24): the proxy
 * asks the route for the status, gets a token with it, and passes the token to the render (X-Page-Resolution),
 * which takes the result instead of resolving the page again. Kept in this process only, for TTL_MS, taken
 * once, and only for the same site, language, path and draft mode: a token sent by anyone else, late, twice
 * or to another instance finds nothing, and the page resolves itself as before.
 */
const TTL_MS = 30_000
const MAX_ENTRIES = 1000

type Entry = { key: string; result: PageResult; expires: number }
// On globalThis: the route handler and the page are bundled apart, with a module instance each.
const store = ((globalThis as { [k: symbol]: Map<string, Entry> })[Symbol.for('courtier.resolutions')] ??= new Map())

export const resolutionKey = (siteId: number | string, locale: string, path: string, draft: boolean) =>
  `${siteId}|${locale}|${normalizePath(path)}|${draft ? 'draft' : 'published'}`

/** Keep a resolution for the render that follows; its token. */
export function keepResolution(key: string, result: PageResult, now = Date.now()): string {
  for (const [token, entry] of store)
    if (entry.expires <= now || store.size >= MAX_ENTRIES) store.delete(token)
    else break // oldest first: the rest are younger
  const token = randomBytes(18).toString('base64url')
  store.set(token, { key, result, expires: now + TTL_MS })
  return token
}

/** The resolution a token names, once, if it is still fresh and for this key. */
export function takeResolution(token: string | null, key: string, now = Date.now()): PageResult | null {
  const entry = token ? store.get(token) : undefined
  if (!entry) return null
  store.delete(token as string)
  return entry.key === key && entry.expires > now ? entry.result : null
}
