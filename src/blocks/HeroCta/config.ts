import type { Field } from 'payload'
import { imageField } from '@/fields/media'
import { localizedText } from '@/fields/text'
import { ctaRepeater, defineBlock } from '../defineBlock'

/** Hero call-to-action (spec 2 §3): titles, optional logo and calls to action over a background image. */
export const HeroCtaConfig = defineBlock('hero_cta', { fr: 'Héros appel à l’action', en: 'Hero call to action' }, [
  {
    type: 'row',
    fields: [
      {
        name: 'align_y',
        type: 'select',
        defaultValue: 'center',
        label: { fr: 'Alignement vertical', en: 'Vertical alignment' },
        options: [
          { value: 'center', label: { fr: 'Centré', en: 'Centre' } },
          { value: 'bottom', label: { fr: 'En bas', en: 'Bottom' } },
        ],
      },
      { name: 'inner_color_scheme', type: 'text', label: { fr: 'Palette du texte', en: 'Text colour scheme' } },
    ],
  },
  { name: 'logo', type: 'upload', relationTo: 'media', label: { fr: 'Logo', en: 'Logo' } },
  localizedText('main_title', true),
  localizedText('sub_title'),
  { ...localizedText('under_sub_title'), label: { fr: 'Texte sous le sous-titre', en: 'Under sub-title' } } as Field,
  ctaRepeater(),
  imageField('bg_media'),
])
