import 'server-only'
import { listPublicPages } from '@/data/pages-data'
import type { SiteId } from '@/data/site-data'
import { locales, type Locale } from '@/domain/locales'
import { brokerBase } from '@/domain/members'
import { routePaths } from '@/domain/route-keys'

/** A site's public pages, and the languages in which it has the pages that profiles, posts and listings live under. */
export async function siteSections(site: SiteId) {
  const pages = await listPublicPages(site)
  const withPage = (pathOf: (l: Locale) => string) => locales.filter((l) => pages.some((p) => p.path[l] === pathOf(l)))
  return {
    pages,
    team: withPage((l) => brokerBase[l]),
    blog: withPage((l) => routePaths.blog[l]),
    properties: withPage((l) => routePaths.properties[l]),
  }
}
