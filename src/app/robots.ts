import type { MetadataRoute } from 'next'
import { siteOrigin } from '@/security/public-origin'
import { siteOfRequest } from '@/data/site-data'
import { siteOriginOf } from '@/security/site-origin'

export const dynamic = 'force-dynamic'

/**
 * Crawlers are welcome only on a production site (the production flag of the host's site; no site, no
 * crawling), and pointed at that site's own sitemap.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = await siteOfRequest()
  const production = Boolean(site?.production)
  return {
    rules: production
      ? { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/qa'] }
      : { userAgent: '*', disallow: '/' },
    sitemap: `${site ? siteOriginOf(site) : siteOrigin()}/sitemap.xml`,
  }
}
