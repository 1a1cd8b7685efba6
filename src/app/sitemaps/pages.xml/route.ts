import { pageSitemapEntries } from '@/seo/sitemap-pages'
import { URLSET_CLOSE, URLSET_OPEN, urlXml, xmlResponse } from '@/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

/** Every public page, broker profile and post, each with its alternate languages. */
export async function GET() {
  const entries = await pageSitemapEntries()
  const now = Date.now()
  const urls = entries.map((e) => urlXml({ loc: e.url, lastmod: e.lastModified, alternates: e.alternates?.languages as Record<string, string> | undefined }, now))
  return xmlResponse(URLSET_OPEN + urls.join('') + URLSET_CLOSE)
}
