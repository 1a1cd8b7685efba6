import 'server-only'
import type { Locale } from '@/domain/locales'
import { brokerHref, brokerSlugOf, brokerBase } from '@/domain/members'
import type { PropertyCard } from '@/listings/search/cards'
import type { ListingsDb } from '@/listings/db'
import { cardsFor } from '@/listings/search/search'
import type { Page } from '@/payload-types'
import { memberBySlug, memberListingIds, type MemberCardData } from '@/listings/directory/members'
import type { PageResponse, PageResult } from '@/domain/page-response'
import { getPageByPath } from './pages-data'
import { siteListings } from '@/listings/site-listings'
import type { SiteScope } from '@/domain/site-people'
import { listingsStore } from './payload'

export type OfficeAddress = {
  name: string
  street: string | null
  city: string | null
  postal_code: string | null
  lat: number | null
  lng: number | null
}

/** A broker's public profile: the member, their office, their active listings, both URLs. */
export type BrokerProfileData = {
  member: MemberCardData
  office: OfficeAddress | null
  listings: PropertyCard[]
  urls: Record<Locale, string>
}

async function officeAddress(db: ListingsDb, id: number, locale: Locale): Promise<OfficeAddress | null> {
  const [o] = await db.all<{
    name: string
    street: string | null
    city: string | null
    postal_code: string | null
    latitude: number | null
    longitude: number | null
  }>(
    `SELECT o.name, l.address_street AS street, l.address_city AS city, o.address_postal_code AS postal_code, o.latitude, o.longitude
     FROM offices o LEFT JOIN offices_locales l ON l._parent_id = o.id AND l._locale = ? WHERE o.id = ?`,
    [locale, id],
  )
  return o
    ? {
        name: o.name,
        street: o.street,
        city: o.city,
        postal_code: o.postal_code,
        lat: o.latitude == null ? null : Number(o.latitude),
        lng: o.longitude == null ? null : Number(o.longitude),
      }
    : null
}

/** The profile data of the site's member a path names, or null (unknown slug, not on this site, or not a profile path). */
export async function loadBrokerProfile(
  site: SiteScope,
  locale: Locale,
  path: string,
): Promise<BrokerProfileData | null> {
  const slug = brokerSlugOf(locale, path)
  if (!slug) return null
  const db = await listingsStore()
  const member = await memberBySlug(db, site.people, slug, locale)
  if (!member) return null
  const [office, ids] = await Promise.all([
    member.office ? officeAddress(db, member.office.id, locale) : null,
    siteListings(db, site.people).then((listings) => memberListingIds(db, listings, member)),
  ])
  return {
    member,
    office,
    listings: await cardsFor({ db, now: Date.now() }, ids, locale),
    urls: { fr: brokerHref('fr', slug), en: brokerHref('en', slug) },
  }
}

type Build = (page: Page) => Promise<PageResponse>

/**
 * Hook of the page resolver: /fr/courtiers/{slug} and /en/brokers/{slug} render the member's
 * profile inside the team page's chrome. Unknown slugs, and members of other sites, give null (the
 * resolver answers 404).
 */
export async function resolveBroker(
  site: SiteScope,
  locale: Locale,
  path: string,
  draft: boolean,
  build: Build,
): Promise<PageResult | null> {
  if (!brokerSlugOf(locale, path)) return null
  const data = await loadBrokerProfile(site, locale, path).catch((err) => {
    console.error('broker page: lookup failed', err)
    return null
  })
  if (!data) return null
  const base = await getPageByPath(site.id, locale, brokerBase[locale], draft)
  if (!base) return null
  const page = await build(base)
  const m = data.member
  const title = { fr: m.licence_name, en: m.licence_name }
  const description = [m.designation, m.agency, m.bio].filter(Boolean).join(' — ').slice(0, 155)
  return {
    status: 200,
    page: {
      ...page,
      content: [
        {
          block_type: 'broker_profile',
          block_params: { color_scheme: 'normal', context_type: m.role === 'team' ? 'teams' : 'brokers' },
          fields: data,
        },
      ],
      title,
      alternate_paths: [
        { locale: 'fr', path: data.urls.fr },
        { locale: 'en', path: data.urls.en },
      ],
      seo: {
        ...page.seo,
        global: { title, description: { fr: description, en: description } },
        facebook: { ...page.seo.facebook, og_title: title, og_description: { fr: description, en: description } },
        canonical_url: { fr: data.urls.fr, en: data.urls.en },
      },
      metadata: { ...page.metadata, route_key: 'broker' },
    },
  }
}
