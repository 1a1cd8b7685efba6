import type { MetadataRoute } from 'next'
import { siteOrigin } from '@/data/origin'
import { siteOfRequest } from '@/data/site-data'

export const dynamic = 'force-dynamic'

/** Crawlers are welcome only on a production site (the production flag of the host's site; no site, no crawling). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const production = Boolean((await siteOfRequest())?.production)
  return {
    rules: production ? { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/qa'] } : { userAgent: '*', disallow: '/' },
    sitemap: `${siteOrigin()}/sitemap.xml`,
  }
}
