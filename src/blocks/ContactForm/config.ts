import { imageField } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/text'
import { recipientTypes } from '@/leads/contact-schema'
import { defineBlock, iconLinksRepeater } from '../defineBlock'

/** Contact form block (spec 2 §3): the recipient, the broker card, a title, contact items; orientation_x full or center. */
export const ContactFormConfig = defineBlock('contact_form', { fr: 'Formulaire de contact', en: 'Contact form' }, [
  {
    type: 'row',
    fields: [
      {
        name: 'recipient_type',
        type: 'select',
        options: [...recipientTypes],
        admin: {
          description: { fr: 'Vide : le destinataire par défaut du site.', en: 'Empty: the site’s default recipient.' },
        },
      },
      { name: 'recipient_slug', type: 'text', admin: { condition: (_, s) => Boolean(s?.recipient_type) } },
    ],
  },
  imageField('broker_avatar'),
  {
    type: 'row',
    fields: [
      { name: 'broker_name', type: 'text' },
      localizedText('broker_subtitle'),
      localizedText('broker_under_subtitle'),
    ],
  },
  localizedText('main_title'),
  {
    // Stored as `items` like contact_infos (PostgreSQL's 63-character aliases); read as contact_infos_repeater too.
    name: 'items',
    label: { fr: 'Coordonnées', en: 'Contact items' },
    type: 'array',
    fields: [localizedText('main_title'), localizedTextarea('description'), iconLinksRepeater()],
  },
])
