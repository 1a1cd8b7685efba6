import { canonicalOrigin } from '@/security/origins'

/**
 * Public origin of the site (canonical URLs, sitemap, JSON-LD, share links, live preview): the
 * configured site URL, never a request header (src/security/origins.ts, decision 0018).
 */
export function siteOrigin(): string {
  return canonicalOrigin()
}
