import type { Field } from 'payload'

export type Labels = { fr: string; en: string }
export type Option = { value: string; label: Labels }

type Base = { name: string; label: Labels; localized: boolean }
/** One input of the QA panel, read from a Payload field (functions and admin-only parts left out). */
export type FormField =
  | (Base & { kind: 'text' | 'textarea' | 'richText' | 'code' })
  | (Base & { kind: 'url'; rule: 'link' | 'https-or-path' })
  | (Base & { kind: 'number'; min?: number; max?: number })
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'select'; options: Option[] })
  | (Base & { kind: 'upload' })
  | (Base & { kind: 'group'; fields: FormField[] })
  | (Base & { kind: 'array'; fields: FormField[]; maxRows?: number })

/** Contract names of a block's stored fields (src/domain/contract-names.ts): [name, names inside rows]. */
export type Names = { readonly [field: string]: string | readonly [string, Names] }

const words = (name: string) => name.replace(/_/g, ' ')

/** A Payload label ({ fr, en }, a string, or missing) as French and English text. */
export function labelsOf(label: unknown, name: string): Labels {
  if (typeof label === 'string') return { fr: label, en: label }
  if (label && typeof label === 'object') {
    const l = label as Partial<Labels>
    const fr = l.fr ?? l.en ?? words(name)
    return { fr, en: l.en ?? fr }
  }
  return { fr: words(name), en: words(name) }
}

const optionsOf = (list: unknown[]): Option[] =>
  list.map((o) =>
    typeof o === 'string'
      ? { value: o, label: { fr: o, en: o } }
      : {
          value: String((o as { value: string }).value),
          label: labelsOf((o as { label?: unknown }).label, String((o as { value: string }).value)),
        },
  )

/** Fields an editor may not see, or that hold code or data the panel does not edit (json, relationships, nested blocks). */
const skipped = (f: Field) =>
  Boolean(('access' in f && f.access?.read) || ('hidden' in f && f.hidden) || f.type === 'ui')

const flat = (fields: Field[]): Field[] =>
  fields.flatMap((f) => (f.type === 'row' || f.type === 'collapsible' ? flat(f.fields) : [f]))

/**
 * The QA panel's form, generated from a block's (or a collection's) Payload fields. Rows, collapsibles
 * and tabs are flattened; names are the contract's (renamed as src/data/to-block.ts does).
 */
export function formSpec(fields: Field[], names: Names = {}, inLink = false): FormField[] {
  const isLink = flat(fields).some((f) => 'name' in f && f.name === 'target')
  const out: FormField[] = []
  for (const f of fields) {
    if (skipped(f)) continue
    if (f.type === 'row' || f.type === 'collapsible') {
      out.push(...formSpec(f.fields, names, inLink || isLink))
      continue
    }
    if (f.type === 'tabs') {
      for (const tab of f.tabs) out.push(...formSpec(tab.fields, names, inLink || isLink))
      continue
    }
    if (!('name' in f)) continue
    const rename = names[f.name]
    const name = typeof rename === 'string' ? rename : rename ? rename[0] : f.name
    const base: Base = { name, label: labelsOf(f.label, f.name), localized: 'localized' in f && Boolean(f.localized) }
    switch (f.type) {
      case 'text':
      case 'email':
        if (f.name === 'url') out.push({ ...base, kind: 'url', rule: inLink || isLink ? 'link' : 'https-or-path' })
        else out.push({ ...base, kind: 'text' })
        break
      case 'textarea':
      case 'richText':
      case 'code':
        out.push({ ...base, kind: f.type })
        break
      case 'number':
        if (!f.hasMany) out.push({ ...base, kind: 'number', min: f.min, max: f.max })
        break
      case 'checkbox':
        out.push({ ...base, kind: 'checkbox' })
        break
      case 'select':
      case 'radio':
        if (!('hasMany' in f && f.hasMany)) out.push({ ...base, kind: 'select', options: optionsOf(f.options) })
        break
      case 'upload':
        if (f.relationTo === 'media' && !f.hasMany) out.push({ ...base, kind: 'upload' })
        break
      case 'group': {
        const inner = formSpec(f.fields, {}, isLink)
        if (inner.length) out.push({ ...base, kind: 'group', fields: inner })
        break
      }
      case 'array': {
        const inner = formSpec(f.fields, Array.isArray(rename) ? (rename[1] as Names) : {})
        if (inner.length) out.push({ ...base, kind: 'array', fields: inner, maxRows: f.maxRows })
        break
      }
      default:
        break
    }
  }
  return out
}
