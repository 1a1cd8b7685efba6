import { defineBlock } from '../defineBlock'
import { image, L, link, repeater, text, textarea } from '../catalogue-fields'

/** Carousel cards (spec 2 §3): main_title, cta, card_repeater of carousel card items, show_number (default true); step 3. */
export const CarouselCardsConfig = defineBlock('carousel_cards', { fr: 'Carrousel de cartes', en: 'Carousel cards' }, [
  text('main_title', L.mainTitle),
  link('cta', L.cta),
  {
    name: 'show_number',
    type: 'checkbox',
    defaultValue: true,
    label: { fr: 'Afficher les numéros', en: 'Show numbers' },
  },
  repeater('card_repeater', { fr: 'Cartes', en: 'Cards' }, [
    text('super_title', L.superTitle),
    text('main_title', L.mainTitle, true),
    textarea('description', L.description),
    image('image', L.image),
    link('cta', L.cta),
  ]),
])
