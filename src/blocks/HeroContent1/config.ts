import { mediaField } from '@/fields/media'
import { localizedRichText, localizedText } from '@/fields/text'
import { ctaRepeater, defineBlock } from '../defineBlock'

export const HeroContent1Config = defineBlock('hero_content_1', { fr: 'Héros contenu 1', en: 'Hero content 1' }, [
  localizedText('super_title'),
  localizedText('main_title', true),
  localizedRichText('description'),
  mediaField('media'),
  ctaRepeater(),
])
