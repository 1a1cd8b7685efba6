import { defineBlock } from '../defineBlock'
import { color, image, L, link, repeater, text, textarea } from '../catalogue-fields'

/** Multi-redirect vertical (spec 2 §3: item main_title, description, cta, image; vertical item: image_bg_color). */
export const MultiRedirectVerticalConfig = defineBlock(
  'multi_redirect_vertical',
  { fr: 'Redirections multiples (vertical)', en: 'Multi-redirect vertical' },
  [
    text('main_title', L.mainTitle),
    repeater('items_repeater', { fr: 'Éléments', en: 'Items' }, [
      text('main_title', L.mainTitle, true),
      textarea('description', L.description),
      link('cta', L.cta),
      image('image', L.image),
      color('image_bg_color', { fr: 'Couleur de fond de l’image', en: 'Image background colour' }),
    ]),
  ],
)
