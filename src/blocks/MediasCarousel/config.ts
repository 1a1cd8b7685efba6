import { defineBlock } from '../defineBlock'
import { L, link, media, repeater, text, textarea } from '../catalogue-fields'

/** Medias carousel (spec 2 §3 "Medias carousel item": main_title, description, cta, media); autoplay 6000 ms. */
export const MediasCarouselConfig = defineBlock(
  'medias_carousel',
  { fr: 'Carrousel de médias', en: 'Medias carousel' },
  [
    text('main_title', L.mainTitle),
    repeater('medias_repeater', { fr: 'Médias', en: 'Medias' }, [
      text('main_title', L.mainTitle),
      textarea('description', L.description),
      link('cta', L.cta),
      media('media', L.media),
    ]),
  ],
)
