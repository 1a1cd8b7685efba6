import { iconField } from '@/fields/icon'
import { linkField } from '@/fields/link'
import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

export const ErrorBlockConfig = defineBlock('error_block', { fr: 'Bloc d’erreur', en: 'Error block' }, [
  iconField('error_icon'),
  localizedText('main_title'),
  localizedTextarea('description'),
  linkField({ name: 'cta' }),
  { name: 'status_code', type: 'number', defaultValue: 500 },
  { name: 'debug_infos', type: 'json' },
])
