import type { FieldHook, TextField } from 'payload'
import { isSlug, slugify } from '@/domain/slug'

/** Filled from `from` (in the same locale) when left empty; lowercase words joined by dashes. */
const fillFrom =
  (from: string): FieldHook =>
  ({ value, siblingData }: { value?: unknown; siblingData: unknown }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = (siblingData as Record<string, unknown>)?.[from]
    return typeof source === 'string' && source.trim() ? slugify(source) : value
  }

export function slugField(from: string, localized: boolean): TextField {
  return {
    name: 'slug',
    type: 'text',
    localized,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: { fr: 'Rempli à partir du titre si laissé vide.', en: 'Filled from the title when left empty.' },
    },
    hooks: { beforeValidate: [fillFrom(from)] },
    validate: (value: unknown) =>
      value == null ||
      value === '' ||
      (typeof value === 'string' && isSlug(value)) ||
      'Lettres minuscules, chiffres et tirets / lowercase letters, digits and dashes',
  }
}
