import { iconField } from '@/fields/icon'
import { linkField } from '@/fields/link'
import { imageField } from '@/fields/media'
import { localizedText } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/**
 * Featured properties carousel: one slide per featured property, autoplay with a progress bar.
 * Stored as items / tags / list (PostgreSQL's 63-character aliases); the contract names them
 * properties_repeater / tags_repeater / list_items_repeater (see data/to-block).
 */
export const FeaturedPropertiesConfig = defineBlock(
  'featured_properties',
  { fr: 'Propriétés en vedette', en: 'Featured properties' },
  [
    localizedText('main_title'),
    linkField({ name: 'cta' }),
    {
      name: 'items',
      type: 'array',
      maxRows: 10,
      fields: [
        localizedText('super_title'),
        localizedText('main_title', true),
        localizedText('sub_title'),
        localizedText('secondary_title'),
        imageField('bg_media'),
        linkField({ name: 'link' }),
        { name: 'tags', type: 'array', maxRows: 4, fields: [localizedText('name', true)] },
        { name: 'list', type: 'array', maxRows: 6, fields: [iconField('icon'), localizedText('description', true)] },
      ],
    },
  ],
)
