import { STATISTICS_LAYOUTS } from '@/domain/catalogue'
import { defineBlock } from '../defineBlock'
import { color, image, L, repeater, text, textarea } from '../catalogue-fields'

const layoutLabels = {
  variant_1: ['Cartes', 'Cards'],
  variant_2: ['Grands chiffres', 'Large figures'],
  variant_3: ['Avec images', 'With images'],
}

/** Statistics (spec 2 §3 "Statistic item": main_title, super_title, description, image, colours; layout_display default variant_1). */
export const StatisticsConfig = defineBlock('statistics', { fr: 'Statistiques', en: 'Statistics' }, [
  text('main_title', L.mainTitle),
  {
    name: 'layout_display',
    type: 'select',
    defaultValue: 'variant_1',
    label: { fr: 'Disposition', en: 'Layout' },
    options: STATISTICS_LAYOUTS.map((v) => ({ value: v, label: { fr: layoutLabels[v][0], en: layoutLabels[v][1] } })),
  },
  repeater('statistics_repeater', { fr: 'Statistiques', en: 'Statistics' }, [
    text('main_title', { fr: 'Chiffre', en: 'Figure' }, true),
    text('super_title', L.superTitle),
    textarea('description', L.description),
    image('image', L.image),
    color('bg_color_primary', L.bgPrimary),
    color('text_color', L.textColor),
  ]),
])
