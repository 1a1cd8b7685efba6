import { defineBlock } from '../defineBlock'
import { L, repeater, text, textarea } from '../catalogue-fields'
import { categoryCardFields } from '../CategoryCard/config'

/** Categories slider (spec 2 §3, §9): main_title, description, categories_repeater of category cards. */
export const CategoriesSliderConfig = defineBlock(
  'categories_slider',
  { fr: 'Carrousel de catégories', en: 'Categories slider' },
  [
    text('main_title', L.mainTitle),
    textarea('description', L.description),
    repeater('categories_repeater', { fr: 'Catégories', en: 'Categories' }, categoryCardFields),
  ],
)
