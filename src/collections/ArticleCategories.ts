import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { revalidateTags } from '@/infra/revalidate'

/** Blog categories (spec: id, label per locale; articles_count is counted when read). */
export const ArticleCategories: CollectionConfig = {
  slug: 'article-categories',
  labels: {
    singular: { fr: 'Catégorie d’article', en: 'Article category' },
    plural: { fr: 'Catégories d’articles', en: 'Article categories' },
  },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'position'], group: { fr: 'Blogue', en: 'Blog' } },
  defaultSort: 'position',
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('pages')], afterDelete: [revalidateTags('pages')] },
  fields: [
    { name: 'label', type: 'text', localized: true, required: true },
    { name: 'position', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
