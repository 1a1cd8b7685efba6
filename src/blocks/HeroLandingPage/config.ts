import type { Field } from 'payload'
import { imageField, mediaField } from '@/fields/media'
import { localizedRichText, localizedText } from '@/fields/text'
import { ctaRepeater, defineBlock } from '../defineBlock'

/** Hero landing page (spec 2 §3): title, description, avatar and calls to action beside a contact form card. */
export const HeroLandingPageConfig = defineBlock(
  'hero_landing_page',
  { fr: 'Héros page d’atterrissage', en: 'Landing page hero' },
  [
    localizedText('main_title', true),
    localizedRichText('description'),
    mediaField('media'),
    { ...imageField('avatar'), label: { fr: 'Avatar', en: 'Avatar' } } as Field,
    ctaRepeater(),
  ],
)
