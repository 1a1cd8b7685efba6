import { imageField } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/text'
import { ctaRepeater, defineBlock } from '../defineBlock'

/** Hero slider (spec 2 §3 "Hero slider item"): slides of background image, title, description and calls to action. */
export const HeroSliderConfig = defineBlock('hero_slider', { fr: 'Héros carrousel', en: 'Hero slider' }, [
  {
    name: 'slides_repeater',
    type: 'array',
    label: { fr: 'Diapositives', en: 'Slides' },
    labels: { singular: { fr: 'Diapositive', en: 'Slide' }, plural: { fr: 'Diapositives', en: 'Slides' } },
    minRows: 1,
    maxRows: 8,
    fields: [
      imageField('bg_media'),
      localizedText('main_title', true),
      localizedTextarea('description'),
      ctaRepeater(),
    ],
  },
])
