/** A template site's name and the new site's word for it. */
export type Substitution = { from: string; to: string }

/** What names a site in its texts: its name, its contact person, their e-mail and phone, its domain. */
export type SiteIdentity = {
  name: string
  contactName?: string | null
  email?: string | null
  phoneDisplay?: string | null
  phoneIntl?: string | null
  domain?: string | null
}

const firstName = (full?: string | null) => {
  const words = full?.trim().split(/\s+/) ?? []
  return words.length >= 2 ? words[0] : null
}

/**
 * The substitutions from a template to a new site, longest template name first (so "Isabelle Gagnon —
 * Immobilier Boréal" is replaced as a whole before "Isabelle Gagnon"). Names the new site does not
 * have, unchanged ones and ones shorter than 3 characters are left out. The contact's first name is
 * replaced too ("Écrivez à Isabelle") when both contacts have a first and a last name.
 */
export function substitutionsFor(template: SiteIdentity, target: SiteIdentity): Substitution[] {
  const pairs: Substitution[] = []
  const add = (from?: string | null, to?: string | null) => {
    const f = from?.trim()
    const t = to?.trim()
    if (f && t && f !== t && f.length >= 3 && !pairs.some((p) => p.from === f)) pairs.push({ from: f, to: t })
  }
  add(template.name, target.name)
  add(template.contactName, target.contactName)
  add(firstName(template.contactName), firstName(target.contactName))
  add(template.email, target.email)
  add(template.phoneDisplay, target.phoneDisplay)
  add(template.phoneIntl, target.phoneIntl)
  add(template.domain, target.domain)
  return pairs.sort((a, b) => b.from.length - a.from.length)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A function replacing every whole occurrence of the template's names in a text: not inside a longer
 * word ("Marcelle" is not "Marc"), nor after a dot, hyphen or @ ("agence.localhost" keeps its
 * "localhost"), nor before an @ (someone else's e-mail). One pass, so a replacement is never
 * replaced again.
 */
export function substituter(pairs: Substitution[]): (text: string) => string {
  if (!pairs.length) return (text) => text
  const to = new Map(pairs.map((p) => [p.from, p.to]))
  const alternatives = [...pairs]
    .sort((a, b) => b.from.length - a.from.length)
    .map((p) => escapeRegExp(p.from))
    .join('|')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}.@-])(?:${alternatives})(?![\\p{L}\\p{N}@])`, 'gu')
  return (text) => text.replace(pattern, (m) => to.get(m) ?? m)
}

/** Keys whose strings are structure (block types, Lexical node types and formats, ids, states), never text. */
const STRUCTURAL_KEYS = new Set([
  'id',
  'blockType',
  'type',
  'format',
  'version',
  'direction',
  'mode',
  'tag',
  'listType',
  'relationTo',
  'textFormat',
  'textStyle',
  'style',
  '_status',
  'tenant',
  'createdAt',
  'updatedAt',
])

/**
 * A copy of a document (fields, groups, arrays, blocks, Lexical rich text) with every text string
 * passed through `replace`; structural strings are left alone.
 */
export function substituteDeep<T>(value: T, replace: (text: string) => string): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return key && STRUCTURAL_KEYS.has(key) ? v : replace(v)
    if (Array.isArray(v)) return v.map((item) => walk(item))
    if (v && typeof v === 'object' && !(v instanceof Date))
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]))
    return v
  }
  return walk(value) as T
}
