import { imageField } from '@/fields/media'
import { defineBlock } from '../defineBlock'

export const SpacerConfig = defineBlock('spacer', { fr: 'Espacement', en: 'Spacer' }, [
  {
    name: 'height',
    type: 'text',
    defaultValue: '48px',
    admin: { description: { fr: 'Taille en pixels, ex. 48px', en: 'Pixel size, e.g. 48px' } },
  },
  imageField('bg_media'),
])
