import type { CollectionConfig, FieldHook } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { revalidateTags } from '@/infra/revalidate'
import { readMinutes } from '@/domain/read-time'
import { slugField } from './slug-field'
import { ADMIN_DATE_FORMAT } from '@/domain/admin-words'

/** Reading time of this locale's content, recomputed on every save. */
const computeReadTime: FieldHook = ({ siblingData }) => readMinutes((siblingData as { content?: unknown })?.content)

/** Blog articles (spec: slug per locale, title, excerpt, thumbnails, author, category, published_at, read time). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { fr: 'Article', en: 'Article' }, plural: { fr: 'Articles', en: 'Articles' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'published_at', '_status'],
    group: { fr: 'Blogue', en: 'Blog' },
  },
  defaultSort: '-published_at',
  versions: { drafts: true, maxPerDoc: 25 },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('pages')], afterDelete: [revalidateTags('pages')] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField('title', true),
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    { name: 'thumbnail', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'relationship', relationTo: 'members' },
        { name: 'category', type: 'relationship', relationTo: 'article-categories', index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'author_name',
          type: 'text',
          label: { fr: 'Nom de l’auteur (hors répertoire)', en: 'Author name (not in the directory)' },
        },
        {
          name: 'author_avatar',
          type: 'upload',
          relationTo: 'media',
          label: { fr: 'Photo de l’auteur (hors répertoire)', en: 'Author photo (not in the directory)' },
        },
      ],
    },
    {
      name: 'tags',
      type: 'array',
      label: { fr: 'Étiquettes', en: 'Tags' },
      maxRows: 8,
      fields: [{ name: 'label', type: 'text', localized: true, required: true, label: { fr: 'Étiquette', en: 'Tag' } }],
    },
    {
      name: 'published_at',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_FORMAT } },
    },
    {
      name: 'read_time',
      type: 'number',
      localized: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { fr: 'Minutes, calculé à partir du contenu.', en: 'Minutes, computed from the content.' },
      },
      hooks: { beforeChange: [computeReadTime] },
    },
  ],
}
