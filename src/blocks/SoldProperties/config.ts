import { colourField } from '@/fields/colour-field'
import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Sold properties map: markers from content, optionally filled with the feed's sold listings. */
export const SoldPropertiesConfig = defineBlock(
  'sold_properties',
  { fr: 'Carte des propriétés vendues', en: 'Sold properties map' },
  [
    localizedText('main_title'),
    localizedTextarea('description'),
    colourField('map_markers_color', {
      admin: {
        description: {
          fr: '#rrggbb (couleur des repères du thème si vide)',
          en: '#rrggbb (theme marker colour when empty)',
        },
      },
    }),
    {
      name: 'markers',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
            { name: 'lng', type: 'number', required: true, min: -180, max: 180 },
          ],
        },
        localizedText('main_title', true),
        localizedText('description'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fill_from_feed',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: { fr: 'Ajoute les propriétés vendues du flux.', en: 'Add the sold listings of the feed.' },
          },
        },
        { name: 'feed_limit', type: 'number', defaultValue: 100, min: 1, max: 500 },
      ],
    },
  ],
)
