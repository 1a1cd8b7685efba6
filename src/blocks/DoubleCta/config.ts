import { defineBlock } from '../defineBlock'
import { color, image, L, link, repeater, text } from '../catalogue-fields'

/** Double CTA (spec 2 §3): cta_repeater of items with main_title, cta, bg_color_secondary, text_color, bg_media. */
export const DoubleCtaConfig = defineBlock(
  'double_cta',
  { fr: 'Double appel à l’action', en: 'Double call to action' },
  [
    repeater(
      'cta_repeater',
      { fr: 'Appels à l’action', en: 'Calls to action' },
      [
        text('main_title', L.mainTitle, true),
        link('cta', L.cta),
        color('bg_color_secondary', L.bgSecondary),
        color('text_color', L.textColor),
        image('bg_media', { fr: 'Image de fond', en: 'Background media' }),
      ],
      { maxRows: 2 },
    ),
  ],
)
