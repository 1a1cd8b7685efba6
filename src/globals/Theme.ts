import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { revalidateTags } from '@/infra/revalidate'
import { colourValidate } from '@/fields/colour-field'

const roles = ['button', 'input', 'background', 'text', 'highlight', 'map_marker']

/** One theme per site (the multi-tenant plugin's `isGlobal`, docs/decisions/0023). */
export const Theme: CollectionConfig = {
  slug: 'theme',
  labels: { singular: { fr: 'Thème', en: 'Theme' }, plural: { fr: 'Thème', en: 'Theme' } },
  admin: { group: { fr: 'Site', en: 'Site' } },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('theme')] },
  fields: [
    { name: 'preset', type: 'select', defaultValue: 'blue', options: ['blue', 'red'] },
    {
      name: 'colors',
      type: 'array',
      admin: {
        description: {
          fr: 'Couleurs nommées (remplacent le thème de base), ex. primary = #0b4f8a',
          en: 'Named colours (override the preset), e.g. primary = #0b4f8a',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'value', type: 'text', required: true, validate: colourValidate('literal') },
          ],
        },
      ],
    },
    {
      name: 'border_radius',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'small', type: 'text', defaultValue: '20px' },
            { name: 'medium', type: 'text', defaultValue: '40px' },
            { name: 'large', type: 'text', defaultValue: '120px' },
          ],
        },
      ],
    },
    {
      name: 'fonts',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'base', type: 'text' },
            { name: 'heading', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'color_schemes',
      type: 'array',
      admin: {
        description: {
          fr: 'Couleur de chaque rôle par palette : palette + rôle → nom de couleur ou #hex',
          en: 'Role mappings per scheme: scheme + role → colour name or #hex',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'scheme', type: 'select', required: true, options: ['normal', 'normal-grey', 'inverted'] },
            { name: 'role', type: 'select', required: true, options: roles },
            { name: 'color', type: 'text', required: true, validate: colourValidate('literal-or-name') },
          ],
        },
      ],
    },
  ],
}
