import type { Block, Field, GlobalConfig, CollectionConfig, Option } from 'payload'
import { fieldLabels, type Labels } from './field-labels'
import { optionLabels } from './option-labels'

export type { Labels }

type Plural = { singular: Labels; plural: Labels }
const dictionary: Record<string, Labels & { one?: Labels }> = fieldLabels
const options: Record<string, Labels> = optionLabels

const pluralOf = (name: string): Plural | undefined => {
  const entry = dictionary[name]
  return entry && { singular: entry.one ?? { fr: entry.fr, en: entry.en }, plural: { fr: entry.fr, en: entry.en } }
}

const labelOf = (name: string): Labels | undefined => {
  const entry = dictionary[name]
  return entry && { fr: entry.fr, en: entry.en }
}

const labelOptions = (list: Option[]): Option[] =>
  list.map((o) => (typeof o === 'string' ? (options[o] ? { label: options[o], value: o } : o) : o))

const labelBlock = (block: Block): Block => ({ ...block, fields: labelFields(block.fields) })

/**
 * Fills every label left out with the shared French/English dictionary (field name → label, option
 * value → label); a label written on the field wins. Anything missing from both is caught by the
 * label audit test, not shown in English.
 */
export function labelFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    const named = 'name' in field && !('label' in field && field.label !== undefined) ? labelOf(field.name) : undefined
    const f = (named ? { ...field, label: named } : field) as Field
    switch (f.type) {
      case 'select':
      case 'radio':
        return { ...f, options: labelOptions(f.options) }
      case 'array':
        return { ...f, labels: f.labels ?? pluralOf(f.name), fields: labelFields(f.fields) }
      case 'blocks':
        return { ...f, labels: f.labels ?? pluralOf(f.name), blocks: (f.blocks ?? []).map(labelBlock) }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...f, fields: labelFields(f.fields) }
      case 'tabs':
        return { ...f, tabs: f.tabs.map((t) => ({ ...t, fields: labelFields(t.fields) })) }
      default:
        return f
    }
  })
}

export const withLabels = <T extends CollectionConfig | GlobalConfig>(c: T): T => ({
  ...c,
  fields: labelFields(c.fields),
})
