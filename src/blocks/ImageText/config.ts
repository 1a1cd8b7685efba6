import { imageField } from '@/fields/media'
import { localizedRichText, localizedText } from '@/fields/text'
import { ctaRepeater, defineBlock } from '../defineBlock'

export const ImageTextConfig = defineBlock('image_text', { fr: 'Image et texte', en: 'Image and text' }, [
  localizedText('super_title'),
  localizedText('main_title', true),
  localizedRichText('description'),
  imageField('image'),
  ctaRepeater(),
])
