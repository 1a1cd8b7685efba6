import { articleCards, type ArticleItem } from '@/data/articles'
import { coreArticlesListing } from '@/domain/core-data'
import { chosenIds } from '../blog/chosen'
import type { BlockLoader } from '../types'

/** The featured articles: the chosen ones, or the five newest; the block's core_data.articlesListing when sent. */
export const featuredPostLoader: BlockLoader<'featured_post', Awaited<ReturnType<typeof articleCards>>> = {
  load: async (block, ctx) =>
    coreArticlesListing<ArticleItem>(block.block_params.core_data)?.articles ??
    articleCards(ctx.locale, chosenIds(block.fields.articles_repeater), 5),
  empty: [],
}
