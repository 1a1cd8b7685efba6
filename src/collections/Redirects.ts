import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { revalidateTags } from '@/data/revalidate'
import { editorUrl } from '@/fields/url-validate'

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { fr: 'Redirection', en: 'Redirect' }, plural: { fr: 'Redirections', en: 'Redirects' } },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'type'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('redirects')], afterDelete: [revalidateTags('redirects')] },
  fields: [
    { name: 'from', type: 'text', required: true, unique: true, index: true, admin: { description: { fr: 'Chemin complet, ex. /fr/ancienne-page', en: 'Full path, e.g. /fr/ancienne-page' } } },
    { name: 'to', type: 'text', required: true, validate: editorUrl('https-or-path'), admin: { description: { fr: 'Chemin (/fr/contact) ou adresse complète', en: 'Path (/en/contact) or full URL' } } },
    { name: 'type', label: { fr: 'Type de redirection', en: 'Redirect type' }, type: 'select', required: true, defaultValue: '301', options: ['301', '302'] },
  ],
}
