import { blockListings, type BlockListings } from '@/data/property-blocks'
import { clampListingLimit } from '@/domain/property-blocks'
import type { BlockLoader } from '../types'

/** The listings matching the editor's criteria (count and first cards). */
export const propertiesLoader: BlockLoader<'properties', BlockListings> = {
  load: (block, ctx) =>
    blockListings(ctx.site, block.fields.criteria ?? {}, clampListingLimit(block.fields.criteria?.limit), ctx.locale),
  empty: { total: 0, cards: [] },
}
