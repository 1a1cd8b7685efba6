import { linkField } from '@/fields/link'
import { imageField } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

export const CtaConfig = defineBlock('cta', { fr: 'Appel à l’action', en: 'Call to action' }, [
  localizedText('main_title', true),
  localizedTextarea('description'),
  linkField({ name: 'cta' }),
  imageField('bg_media'),
])
