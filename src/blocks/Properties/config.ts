import { extraCardField, listingCriteriaField } from '@/fields/listing-criteria'
import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Properties: listing cards from the feed chosen by criteria, beside a map of them, and a see-all link. */
export const PropertiesConfig = defineBlock(
  'properties',
  { fr: 'Propriétés (liste et carte)', en: 'Properties (list and map)' },
  [
    localizedText('main_title'),
    localizedTextarea('description'),
    listingCriteriaField,
    { name: 'show_see_all', type: 'checkbox', defaultValue: true },
    extraCardField,
  ],
)
