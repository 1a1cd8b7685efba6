import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Property alert form block (spec 2 §5): an intro (title, description), then 6 steps. */
export const PropertyAlertFormConfig = defineBlock(
  'property_alert_form',
  { fr: 'Alerte immobilière', en: 'Property alert' },
  [localizedText('main_title'), localizedTextarea('description')],
)
