import { defineBlock } from '../defineBlock'
import { color, icon, L, link, text } from '../catalogue-fields'

/** Icon CTA card (spec 2 §3): main_title, icon, cta, bg_color_primary, text_color. */
export const IconCtaCardConfig = defineBlock(
  'icon_cta_card',
  { fr: 'Carte d’appel à l’action avec icône', en: 'Icon CTA card' },
  [
    text('main_title', L.mainTitle, true),
    icon('icon', L.icon),
    link('cta', L.cta),
    color('bg_color_primary', L.bgPrimary),
    color('text_color', L.textColor),
  ],
)
