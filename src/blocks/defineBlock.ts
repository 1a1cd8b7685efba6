import type { Block, Field } from 'payload'
import { blockParamsField } from '@/fields/blockParams'
import { linkField } from '@/fields/link'
import { iconField } from '@/fields/icon'
import { labelFields, type Labels } from '@/fields/labels'
import { typeLocalizedPerLanguage } from './localized-types'

/**
 * A Payload block with the shared block_params; its slug is the spec's block_type. Its name is
 * required in French and English; its fields take their labels from the shared dictionary
 * (src/fields/field-labels.ts) unless they carry their own (decision 0012).
 */
export function defineBlock(slug: string, singular: Labels, fields: Field[]): Block {
  return {
    slug,
    interfaceName: `${slug.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}Block`,
    labels: { singular, plural: singular },
    fields: typeLocalizedPerLanguage(labelFields([...fields, blockParamsField])),
  }
}

export const ctaRepeater = (name = 'cta_repeater'): Field => ({
  name,
  type: 'array',
  maxRows: 4,
  fields: [linkField({ name: 'cta' })],
})

export const iconLinksRepeater = (name = 'icon_links_repeater'): Field => ({
  name,
  type: 'array',
  fields: [iconField('icon'), linkField({ name: 'link' })],
})
