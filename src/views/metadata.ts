import type { Metadata } from 'next'
import { localeRegion, ogLocale, type Locale } from '@/domain/locales'
import { tr } from '@/ui/l10n'
import { siteOrigin } from '@/security/public-origin'
import type { PageResponse } from '@/domain/page-response'

/** The page's seo payload → title, description, Open Graph, Twitter, canonical, robots, hreflang. */
export function pageMetadata(page: PageResponse, locale: Locale, siteName: string): Metadata {
  const origin = siteOrigin()
  const seo = page.seo
  const title = tr(seo.global.title, locale) || tr(page.title, locale) || siteName
  const description = tr(seo.global.description, locale)
  // A page not translated in this language (decision 0045) has no alternate here: its French page is canonical.
  const own =
    page.alternate_paths.find((p) => p.locale === locale)?.path ??
    page.alternate_paths.find((p) => p.locale === 'fr')?.path ??
    `/${locale}`
  const stored = tr(seo.canonical_url, locale)
  // A canonical URL must be absolute (a path, as the listing pages store, is resolved on the site's origin).
  const canonical = stored ? (stored.startsWith('/') ? `${origin}${stored}` : stored) : `${origin}${own}`
  const languages: Record<string, string> = {}
  for (const alt of page.alternate_paths) languages[localeRegion[alt.locale]] = `${origin}${alt.path}`
  const fr = page.alternate_paths.find((p) => p.locale === 'fr')
  if (fr) languages['x-default'] = `${origin}${fr.path}`
  const [index, follow] = seo.robots_index_rule.split(',')
  const image = seo.facebook.og_image
    ? { url: `${origin}${seo.facebook.og_image.url}`, alt: tr(seo.facebook.og_image.alt, locale) ?? '' }
    : undefined
  // A blog post is an Open Graph article with its published and modified times.
  const post =
    page.metadata.route_key === 'blog_post'
      ? (page.content[0]?.fields as { published_at?: string; updated_at?: string } | undefined)
      : undefined
  const kind = post?.published_at
    ? { type: 'article' as const, publishedTime: post.published_at, modifiedTime: post.updated_at }
    : { type: 'website' as const }
  return {
    title,
    description,
    alternates: { canonical, languages },
    robots: { index: index !== 'noindex', follow: follow !== 'nofollow' },
    openGraph: {
      ...kind,
      siteName,
      locale: ogLocale[locale],
      alternateLocale: page.alternate_paths.filter((p) => p.locale !== locale).map((p) => ogLocale[p.locale]),
      title: tr(seo.facebook.og_title, locale) || title,
      description: tr(seo.facebook.og_description, locale) || description,
      url: canonical,
      images: image ? [image] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: tr(seo.twitter.title, locale) || title,
      description: tr(seo.twitter.description, locale) || description,
      images: image ? [image.url] : undefined,
    },
    // The brand version's favicon set (spec 1 §1).
    icons:
      page.metadata.favicon || page.metadata.apple_icon
        ? {
            icon: page.metadata.favicon ?? undefined,
            apple: page.metadata.apple_icon ?? undefined,
          }
        : undefined,
  }
}

/** Error pages are not indexed; their title is rendered by the error page itself (ErrorPage). */
export const errorMetadata = (): Metadata => ({ robots: { index: false, follow: false } })
