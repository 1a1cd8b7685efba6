import type { Field } from 'payload'

type JSONSchema = Record<string, unknown>

/**
 * Blocks are read with `locale: 'all'` (decision 0002), so a localized field arrives as
 * `{ fr, en }`. This makes the generated Payload types say so: each localized field's type
 * becomes an object of its per-language type, either of which may be missing.
 */
const perLanguage = ({ jsonSchema }: { jsonSchema: JSONSchema }): JSONSchema => {
  const one = { ...jsonSchema, type: nullable(jsonSchema.type) }
  return { type: 'object', additionalProperties: false, properties: { fr: one, en: one } }
}

const nullable = (type: unknown) =>
  Array.isArray(type) ? (type.includes('null') ? type : [...(type as unknown[]), 'null']) : type ? [type, 'null'] : type

/** Walks a block's fields (rows, groups, arrays, tabs, collapsibles) and types localized ones per language. */
export function typeLocalizedPerLanguage(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & {
      fields?: Field[]
      tabs?: { fields: Field[] }[]
      localized?: boolean
      typescriptSchema?: unknown[]
    }
    if (next.fields) next.fields = typeLocalizedPerLanguage(next.fields)
    if (next.tabs) next.tabs = next.tabs.map((tab) => ({ ...tab, fields: typeLocalizedPerLanguage(tab.fields) }))
    if (next.localized) next.typescriptSchema = [...(next.typescriptSchema ?? []), perLanguage]
    return next
  })
}
