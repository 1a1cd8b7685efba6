import { localizedText } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Property search: filter bar, list with sort, map (the data comes from the core API in the browser). */
export const PropertySearchConfig = defineBlock(
  'property_search',
  { fr: 'Recherche de propriétés', en: 'Property search' },
  [localizedText('main_title')],
)
