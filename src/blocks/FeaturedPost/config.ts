import { localizedText } from '@/fields/text'
import { articlesPicker } from '../BlogGrid/config'
import { defineBlock } from '../defineBlock'

/** Featured post (spec 2 §3, §9): a title and featured items (the first large). */
export const FeaturedPostConfig = defineBlock('featured_post', { fr: 'Article en vedette', en: 'Featured post' }, [
  localizedText('main_title'),
  articlesPicker('articles_repeater'),
])
