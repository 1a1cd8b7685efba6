import { localizedText, localizedTextarea } from '@/fields/text'
import { linkField } from '@/fields/link'
import { defineBlock } from '../defineBlock'
import { headerBaseFields } from '../header/fields'

/**
 * Header megamenu (spec 2 "Headers", §3: menu_group with menu_group_item, stored as `groups` and
 * `items`: PostgreSQL cuts query aliases at 63 characters, and the longer names collided there).
 */
export const HeaderMegamenuConfig = defineBlock(
  'header_megamenu',
  { fr: 'En-tête avec méga-menu', en: 'Megamenu header' },
  [
    ...headerBaseFields,
    {
      name: 'menu_repeater',
      type: 'array',
      admin: {
        description: {
          fr: 'Une entrée sans groupe est un lien simple ; avec des groupes, elle ouvre le méga-menu.',
          en: 'An entry without groups is a plain link; with groups it opens the mega menu.',
        },
      },
      fields: [
        linkField({ name: 'menu_link' }),
        {
          name: 'groups',
          type: 'array',
          label: { fr: 'Groupes', en: 'Groups' },
          labels: { singular: { fr: 'Groupe', en: 'Group' }, plural: { fr: 'Groupes', en: 'Groups' } },
          fields: [
            { name: 'main_title', type: 'text', localized: true, label: { fr: 'Titre du groupe', en: 'Group title' } },
            {
              name: 'items',
              type: 'array',
              label: { fr: 'Éléments du groupe', en: 'Group items' },
              labels: { singular: { fr: 'Élément', en: 'Item' }, plural: { fr: 'Éléments', en: 'Items' } },
              fields: [
                linkField({ name: 'menu_link' }),
                {
                  name: 'featured_image',
                  label: { fr: 'Image vedette', en: 'Featured image' },
                  type: 'upload',
                  relationTo: 'media',
                },
                localizedText('main_title'),
                localizedTextarea('description'),
              ],
            },
          ],
        },
      ],
    },
  ],
)
