import type { Field } from 'payload'

/** The spec's block_params, shared by every block schema. */
export const blockParamsField: Field = {
  name: 'block_params',
  type: 'group',
  admin: { description: { fr: 'Réglages d’affichage communs à tous les blocs.', en: 'Display settings shared by every block.' } },
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
      fields: [
        { name: 'bg_color_primary', type: 'text', admin: { description: { fr: '#rrggbb ou nom d’une couleur du thème', en: '#rrggbb or theme colour name' } } },
        { name: 'bg_color_secondary', type: 'text' },
        { name: 'text_color', type: 'text' },
      ],
    },
    {
      name: 'coords',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'lat', type: 'number' }, { name: 'lng', type: 'number' }] },
      ],
    },
    { name: 'core_data', type: 'json', admin: { description: { fr: 'Réglages de la source de données côté serveur (chargeurs).', en: 'Server data source settings (loaders).' } } },
  ],
}
