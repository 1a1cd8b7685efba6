import { iconField } from '@/fields/icon'
import { linkField } from '@/fields/link'
import { imageField } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Hero with the property search bar: 'find a property' tab, then tabs from content. */
export const HeroSearchBarConfig = defineBlock(
  'hero_search_bar',
  { fr: 'Héros avec barre de recherche', en: 'Hero with search bar' },
  [
    localizedText('main_title', true),
    localizedText('sub_title'),
    imageField('bg_media'),
    {
      name: 'search_tabs_repeater',
      type: 'array',
      maxRows: 4,
      fields: [
        { type: 'row', fields: [iconField('tab_icon'), localizedText('tab_title', true)] },
        iconField('content_icon'),
        localizedTextarea('description'),
        linkField({ name: 'cta' }),
      ],
    },
  ],
)
