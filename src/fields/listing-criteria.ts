import type { Field } from 'payload'
import { BLOCK_LISTINGS_DEFAULT, BLOCK_LISTINGS_MAX } from '@/domain/property-blocks'
import { orderBys, propertyTypes } from '@/listings/constants'
import { linkField } from './link'
import { localizedText, localizedTextarea } from './text'

/** Which feed listings a properties or slider block shows (the same criteria as the search page's query). */
export const listingCriteriaField: Field = {
  name: 'criteria',
  type: 'group',
  interfaceName: 'BlockCriteria',
  fields: [
    {
      name: 'mun',
      type: 'text',
      hasMany: true,
      admin: {
        description: {
          fr: 'Codes de municipalité (ex. laval, baie-saint-paul) ; vide pour toutes.',
          en: 'Municipality codes (e.g. laval, baie-saint-paul); empty for all.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: { fr: 'Type de propriété', en: 'Property type' },
          type: 'select',
          hasMany: true,
          options: propertyTypes.map((t) => ({ label: { fr: t.fr, en: t.en }, value: t.code })),
        },
        {
          name: 'transaction',
          type: 'select',
          options: [
            { label: { fr: 'À vendre', en: 'For sale' }, value: 'sale' },
            { label: { fr: 'À louer', en: 'For rent' }, value: 'rent' },
          ],
        },
        { name: 'order_by', type: 'select', defaultValue: 'newest', options: [...orderBys] },
        { name: 'limit', type: 'number', defaultValue: BLOCK_LISTINGS_DEFAULT, min: 1, max: BLOCK_LISTINGS_MAX },
      ],
    },
  ],
}

/** The card that closes a properties grid or slider (defaults from the messages when empty). */
export const extraCardField: Field = {
  name: 'extra_card',
  type: 'group',
  fields: [localizedText('main_title'), localizedTextarea('description'), linkField({ name: 'cta' })],
}
