import type { MetadataRoute } from 'next'
import { listPublicPages } from '@/data/pages-data'
import { siteOrigin } from '@/data/origin'
import { joinLocalePath } from '@/domain/paths'
import { localeRegion, locales } from '@/domain/locales'

export const dynamic = 'force-dynamic'

/** Every public page in both languages, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteOrigin()
  const pages = await listPublicPages()
  return pages.flatMap((p) => {
    const languages = Object.fromEntries(locales.filter((l) => p.path[l]).map((l) => [localeRegion[l], `${origin}${joinLocalePath(l, p.path[l] as string)}`]))
    return locales
      .filter((l) => p.path[l])
      .map((l) => ({ url: `${origin}${joinLocalePath(l, p.path[l] as string)}`, lastModified: p.updatedAt, alternates: { languages } }))
  })
}
