import { defineBlock } from '../defineBlock'
import { markerCoords } from '../CoordinatesMap/config'
import { color, L, link, repeater, text, textarea } from '../catalogue-fields'

/**
 * Full-width map with markers (spec 2 §3 "Map markers": map_markers_color and a repeater of markers;
 * "Map marker (popup)": coords, main_title, description, cta, markerColor). Core data `mapMarkers`
 * replaces the rows when the server supplies it. Rows stored as `markers` (contract map_markers_repeater).
 */
export const FullWidthMapConfig = defineBlock(
  'full_width_map',
  { fr: 'Carte pleine largeur avec repères', en: 'Full-width map with markers' },
  [
    text('main_title', L.mainTitle),
    textarea('description', L.description),
    color('map_markers_color', { fr: 'Couleur des repères', en: 'Marker colour' }),
    repeater('markers', { fr: 'Repères', en: 'Map markers' }, [
      ...markerCoords,
      text('main_title', L.mainTitle, true),
      textarea('description', L.description),
      text('address', { fr: 'Adresse (pour le lien d’itinéraire)', en: 'Address (for the directions link)' }),
      link('cta', L.cta),
    ]),
  ],
)
