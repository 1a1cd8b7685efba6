import type { Field } from 'payload'
import { defineBlock } from '../defineBlock'
import { image, L, link, text } from '../catalogue-fields'

/** The fields of a category card (spec 2 §3): property_count, main_title, image, link. */
export const categoryCardFields: Field[] = [
  text('main_title', L.mainTitle),
  {
    name: 'property_count',
    type: 'number',
    min: 0,
    label: { fr: 'Nombre de propriétés', en: 'Property count' },
    admin: { description: { fr: 'Laisser vide pour ne pas l’afficher', en: 'Leave empty to hide it' } },
  },
  image('image', L.image),
  link('link', L.link),
]

/** Category card (spec 2 §3, §9): a property category with its count, image and link. */
export const CategoryCardConfig = defineBlock(
  'category_card',
  { fr: 'Carte de catégorie', en: 'Category card' },
  categoryCardFields,
)
