import { imageField } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/text'
import { ctaRepeater, defineBlock, iconLinksRepeater } from '../defineBlock'

export const ContactInfosConfig = defineBlock('contact_infos', { fr: 'Coordonnées', en: 'Contact details' }, [
  localizedText('main_title', true),
  localizedTextarea('description'),
  imageField('image'),
  {
    // Stored as `items` (PostgreSQL alias length); the page response names it contact_infos_repeater.
    name: 'items',
    label: { fr: 'Coordonnées', en: 'Contact items' },
    type: 'array',
    fields: [localizedText('main_title', true), localizedTextarea('description'), iconLinksRepeater()],
  },
  ctaRepeater(),
])
