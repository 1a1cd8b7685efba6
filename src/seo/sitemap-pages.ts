import 'server-only'
import type { MetadataRoute } from 'next'
import { listPostUrls } from '@/data/articles'
import { profileSlugs } from '@/listings/directory/members'
import { siteOrigin } from '@/security/public-origin'
import { listingsStore } from '@/data/payload'
import type { SiteScope } from '@/domain/site-people'
import { brokerHref } from '@/domain/members'
import { joinLocalePath } from '@/domain/paths'
import { localeRegion, locales, type Locale } from '@/domain/locales'
import { siteSections } from './site-sections'

/**
 * Every public page of a site, the profile of each of its brokers and every post, in each language, with hreflang
 * alternates. Profiles and posts live under the site's team and blog pages: a site without one (in a language) lists
 * none there, since those addresses would answer 404.
 */
export async function pageSitemapEntries(site: SiteScope, origin = siteOrigin()): Promise<MetadataRoute.Sitemap> {
  const [{ pages, team: withTeam, blog }, profiles, posts] = await Promise.all([
    siteSections(site.id),
    listingsStore().then((db) => profileSlugs(db, site.people)),
    listPostUrls(),
  ])
  const withBlog = new Set(blog)
  const entries = pages.map((p) => ({
    updatedAt: p.updatedAt,
    // A page not translated in a language (decision 0045) has no address there: not listed, not an alternate.
    paths: Object.fromEntries(
      locales
        .filter((l) => p.path[l] && !p.untranslated.includes(l))
        .map((l) => [l, joinLocalePath(l, p.path[l] as string)]),
    ),
  }))
  for (const b of withTeam.length ? profiles : [])
    entries.push({ updatedAt: b.updatedAt, paths: Object.fromEntries(withTeam.map((l) => [l, brokerHref(l, b.slug)])) })
  // Blog posts: their URLs are absolute already; a post's alternate exists only when it is translated.
  for (const p of posts) {
    const paths = Object.entries(p.url).filter(([l, u]) => u && withBlog.has(l as Locale))
    if (paths.length)
      entries.push({ updatedAt: p.updatedAt, paths: Object.fromEntries(paths.map(([l, u]) => [l, u as string])) })
  }
  return entries.flatMap(({ updatedAt, paths }) => {
    const languages = Object.fromEntries(
      Object.entries(paths).map(([l, path]) => [localeRegion[l as keyof typeof localeRegion], `${origin}${path}`]),
    )
    return Object.values(paths).map((path) => ({
      url: `${origin}${path}`,
      lastModified: updatedAt,
      alternates: { languages },
    }))
  })
}
