import { defineBlock } from '../defineBlock'
import { classicMenuField, headerBaseFields } from '../header/fields'

export const HeaderClassicConfig = defineBlock('header_classic', { fr: 'En-tête classique', en: 'Classic header' }, [
  ...headerBaseFields,
  classicMenuField,
])
