import { articleCards, type ArticleItem } from '@/data/articles'
import { coreArticlesListing } from '@/domain/core-data'
import { chosenIds } from '../blog/chosen'
import type { BlockLoader } from '../types'

/** The grid's articles: the chosen ones, or the six newest; the block's core_data.articlesListing when sent. */
export const blogGridLoader: BlockLoader<'blog_grid', Awaited<ReturnType<typeof articleCards>>> = {
  load: async (block, ctx) =>
    coreArticlesListing<ArticleItem>(block.block_params.core_data)?.articles ??
    articleCards(ctx.locale, chosenIds(block.fields.articles_repeater), 6),
  empty: [],
}
