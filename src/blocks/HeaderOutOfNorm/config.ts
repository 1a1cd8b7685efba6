import { defineBlock } from '../defineBlock'
import { headerBaseFields, outOfNormMenuField } from '../header/fields'

/** Header out-of-norm (spec 2 "Headers"): a floating header, left-aligned by default (spec 2 §5 orientation_x). */
export const HeaderOutOfNormConfig = defineBlock(
  'header_out_of_norm',
  { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
  [...headerBaseFields, outOfNormMenuField],
)
