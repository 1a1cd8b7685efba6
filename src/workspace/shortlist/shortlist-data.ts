import 'server-only'
import type { Payload } from 'payload'
import type { ShortlistData } from '@/contract/core-api'
import { leadSite } from '@/leads/admin/lead-site'
import type { Locale } from '@/domain/locales'
import { sitePeople } from '@/domain/site-people'
import { listingsDb } from '@/listings/db'
import { shortlistCards } from '@/listings/search/shortlist-cards'
import { siteListings } from '@/listings/site-listings'

export type LeadSite = { domain: string | null; cards: ShortlistData | null }

/**
 * The attached favourites as the lead's site shows them today (one query by key, any status: decision 0046), in
 * the admin's language, and the site's domain for the links. Cards null when the listings could not be read.
 */
export async function attachedCards(payload: Payload, tenant: unknown, keys: string[], locale: Locale) {
  const site = await leadSite(payload, tenant)
  try {
    const db = listingsDb(payload)
    const listings = await siteListings(db, sitePeople(site ?? { site_type: 'agency' }))
    const cards = await shortlistCards({ db, now: Date.now(), listings }, keys, locale)
    return { domain: site?.domain_name ?? null, cards }
  } catch (e) {
    console.error('[leads] could not read the attached favourites', e)
    return { domain: site?.domain_name ?? null, cards: null }
  }
}
