import type { Field } from 'payload'
import { colourField } from './colour-field'

/** The spec's block_params, shared by every block schema. */
export const blockParamsField: Field = {
  name: 'block_params',
  type: 'group',
  admin: {
    description: {
      fr: 'Réglages d’affichage communs à tous les blocs.',
      en: 'Display settings shared by every block.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'color_scheme',
          type: 'select',
          defaultValue: 'normal',
          options: [
            { label: { fr: 'Normal', en: 'Normal' }, value: 'normal' },
            { label: { fr: 'Normal gris', en: 'Normal grey' }, value: 'normal-grey' },
            { label: { fr: 'Inversé', en: 'Inverted' }, value: 'inverted' },
          ],
        },
        { name: 'orientation_x', type: 'select', options: ['left', 'right', 'center', 'full'] },
        { name: 'context_type', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [colourField('bg_color_primary'), colourField('bg_color_secondary'), colourField('text_color')],
    },
    {
      name: 'coords',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number' },
            { name: 'lng', type: 'number' },
          ],
        },
      ],
    },
    {
      name: 'core_data',
      type: 'json',
      admin: {
        description: {
          fr: 'Réglages de la source de données côté serveur (chargeurs).',
          en: 'Server data source settings (loaders).',
        },
      },
    },
  ],
}
