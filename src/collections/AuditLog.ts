import type { CollectionConfig } from 'payload'
import { agencyAdminsOnly } from '@/access'

/** The audit trail: who did what sensitive, when (issue 29: every lead export). Written by the server only. */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { fr: 'Journal d’audit', en: 'Audit entry' },
    plural: { fr: 'Journal d’audit', en: 'Audit trail' },
  },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['action', 'user_email', 'createdAt'],
    group: { fr: 'Administration', en: 'Administration' },
  },
  access: { read: agencyAdminsOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'action',
      label: { fr: 'Action', en: 'Action' },
      type: 'select',
      required: true,
      index: true,
      options: [{ value: 'leads.export', label: { fr: 'Export des demandes', en: 'Leads export' } }],
      admin: { readOnly: true },
    },
    {
      name: 'user_email',
      label: { fr: 'Utilisateur', en: 'User' },
      type: 'text',
      index: true,
      admin: { readOnly: true },
    },
    { name: 'details', label: { fr: 'Détails', en: 'Details' }, type: 'json', admin: { readOnly: true } },
  ],
}
