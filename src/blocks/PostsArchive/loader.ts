import { listArticles } from '@/data/articles'
import { POSTS_PER_PAGE } from '@/domain/blog-archive'
import { coreArticlesListing } from '@/domain/core-data'
import type { BlockLoader } from '../types'

type FirstPage = Awaited<ReturnType<typeof listArticles>>

/** The archive's first page, newest first, with the categories; the block's core_data.articlesListing when sent. */
export const postsArchiveLoader: BlockLoader<'posts_archive', FirstPage> = {
  load: async (block, ctx) =>
    coreArticlesListing<FirstPage['articles'][number]>(block.block_params.core_data) ??
    listArticles({
      locale: ctx.locale,
      page: 1,
      limit: POSTS_PER_PAGE,
      order: 'desc',
      categories: null,
      withCategories: true,
    }),
  empty: { articles: [], total: 0, page: 1, limit: POSTS_PER_PAGE, has_more: false, categories: [] },
}
