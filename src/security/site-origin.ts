import type { Site } from '@/payload-types'
import { canonicalOrigin } from '@/security/origins'

type SiteDomains = Pick<Site, 'domain_name' | 'domains' | 'production'>

/**
 * Public origin of one site (sitemap, canonical URLs): the configured origin when the site answers
 * its host, else the site's own domain with the configured scheme and port (https in production).
 * From configuration and the site record only, never from a request header (decision 0018).
 */
export function siteOriginOf(site: SiteDomains): string {
  const canonical = new URL(canonicalOrigin())
  const domains = (site.domains ?? []).map((d) => d.domain)
  if (!site.domain_name || domains.includes(canonical.hostname)) return canonical.origin
  if (site.production) return `https://${site.domain_name}`
  canonical.hostname = site.domain_name
  return canonical.origin
}
