import { linkField } from '@/fields/link'
import type { Field } from 'payload'
import { defineBlock, iconLinksRepeater } from '../defineBlock'

const footerFields = (): Field[] => [
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
]

export const FooterClassicConfig = defineBlock(
  'footer_classic',
  { fr: 'Pied de page classique', en: 'Classic footer' },
  footerFields(),
)

/**
 * The classic footer as a page's own footer (Pages.footer_override). Same fields, a shorter slug: under
 * `footer_classic` PostgreSQL's 63-character aliases of the pages' versions collide. The resolver gives
 * it back as `footer_classic` (src/data/resolve-page.ts).
 */
export const PAGE_FOOTER_SLUG = 'footer_page'
export const PageFooterConfig = defineBlock(
  PAGE_FOOTER_SLUG,
  { fr: 'Pied de page de la page', en: 'Page footer' },
  footerFields(),
)
