import type { CollectionConfig, Field } from 'payload'
import { agencyAdminsOnly, editorsOnly } from '@/access'
import { ADMIN_DATE_FORMAT } from '@/domain/admin-words'

const ro = { readOnly: true }
const choice = (name: string, label: { fr: string; en: string }): Field => ({
  name,
  label,
  type: 'checkbox',
  admin: ro,
})

/**
 * Proof of consent (Quebec Law 25, issue 28): each choice a visitor saved on a site, with the version
 * of the choices shown, the categories, the time and the site. The visitor is known only by the random
 * id kept in their browser. Written only by the public endpoint (src/app/api/consent); read by editors
 * of the site (administrators: every site); never by visitors; never changed.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: {
    singular: { fr: 'Preuve de consentement', en: 'Consent record' },
    plural: { fr: 'Preuves de consentement', en: 'Consent records' },
  },
  admin: {
    useAsTitle: 'visitor_id',
    defaultColumns: ['decided_at', 'visitor_id', 'version', 'analytics', 'marketing', 'functional'],
    group: { fr: 'Administration', en: 'Administration' },
  },
  access: { read: editorsOnly, create: () => false, update: () => false, delete: agencyAdminsOnly },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'visitor_id',
          label: { fr: 'Visiteur (id aléatoire)', en: 'Visitor (random id)' },
          type: 'text',
          required: true,
          index: true,
          admin: ro,
        },
        {
          name: 'version',
          label: { fr: 'Version des choix', en: 'Choices version' },
          type: 'text',
          required: true,
          admin: ro,
        },
        {
          name: 'locale',
          label: { fr: 'Langue', en: 'Language' },
          type: 'select',
          options: [
            { value: 'fr', label: { fr: 'Français', en: 'French' } },
            { value: 'en', label: { fr: 'Anglais', en: 'English' } },
          ],
          admin: ro,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        choice('analytics', { fr: 'Analytique', en: 'Analytics' }),
        choice('marketing', { fr: 'Marketing', en: 'Marketing' }),
        choice('functional', { fr: 'Fonctionnel', en: 'Functional' }),
      ],
    },
    {
      name: 'decided_at',
      label: { fr: 'Enregistré le', en: 'Recorded at' },
      type: 'date',
      required: true,
      admin: { ...ro, date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_FORMAT } },
    },
  ],
}
