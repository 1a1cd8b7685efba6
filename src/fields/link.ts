import type { Field, GroupField } from 'payload'
import { colourField } from './colour-field'
import { iconFields } from './icon'
import type { Labels } from './field-labels'
import { editorUrl } from './url-validate'

type LinkOptions = { name?: string; label?: Labels; withText?: boolean }

/** The spec's link component: target, format, icon, url and text per locale, on_click_action. */
export function linkField({ name = 'link', label, withText = true }: LinkOptions = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'url',
          type: 'text',
          localized: true,
          validate: editorUrl('link'),
          admin: {
            description: {
              fr: 'Interne : commence par / (ex. /contact). Externe : https://…',
              en: 'Internal: starts with / (e.g. /contact). External: https://…',
            },
          },
        },
        ...(withText ? [{ name: 'text', type: 'text', localized: true } satisfies Field] : []),
        {
          name: 'target',
          type: 'select',
          defaultValue: '_self',
          options: ['_self', '_blank'],
        },
      ],
    },
    {
      name: 'format',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              label: { fr: 'Style', en: 'Style' },
              type: 'select',
              options: ['link', 'button', 'button-outline'],
              defaultValue: 'link',
            },
            colourField('color'),
            colourField('bg_color'),
          ],
        },
      ],
    },
    {
      name: 'icon',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [...iconFields, { name: 'align', type: 'select', options: ['left', 'right'], defaultValue: 'left' }],
        },
      ],
    },
    {
      name: 'on_click_action',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'action_type',
              type: 'select',
              options: [
                {
                  label: { fr: 'Ouvrir le formulaire de contact', en: 'Open contact modal' },
                  value: 'open_contact_modal',
                },
                {
                  label: { fr: 'Ouvrir « Nous joindre »', en: 'Open contact-us modal' },
                  value: 'open_contact_us_modal',
                },
              ],
            },
            { name: 'action_params', type: 'json' },
          ],
        },
      ],
    },
  ]
  // One generated type (`LinkValue` in payload-types.ts) for every link: interfaceName only names the type.
  return { name, label, type: 'group', interfaceName: withText ? 'LinkValue' : 'LinkWithoutText', fields }
}
