import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'

/** CMS users. Every editor can reach the admin; visitors have no accounts. */
export const Editors: CollectionConfig = {
  slug: 'editors',
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  admin: { useAsTitle: 'email', group: { fr: 'Administration', en: 'Administration' } },
  labels: { singular: { fr: 'Éditeur', en: 'Editor' }, plural: { fr: 'Éditeurs', en: 'Editors' } },
  access: { admin: ({ req }) => Boolean(req.user), read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [{ name: 'name', type: 'text' }],
}
