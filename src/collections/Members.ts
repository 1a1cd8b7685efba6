import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { revalidateTags } from '@/data/revalidate'
import { phoneField } from './phone-field'
import { slugField } from './slug-field'

/** Contact recipient types of the spec; the directory blocks' context_type maps onto them. */
export const memberRoles = ['broker', 'team', 'administrative_team', 'executive_team'] as const

/** Brokers, teams, administrative staff and directors (directory blocks, article authors, contact recipients). */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: { fr: 'Membre', en: 'Member' }, plural: { fr: 'Membres', en: 'Members' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'office', 'email'], group: { fr: 'Répertoire', en: 'Directory' } },
  defaultSort: 'position',
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('pages')], afterDelete: [revalidateTags('pages')] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name', false),
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'broker',
      options: [
        { value: 'broker', label: { fr: 'Courtier', en: 'Broker' } },
        { value: 'team', label: { fr: 'Équipe', en: 'Team' } },
        { value: 'administrative_team', label: { fr: 'Équipe administrative', en: 'Administrative team' } },
        { value: 'executive_team', label: { fr: 'Direction', en: 'Executive team' } },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'title', type: 'text', localized: true, admin: { description: { fr: 'Ex. Courtière immobilière résidentielle', en: 'E.g. Residential real estate broker' } } },
    { name: 'bio', type: 'textarea', localized: true },
    phoneField,
    { name: 'email', type: 'email' },
    { name: 'office', type: 'relationship', relationTo: 'offices', index: true },
    { name: 'position', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
