import type { Field } from 'payload'
import { iconField } from '@/fields/icon'
import { linkField } from '@/fields/link'

const logo = (name: string): Field => ({ name, type: 'upload', relationTo: 'media' })

const iconRows = (
  name: string,
  label: { fr: string; en: string },
  one: { fr: string; en: string },
  description: { fr: string; en: string },
): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: one, plural: label },
  admin: { description },
  fields: [iconField('icon'), linkField({ name: 'link' })],
})

/**
 * The optional upper strip of every header (spec 2 §3 Headers: sup_sections_repeater). Its rows'
 * names are short on purpose: PostgreSQL cuts query aliases at 63 characters, and a longer path
 * (header → header_out_of_norm → sup_sections_repeater → …) made the lists and links aliases collide.
 */
export const supSectionsField: Field = {
  name: 'sup_sections_repeater',
  type: 'array',
  interfaceName: 'HeaderSupSections',
  label: { fr: 'Bandeau supérieur', en: 'Upper strip' },
  labels: { singular: { fr: 'Section', en: 'Section' }, plural: { fr: 'Sections', en: 'Sections' } },
  maxRows: 3,
  admin: {
    description: {
      fr: 'Sections facultatives au-dessus de l’en-tête : téléphone, courriel, réseaux sociaux…',
      en: 'Optional sections above the header: phone, email, social networks…',
    },
  },
  fields: [
    iconRows(
      'lists',
      { fr: 'Liste avec icônes', en: 'Icon list' },
      { fr: 'Élément', en: 'Item' },
      { fr: 'Icône et texte visibles (ex. téléphone, courriel).', en: 'Icon and visible text (e.g. phone, email).' },
    ),
    iconRows(
      'links',
      { fr: 'Liens avec icône', en: 'Icon links' },
      { fr: 'Lien', en: 'Link' },
      {
        fr: 'Icône seule ; le texte du lien sert de nom accessible (ex. réseaux sociaux).',
        en: 'Icon only; the link text is its accessible name (e.g. social networks).',
      },
    ),
  ],
}

/** Fields every header shares: logos by scheme, logo size, franchise logo flag, calls to action, upper strip. */
export const headerBaseFields: Field[] = [
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
  supSectionsField,
]

/** The classic menu: entries with an optional submenu (classic and out-of-norm headers). */
const menuField = (subMenu: string, interfaceName: string): Field => ({
  name: 'menu_repeater',
  type: 'array',
  interfaceName,
  fields: [
    linkField({ name: 'menu_link' }),
    { name: subMenu, type: 'array', fields: [linkField({ name: 'menu_link' })] },
  ],
})
export const classicMenuField = menuField('sub_menu_repeater', 'HeaderMenu')
/** The out-of-norm header's submenu rows are stored as `sub_menu`: its longer block name made PostgreSQL's 63-character aliases collide. */
export const outOfNormMenuField = menuField('sub_menu', 'HeaderOutOfNormMenu')
