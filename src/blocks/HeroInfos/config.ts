import type { Field } from 'payload'
import { mediaField } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/text'
import { ctaRepeater, defineBlock, iconLinksRepeater } from '../defineBlock'

const fields = (): Field[] => [
  mediaField('media'),
  localizedText('main_title', true),
  localizedText('sub_title'),
  { ...localizedText('under_sub_title'), label: { fr: 'Texte sous le sous-titre', en: 'Under sub-title' } } as Field,
  {
    name: 'list_items_repeater',
    type: 'array',
    fields: [localizedText('main_title', true), localizedTextarea('description')],
  },
  iconLinksRepeater(),
  ctaRepeater(),
]

/** Hero infos (spec 2 §3): media, titles, list items, icon links and calls to action; orientation_x left or right. */
export const HeroInfosConfig = defineBlock('hero_infos', { fr: 'Héros infos', en: 'Hero infos' }, fields())

/** Profile page hero: the same fields as hero infos, for a broker's or a team's page. */
export const HeroProfilePageConfig = defineBlock(
  'hero_profile_page',
  { fr: 'Héros page de profil', en: 'Profile page hero' },
  fields(),
)
