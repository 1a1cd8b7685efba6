import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Property valuation form block (spec 2 §5): an intro (title, description), then 7 steps. */
export const PropertyValuationFormConfig = defineBlock(
  'property_valuation_form',
  { fr: 'Évaluation de propriété', en: 'Property valuation' },
  [localizedText('main_title'), localizedTextarea('description')],
)
