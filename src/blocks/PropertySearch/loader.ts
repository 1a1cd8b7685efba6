import type { FirstResults } from '@/contract/core-api'
import { searchFirstPage } from '@/data/search-first-page'
import type { BlockLoader } from '../types'

/** The first results for the page URL's filters (issue 10); null: the island fetches them. */
export const propertySearchLoader: BlockLoader<'property_search', FirstResults | null> = {
  load: (_block, ctx) => searchFirstPage(ctx.site, ctx.searchQuery ?? {}, ctx.locale),
  empty: null,
}
