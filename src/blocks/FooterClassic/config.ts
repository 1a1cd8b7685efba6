import { linkField } from '@/fields/link'
import { defineBlock, iconLinksRepeater } from '../defineBlock'

export const FooterClassicConfig = defineBlock(
  'footer_classic',
  { fr: 'Pied de page classique', en: 'Classic footer' },
  [
    {
      type: 'row',
      fields: [
        { name: 'agency', type: 'text' },
        { name: 'all_rights_reserved', type: 'text', localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'logo_image_light', type: 'upload', relationTo: 'media' },
        { name: 'logo_image_dark', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    linkField({ name: 'cta' }),
    iconLinksRepeater(),
    {
      name: 'menu_repeater',
      type: 'array',
      fields: [
        linkField({ name: 'menu_link' }),
        { name: 'sub_menu_repeater', type: 'array', fields: [linkField({ name: 'menu_link' })] },
      ],
    },
  ],
)
