import type { Field } from 'payload'
import { linkField } from '@/fields/link'
import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** Chosen articles; none chosen → the newest ones. */
export const articlesPicker = (name: string): Field => ({
  name,
  type: 'relationship',
  relationTo: 'articles',
  hasMany: true,
  maxRows: 6,
  label: { fr: 'Articles (les plus récents si vide)', en: 'Articles (the newest when empty)' },
})

/** Blog grid (spec 2 §3, §9): title, description, call to action, article items. */
export const BlogGridConfig = defineBlock('blog_grid', { fr: 'Grille d’articles', en: 'Blog grid' }, [
  localizedText('main_title'),
  localizedTextarea('description'),
  linkField({ name: 'cta' }),
  articlesPicker('articles_repeater'),
])
