import { linkField } from '@/fields/link'
import { imageField } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Property call-to-action card: an image (centred by default), a title, a description and a button. */
export const PropertyCtaConfig = defineBlock(
  'property_cta',
  { fr: 'Carte d’appel à l’action immobilier', en: 'Property CTA card' },
  [
    { name: 'centered_image', type: 'checkbox', defaultValue: true },
    imageField('image'),
    localizedText('main_title', true),
    localizedTextarea('description'),
    linkField({ name: 'cta' }),
  ],
)
