import { listingsStore } from '@/data/payload'
import { siteOfRequest } from '@/data/site-data'
import { siteOriginOf } from '@/security/site-origin'
import { localeRegion } from '@/domain/locales'
import { sitePeople } from '@/domain/site-people'
import { listingUrl } from '@/listings/search/cards'
import { activeListingsFrom } from '@/listings/sitemap-rows'
import { siteListings } from '@/listings/site-listings'
import { siteSections } from '@/seo/site-sections'
import { URLSET_CLOSE, URLSET_OPEN, urlXml, xmlResponse } from '@/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * One child sitemap of the host's site's active listings, `/sitemaps/listings/{first id}.xml` as the
 * index names it: every listing in French and English with its alternate, streamed batch by batch.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const start = /^(\d{1,15})\.xml$/.exec((await params).file)?.[1]
  const site = start ? await siteOfRequest(request) : null
  if (!start || !site) return notFound()
  // In the languages in which the site has its properties page, which listing pages live under.
  const languages = (await siteSections(site.id)).properties
  if (!languages.length) return notFound()
  const db = await listingsStore()
  const origin = siteOriginOf(site)
  const encoder = new TextEncoder()
  const now = Date.now()
  const batches = activeListingsFrom(db, await siteListings(db, sitePeople(site)), Number(start))
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode(URLSET_OPEN)),
    async pull(controller) {
      const next = await batches.next()
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE))
        return controller.close()
      }
      const xml = next.value.map((row) => {
        const urls = Object.fromEntries(languages.map((l) => [l, `${origin}${listingUrl(l, row)}`]))
        const alternates = Object.fromEntries(languages.map((l) => [localeRegion[l], urls[l]]))
        return languages
          .map((l) => urlXml({ loc: urls[l], lastmod: Number(row.modified_at), alternates }, now))
          .join('')
      })
      controller.enqueue(encoder.encode(xml.join('')))
    },
  })
  return xmlResponse(stream)
}
