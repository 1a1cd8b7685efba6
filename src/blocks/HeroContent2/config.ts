import { imageField } from '@/fields/media'
import { localizedRichText, localizedText } from '@/fields/text'
import { ctaRepeater, defineBlock } from '../defineBlock'

/** Hero content 2 (spec 2 §3): title, description and calls to action over a background image; orientation_x left, right or center. */
export const HeroContent2Config = defineBlock('hero_content_2', { fr: 'Héros contenu 2', en: 'Hero content 2' }, [
  localizedText('main_title', true),
  localizedRichText('description'),
  imageField('bg_media'),
  ctaRepeater(),
])
