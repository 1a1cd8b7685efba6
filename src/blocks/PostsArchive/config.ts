import { localizedText } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Posts archive (spec 2 "Blog", §4, §9): categories, count title, sort, 6 posts a page, show more. */
export const PostsArchiveConfig = defineBlock('posts_archive', { fr: 'Archive des articles', en: 'Posts archive' }, [
  localizedText('main_title'),
])
