import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { peopleOfHost } from '@/access/people-scope'
import { revalidateTags } from '@/infra/revalidate'
import { licenceDesignations } from '@/domain/members'
import { phoneField } from './phone-field'
import { requiredForBrokers } from './oaciq-required'
import { slugField } from './slug-field'

/** Contact recipient types of the spec; the directory blocks' context_type maps onto them. */
export const memberRoles = ['broker', 'team', 'administrative_team', 'executive_team'] as const

/** Brokers, teams, administrative staff and directors (directory blocks, article authors, contact recipients). */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: { fr: 'Membre', en: 'Member' }, plural: { fr: 'Membres', en: 'Members' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'office', 'email'],
    group: { fr: 'Répertoire', en: 'Directory' },
  },
  defaultSort: 'position',
  access: { read: peopleOfHost('members'), create: editorsOnly, update: editorsOnly, delete: editorsOnly },
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
    {
      type: 'row',
      fields: [
        {
          name: 'licence_name',
          type: 'text',
          label: { fr: 'Nom inscrit au permis', en: 'Name as on the licence' },
          validate: requiredForBrokers({ fr: 'le nom inscrit au permis', en: 'the name as on the licence' }),
        },
        {
          name: 'licence_designation',
          type: 'select',
          label: { fr: 'Titre du permis (OACIQ)', en: 'Licence designation (OACIQ)' },
          options: Object.entries(licenceDesignations).map(([value, label]) => ({
            value,
            label: { fr: label.fr, en: `${label.en} (${label.fr})` },
          })),
          validate: requiredForBrokers({ fr: 'le titre du permis', en: 'the licence designation' }),
        },
        {
          name: 'agency_name',
          type: 'text',
          label: { fr: 'Nom de l’agence', en: 'Agency name' },
          validate: requiredForBrokers({ fr: 'le nom de l’agence', en: 'the agency name' }),
        },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'title',
      type: 'text',
      localized: true,
      admin: {
        description: { fr: 'Ex. Courtière immobilière résidentielle', en: 'E.g. Residential real estate broker' },
      },
    },
    { name: 'bio', type: 'textarea', localized: true },
    phoneField,
    { name: 'email', type: 'email' },
    { name: 'office', type: 'relationship', relationTo: 'offices', index: true },
    { name: 'position', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
