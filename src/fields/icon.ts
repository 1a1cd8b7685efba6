import type { Field } from 'payload'
import { iconNames } from '@/ui/icon-names'
import { colourField } from './colour-field'

export const iconFields: Field[] = [
  { name: 'type', label: { fr: 'Symbole', en: 'Symbol' }, type: 'select', options: [...iconNames] },
  {
    name: 'font_weight',
    type: 'select',
    defaultValue: 'regular',
    options: ['light', 'regular', 'solid'],
  },
  colourField('color'),
]

export const iconField = (name = 'icon'): Field => ({
  name,
  type: 'group',
  fields: [{ type: 'row', fields: iconFields }],
})
