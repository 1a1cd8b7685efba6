import { extraCardField, listingCriteriaField } from '@/fields/listing-criteria'
import { localizedText } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Properties slider: listing cards from the feed in a carousel, closed by a see-more or extra card. */
export const PropertiesSliderConfig = defineBlock(
  'properties_slider',
  { fr: 'Carrousel de propriétés', en: 'Properties slider' },
  [localizedText('main_title'), listingCriteriaField, extraCardField],
)
