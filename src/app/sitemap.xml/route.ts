import { listingsStore } from '@/data/payload'
import { siteOfRequest } from '@/data/site-data'
import { siteOriginOf } from '@/security/site-origin'
import { sitePeople } from '@/domain/site-people'
import { listingSitemapStarts } from '@/listings/sitemap-rows'
import { siteListings } from '@/listings/site-listings'
import { siteSections } from '@/seo/site-sections'
import { sitemapIndexXml, xmlResponse } from '@/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

/**
 * The sitemap index of the host's site (no site: 404): its pages' sitemap, then one child per 25,000
 * of its active listings (50,000 URLs) when it has a properties page.
 */
export async function GET(request: Request) {
  const site = await siteOfRequest(request)
  if (!site) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const origin = siteOriginOf(site)
  const db = await listingsStore()
  // Listing pages live under the site's properties page: a site without one has none to list.
  const starts = (await siteSections(site.id)).properties.length
    ? await listingSitemapStarts(db, await siteListings(db, sitePeople(site)))
    : []
  return xmlResponse(
    sitemapIndexXml([
      { loc: `${origin}/sitemaps/pages.xml` },
      ...starts.map((id) => ({ loc: `${origin}/sitemaps/listings/${id}.xml` })),
    ]),
  )
}
