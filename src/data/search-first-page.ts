import 'server-only'
import { filtersFromQuery, toApiParams, type QueryInput } from '@/domain/search-filters'
import type { FirstResults } from '@/contract/core-api'
import { listingFilters } from '@/contract/listing-filters'
import type { Locale } from '@/domain/locales'
import type { SiteScope } from '@/domain/site-people'
import { siteListings } from '@/listings/site-listings'
import { DEFAULT_PAGE_SIZE } from '@/listings/constants'
import { listingsDb } from '@/listings/db'
import { mapSearch } from '@/listings/search/search'
import { payloadClient } from './payload'

/**
 * The search page's first results for the page URL's filters, read on the server (issue 10): what the
 * island's first `format=map` call would answer (count, markers, first page of cards, sorted newest
 * first), so the HTML holds the listings and the island starts from them. The URL is parsed by
 * `filtersFromQuery` (the one parser of the page URL, whose output the core API accepts) and turned into
 * the contract's filters directly; null when the listings cannot be read (the island then fetches as before).
 */
export async function searchFirstPage(
  site: SiteScope,
  query: QueryInput,
  locale: Locale,
): Promise<FirstResults | null> {
  try {
    const filters = filtersFromQuery(query)
    const params = toApiParams(filters)
    const db = listingsDb(await payloadClient())
    const r = await mapSearch(
      { db, now: Date.now(), listings: await siteListings(db, site.people) },
      listingFilters(filters),
      'newest',
      DEFAULT_PAGE_SIZE,
      locale,
    )
    return {
      key: JSON.stringify(params),
      total: r.total,
      list: r.propertiesListing,
      features: r.propertiesMap,
      more: r.has_more,
    }
  } catch (err) {
    console.error('search page: first results lookup failed', err)
    return null
  }
}
