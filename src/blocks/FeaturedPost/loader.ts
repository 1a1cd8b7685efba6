import { articleCards } from '@/data/articles'
import { chosenIds } from '../blog/chosen'
import type { BlockLoader } from '../types'

/** The featured articles: the chosen ones, or the five newest. */
export const featuredPostLoader: BlockLoader<'featured_post', Awaited<ReturnType<typeof articleCards>>> = {
  load: (block, ctx) => articleCards(ctx.locale, chosenIds(block.fields.articles_repeater), 5),
  empty: [],
}
