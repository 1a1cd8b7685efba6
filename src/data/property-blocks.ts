import 'server-only'
import type { Locale } from '@/domain/locales'
import type { BlockCriteria } from '@/payload-types'
import type { SiteScope } from '@/domain/site-people'
import { siteListings } from '@/listings/site-listings'
import { propertyTypeCodes, type PropertyTypeCode } from '@/listings/constants'
import type { PropertyCard } from '@/listings/search/cards'
import { listingsDb } from '@/listings/db'
import type { ListingFilters } from '@/listings/search/properties-query'
import { countListings, listPage } from '@/listings/search/search'
import { payloadClient } from './payload'
import { MUN_CODE } from '@/domain/municipality-code'

/** What an editor chooses for a properties or slider block: the criteria group's generated type (fields/listing-criteria.ts). */
export type { BlockCriteria }

export type BlockListings = { total: number; cards: PropertyCard[] }

/** The listings search filters for block criteria (unknown codes are dropped, not searched for). */
export function criteriaFilters(c: BlockCriteria, status: 'active' | 'sold' = 'active'): ListingFilters {
  return {
    status,
    mun: [...new Set((c.mun ?? []).map((m) => m.trim()).filter((m) => MUN_CODE.test(m)))].sort(),
    type: [
      ...new Set(
        (c.type ?? []).filter((t): t is PropertyTypeCode => (propertyTypeCodes as readonly string[]).includes(t)),
      ),
    ].sort(),
    price_min: null,
    price_max: null,
    bedrooms: null,
    bathrooms: null,
    transaction: c.transaction === 'sale' || c.transaction === 'rent' ? c.transaction : null,
    open_house: false,
    bounds: null,
  }
}

/**
 * The first `limit` listings of the site matching a block's criteria and how many match, read
 * straight from the listings tables (no HTTP round trip from the server). A failing database gives no cards.
 */
export async function blockListings(
  site: SiteScope,
  c: BlockCriteria,
  limit: number,
  locale: Locale,
  status: 'active' | 'sold' = 'active',
): Promise<BlockListings> {
  try {
    const db = listingsDb(await payloadClient())
    const ctx = { db, now: Date.now(), listings: await siteListings(db, site.people) }
    const filters = criteriaFilters(c, status)
    const [total, page] = await Promise.all([
      countListings(ctx, filters),
      listPage(ctx, filters, c.order_by ?? 'newest', 1, limit, locale),
    ])
    return { total, cards: page.propertiesListing }
  } catch (err) {
    console.error('property block: listings lookup failed', err)
    return { total: 0, cards: [] }
  }
}
