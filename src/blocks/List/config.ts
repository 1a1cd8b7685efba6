import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

export const ListConfig = defineBlock('list', { fr: 'Liste', en: 'List' }, [
  localizedText('main_title'),
  { name: 'ordered', type: 'checkbox', defaultValue: true },
  {
    name: 'list_items_repeater',
    type: 'array',
    fields: [localizedText('main_title', true), localizedTextarea('description')],
  },
])
