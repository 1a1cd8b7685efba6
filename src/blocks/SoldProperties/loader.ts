import { blockListings } from '@/data/property-blocks'
import type { PropertyCard } from '@/listings/search/cards'
import type { BlockLoader } from '../types'

/** The feed's sold listings when the block asks for them (at most feed_limit, 100 by default, 500 at most). */
export const soldPropertiesLoader: BlockLoader<'sold_properties', PropertyCard[]> = {
  async load(block, ctx) {
    if (!block.fields.fill_from_feed) return []
    const limit = Math.min(500, Math.max(1, Math.round(block.fields.feed_limit ?? 100)))
    return (await blockListings(ctx.site, {}, limit, ctx.locale, 'sold')).cards
  },
  empty: [],
}
