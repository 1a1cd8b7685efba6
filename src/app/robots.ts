import type { MetadataRoute } from 'next'
import { siteOrigin } from '@/data/origin'
import { getSite } from '@/data/site-data'

export const dynamic = 'force-dynamic'

/** Crawlers are welcome only on a production site (the site record's production flag). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const production = Boolean((await getSite()).production)
  return {
    rules: production ? { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/qa'] } : { userAgent: '*', disallow: '/' },
    sitemap: `${siteOrigin()}/sitemap.xml`,
  }
}
