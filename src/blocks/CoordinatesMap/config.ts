import { defineBlock, iconLinksRepeater } from '../defineBlock'
import { color, icon, L, link, repeater, text, textarea } from '../catalogue-fields'

const ADDRESS = { fr: 'Adresse (pour le lien d’itinéraire)', en: 'Address (for the directions link)' }
const COLOUR = { fr: 'Couleur des repères', en: 'Marker colour' }

/** Marker rows: coordinates (a row without valid ones shows no marker). Stored as `markers` (contract map_markers_repeater). */
export const markerCoords = [
  {
    type: 'row' as const,
    fields: [
      { name: 'lat', type: 'number' as const, min: -90, max: 90 },
      { name: 'lng', type: 'number' as const, min: -180, max: 180 },
    ],
  },
]

/**
 * Coordinates map (spec 2 §3: orientation_x, main_title, cta, list_items_repeater,
 * icon_links_repeater, map_markers_repeater, map_markers_color): a place's details beside its map,
 * with a directions link built from its address. Lists stored under short names (`list`, `markers`).
 */
export const CoordinatesMapConfig = defineBlock(
  'coordinates_map',
  { fr: 'Carte des coordonnées', en: 'Coordinates map' },
  [
    text('main_title', L.mainTitle),
    text('address', ADDRESS),
    link('cta', L.cta),
    repeater('list', { fr: 'Informations', en: 'Information list' }, [
      icon('icon', L.icon),
      text('main_title', L.mainTitle, true),
      textarea('description', L.description),
    ]),
    iconLinksRepeater(),
    repeater('markers', { fr: 'Repères', en: 'Map markers' }, [...markerCoords, text('main_title', L.mainTitle)]),
    color('map_markers_color', COLOUR),
  ],
)
