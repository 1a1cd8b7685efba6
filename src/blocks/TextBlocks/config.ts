import { linkField } from '@/fields/link'
import { localizedRichText, localizedText } from '@/fields/text'
import { defineBlock } from '../defineBlock'

export const TextBlocksConfig = defineBlock('text_blocks', { fr: 'Bloc de texte', en: 'Text block' }, [
  localizedText('super_title'),
  localizedText('main_title'),
  localizedRichText('description'),
  linkField({ name: 'cta' }),
  { name: 'text_align', type: 'select', defaultValue: 'left', options: ['left', 'center'] },
])
