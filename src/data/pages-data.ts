import 'server-only'
import type { Locale } from '@/domain/locales'
import type { Page } from '@/payload-types'
import { cached } from '@/infra/cache'
import { payloadClient } from './payload'
import type { SiteId } from './site-data'
import { thresholdOf, untranslatedOf } from './page-parity'

const ALL = 'all' as 'fr'

/** A page of a site in every language (localized fields as { fr, en }), found by its path in one language. */
export const getPageByPath = cached(
  async (site: SiteId, locale: Locale, path: string, draft: boolean): Promise<Page | null> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'pages',
      locale,
      // Published pages of every visibility (the resolver answers 403/410 itself); REST visitors get public ones only.
      where: {
        and: [
          { tenant: { equals: site } },
          { path: { equals: path } },
          ...(draft ? [] : [{ _status: { equals: 'published' } }]),
        ],
      },
      limit: 1,
      depth: 0,
      draft,
      overrideAccess: true,
      pagination: false,
      select: { title: true },
    })
    const id = found.docs[0]?.id
    if (id === undefined) return null
    return payload.findByID({ collection: 'pages', id, locale: ALL, depth: 1, draft, overrideAccess: true })
  },
  'page-by-path',
  ['pages'],
)

/** The variant `variantId` of a page (a page whose `variant.variant_of` is it), in every language; editors only preview it. */
export const getPageVariant = cached(
  async (site: SiteId, pageId: Page['id'], variantId: string, draft: boolean): Promise<Page | null> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'pages',
      locale: ALL,
      where: {
        and: [
          { tenant: { equals: site } },
          { 'variant.variant_of': { equals: pageId } },
          { 'variant.variant_id': { equals: variantId } },
        ],
      },
      limit: 1,
      depth: 1,
      draft,
      overrideAccess: true,
      pagination: false,
    })
    return found.docs[0] ?? null
  },
  'page-variant',
  ['pages'],
)

/**
 * Every public page of a site with its path per language (sitemap), and the languages it is not translated in
 * (decision 0045: left out of that language's sitemap and hreflang).
 */
export const listPublicPages = cached(
  async (site: SiteId) => {
    const payload = await payloadClient()
    const [r, settings] = await Promise.all([
      payload.find({
        collection: 'pages',
        where: { tenant: { equals: site } },
        locale: ALL,
        depth: 0,
        limit: 1000,
        pagination: false,
        overrideAccess: true,
      }),
      payload.findByID({
        collection: 'sites',
        id: site,
        depth: 0,
        overrideAccess: true,
        select: { translation_parity: true },
      }),
    ])
    const threshold = thresholdOf(settings)
    // Payload's generated types give a localized field one language's value; read with locale 'all' it is { fr, en }.
    const pages = r.docs
      // A variant page is a preview for editors, never a page of its own (spec 1 §6).
      .filter(
        (p) =>
          (p.visibility ?? 'public') === 'public' &&
          !p.variant?.variant_of &&
          p.seo?.robots_index_rule?.startsWith('index') !== false,
      )
    return Promise.all(
      pages.map(async (p) => ({
        path: p.path as unknown as Partial<Record<Locale, string>>,
        updatedAt: p.updatedAt,
        untranslated: await untranslatedOf(p, threshold),
      })),
    )
  },
  'public-pages',
  ['pages', 'sites'],
)
