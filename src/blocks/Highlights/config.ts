import { defineBlock } from '../defineBlock'
import { icon, image, L, link, repeater, text, textarea } from '../catalogue-fields'

/** Highlights (spec 2 "Content and media blocks"; overlap height 500): a title, an image and highlighted points. */
export const HighlightsConfig = defineBlock('highlights', { fr: 'Faits saillants', en: 'Highlights' }, [
  text('super_title', L.superTitle),
  text('main_title', L.mainTitle),
  textarea('description', L.description),
  image('image', L.image),
  link('cta', L.cta),
  repeater('highlights_repeater', { fr: 'Points forts', en: 'Highlights' }, [
    icon('icon', L.icon),
    text('main_title', L.mainTitle, true),
    textarea('description', L.description),
  ]),
])
