import 'server-only'
import type { Locale } from '@/domain/locales'
import { listingTail } from '@/domain/listing-path'
import { routePaths } from '@/domain/route-keys'
import type { PropertyCard } from '@/listings/search/cards'
import { findListing, listingDetail, similarListings, type ListingDetail } from '@/listings/search/listing-detail'
import type { Page } from '@/payload-types'
import type { PageResponse, PageResult } from '@/domain/page-response'
import { getPageByPath } from './pages-data'
import type { SiteScope } from '@/domain/site-people'
import { siteListings } from '@/listings/site-listings'
import { listingsStore } from './payload'

/** Similar active listings of the site shown on a withdrawn listing's 410 page (empty when the path names none of its listings). */
export async function similarToWithdrawn(site: SiteScope, locale: Locale, path: string): Promise<PropertyCard[]> {
  const candidates = listingTail(locale, path)
  if (!candidates) return []
  const db = await listingsStore()
  const listings = await siteListings(db, site.people)
  for (const uls of candidates) {
    const row = await findListing(db, listings, uls)
    if (row) return similarListings({ db, now: Date.now(), listings }, Number(row.id), locale)
  }
  return []
}

/**
 * The public listing page data: null when unknown or not a listing of this site (another site's
 * listing answers 404 on this host), 'gone' when withdrawn.
 */
export async function loadListing(
  site: SiteScope,
  locale: Locale,
  path: string,
  now = Date.now(),
): Promise<ListingDetail | 'gone' | null> {
  const candidates = listingTail(locale, path)
  if (!candidates) return null
  const db = await listingsStore()
  const listings = await siteListings(db, site.people)
  for (const uls of candidates) {
    const row = await findListing(db, listings, uls)
    if (!row) continue
    if (row.status === 'withdrawn') return 'gone'
    return listingDetail({ db, now, listings }, row, locale)
  }
  return null
}

type Build = (page: Page) => Promise<PageResponse>

/**
 * Hook of the page resolver: a path under the properties page that names a listing. Unknown → null
 * (the resolver answers 404), withdrawn → 410, another slug → 301 to the listing's own URL.
 */
export async function resolveListing(
  site: SiteScope,
  locale: Locale,
  path: string,
  draft: boolean,
  build: Build,
): Promise<PageResult | null> {
  if (!listingTail(locale, path)) return null
  const detail = await loadListing(site, locale, path).catch((err) => {
    console.error('listing page: lookup failed', err)
    return null
  })
  if (detail === 'gone') return { status: 410, page: null }
  if (!detail) return null
  if (detail.urls[locale] !== `/${locale}${path}`) return { status: 301, location: detail.urls[locale] }
  const base = await getPageByPath(site.id, locale, routePaths.properties[locale], draft)
  if (!base) return null
  const page = await build(base)
  const title = { fr: detail.card.address, en: detail.card.address }
  return {
    status: 200,
    page: {
      ...page,
      content: [{ block_type: 'listing_detail', block_params: { color_scheme: 'normal' }, fields: detail }],
      title,
      alternate_paths: [
        { locale: 'fr', path: detail.urls.fr },
        { locale: 'en', path: detail.urls.en },
      ],
      seo: {
        ...page.seo,
        global: {
          title,
          description: { fr: detail.description?.slice(0, 155) ?? null, en: detail.description?.slice(0, 155) ?? null },
        },
        canonical_url: { fr: detail.urls.fr, en: detail.urls.en },
      },
      metadata: { ...page.metadata, hide_footer: false, route_key: 'listing' },
    },
  }
}
