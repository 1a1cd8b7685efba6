import type { GroupField } from 'payload'

/** A phone number as shown (450 555-0142) and as dialled (+14505550142). */
export const phoneField: GroupField = {
  name: 'phone',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'display', type: 'text' },
        {
          name: 'intl',
          type: 'text',
          validate: (v: unknown) => !v || (typeof v === 'string' && /^\+\d{8,15}$/.test(v)) || 'Format +15145550123',
        },
      ],
    },
  ],
}
