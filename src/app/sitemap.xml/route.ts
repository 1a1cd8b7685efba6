import { siteOrigin } from '@/data/origin'
import { listingsStore } from '@/data/payload'
import { listingSitemapStarts } from '@/listings/sitemap-rows'
import { sitemapIndexXml, xmlResponse } from '@/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

/** The sitemap index: the pages' sitemap, then one child per 25,000 active listings (50,000 URLs). */
export async function GET() {
  const origin = siteOrigin()
  const starts = await listingSitemapStarts(await listingsStore())
  return xmlResponse(sitemapIndexXml([
    { loc: `${origin}/sitemaps/pages.xml` },
    ...starts.map((id) => ({ loc: `${origin}/sitemaps/listings/${id}.xml` })),
  ]))
}
