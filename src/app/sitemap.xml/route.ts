import { listingsStore } from '@/data/payload'
import { siteOfRequest } from '@/data/site-data'
import { siteOriginOf } from '@/data/site-origin'
import { sitePeople } from '@/domain/site-people'
import { listingSitemapStarts } from '@/listings/sitemap-rows'
import { siteListings } from '@/listings/site-listings'
import { sitemapIndexXml, xmlResponse } from '@/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

/**
 * The sitemap index of the host's site (no site: 404): its pages' sitemap, then one child per 25,000
 * of its active listings (50,000 URLs).
 */
export async function GET(request: Request) {
  const site = await siteOfRequest(request)
  if (!site) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const origin = siteOriginOf(site)
  const db = await listingsStore()
  const starts = await listingSitemapStarts(db, await siteListings(db, sitePeople(site)))
  return xmlResponse(sitemapIndexXml([
    { loc: `${origin}/sitemaps/pages.xml` },
    ...starts.map((id) => ({ loc: `${origin}/sitemaps/listings/${id}.xml` })),
  ]))
}
