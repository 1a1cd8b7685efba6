import { listArticles } from '@/data/articles'
import { siteOrigin } from '@/security/public-origin'
import { siteOfRequest } from '@/data/site-data'
import { isLocale, localeRegion } from '@/domain/locales'
import { routeHref } from '@/domain/route-keys'
import { rssXml } from '@/domain/rss'
import { messages } from '@/i18n/messages'

export const dynamic = 'force-dynamic'
const FEED_SIZE = 20

/** GET /fr/rss.xml, /en/rss.xml: the newest 20 posts of the blog in that language (RSS 2.0). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const origin = siteOrigin()
  const [site, page] = await Promise.all([
    siteOfRequest(request),
    listArticles({ locale, page: 1, limit: FEED_SIZE, order: 'desc', categories: null, withCategories: false }),
  ])
  if (!site) return new Response('Not found', { status: 404 })
  const xml = rssXml({
    title: `${site.name} — ${messages[locale].Blog.rss}`,
    link: `${origin}${routeHref('blog', locale)}`,
    description: messages[locale].Blog.rss,
    language: localeRegion[locale],
    self: `${origin}/${locale}/rss.xml`,
    items: page.articles.map((a) => ({
      title: a.title,
      link: `${origin}${a.url[locale]}`,
      description: a.excerpt,
      published_at: a.published_at,
      category: a.category?.label ?? null,
    })),
  })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
