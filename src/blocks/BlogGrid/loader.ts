import { articleCards } from '@/data/articles'
import { chosenIds } from '../blog/chosen'
import type { BlockLoader } from '../types'

/** The grid's articles: the chosen ones, or the six newest. */
export const blogGridLoader: BlockLoader<'blog_grid', Awaited<ReturnType<typeof articleCards>>> = {
  load: (block, ctx) => articleCards(ctx.locale, chosenIds(block.fields.articles_repeater), 6),
  empty: [],
}
