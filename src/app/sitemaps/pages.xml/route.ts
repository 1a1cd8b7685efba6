import { siteOfRequest } from '@/data/site-data'
import { siteOriginOf } from '@/security/site-origin'
import { siteScope } from '@/domain/site-people'
import { pageSitemapEntries } from '@/seo/sitemap-pages'
import { URLSET_CLOSE, URLSET_OPEN, urlXml, xmlResponse } from '@/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

/** Every public page of the host's site, broker profile and post, each with its alternate languages (no site: 404). */
export async function GET(request: Request) {
  const site = await siteOfRequest(request)
  if (!site) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const entries = await pageSitemapEntries(siteScope(site), siteOriginOf(site))
  const now = Date.now()
  const urls = entries.map((e) =>
    urlXml(
      {
        loc: e.url,
        lastmod: e.lastModified,
        alternates: e.alternates?.languages as Record<string, string> | undefined,
      },
      now,
    ),
  )
  return xmlResponse(URLSET_OPEN + urls.join('') + URLSET_CLOSE)
}
