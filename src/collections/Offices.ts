import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { peopleOfHost } from '@/access/people-scope'
import { revalidateTags } from '@/infra/revalidate'
import { phoneField } from './phone-field'

/** Offices (spec: id, name, photo, latitude, longitude, address per locale, phone display/intl, email). */
export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: { singular: { fr: 'Bureau', en: 'Office' }, plural: { fr: 'Bureaux', en: 'Offices' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'address.city', 'email'],
    group: { fr: 'Répertoire', en: 'Directory' },
  },
  defaultSort: 'position',
  access: { read: peopleOfHost('offices'), create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('pages')], afterDelete: [revalidateTags('pages')] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        // Optional: the RESO Office resource has no coordinates; an editor places an imported office on the map.
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'street', type: 'text', localized: true, required: true },
            { name: 'city', type: 'text', localized: true, required: true },
            { name: 'postal_code', type: 'text' },
          ],
        },
      ],
    },
    phoneField,
    { name: 'email', type: 'email' },
    { name: 'position', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
