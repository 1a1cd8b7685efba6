import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/**
 * Offices (spec 2 "Members, offices, partners" and the office popups): the agency's offices from
 * the offices collection (core data `succursales`), as a grid (9 shown, show more) or as the
 * offices map with the list of offices (the active office's popup opens after 250 ms).
 */
export const OfficesConfig = defineBlock('offices', { fr: 'Bureaux', en: 'Offices' }, [
  localizedText('main_title'),
  localizedTextarea('description'),
  {
    name: 'layout',
    type: 'select',
    defaultValue: 'map',
    required: true,
    label: { fr: 'Présentation', en: 'Layout' },
    options: [
      { value: 'map', label: { fr: 'Carte avec la liste des bureaux', en: 'Map with the list of offices' } },
      { value: 'grid', label: { fr: 'Grille de bureaux', en: 'Offices grid' } },
    ],
  },
])
