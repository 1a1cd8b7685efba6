import type { Field } from 'payload'
import { linkField } from '@/fields/link'
import { defineBlock } from '../defineBlock'

const logo = (name: string): Field => ({ name, type: 'upload', relationTo: 'media' })

export const HeaderClassicConfig = defineBlock('header_classic', { fr: 'En-tête classique', en: 'Classic header' }, [
  { type: 'row', fields: [logo('logo_image_light'), logo('logo_image_dark')] },
  {
    type: 'row',
    fields: [
      { name: 'logo_multiplier', type: 'number', defaultValue: 1, min: 0.25, max: 4 },
      { name: 'show_remax_logo', type: 'checkbox', defaultValue: false },
    ],
  },
  linkField({ name: 'cta_button' }),
  linkField({ name: 'cta_sms' }),
  {
    name: 'menu_repeater',
    type: 'array',
    fields: [linkField({ name: 'menu_link' }), { name: 'sub_menu_repeater', type: 'array', fields: [linkField({ name: 'menu_link' })] }],
  },
])
