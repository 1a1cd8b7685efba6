import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** « Vus récemment / Recently viewed »: the last 12 listings the visitor opened, from their device (decision 0046). */
export const RecentlyViewedConfig = defineBlock('recently_viewed', { fr: 'Vus récemment', en: 'Recently viewed' }, [
  localizedText('main_title'),
  localizedTextarea('description'),
])
