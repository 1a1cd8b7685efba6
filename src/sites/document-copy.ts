/** A document as read by Payload (depth 0): plain JSON with arrays, groups, blocks and rich text. */
export type DocumentData = Record<string, unknown>

/** Set by Payload, or the copy's own: never written from the template. */
const OWN_KEYS = ['id', 'createdAt', 'updatedAt', 'tenant', '_status', 'deletedAt']

/**
 * The same documents (one template document read in each language) with new ids for their array
 * and block rows: a row keeps one new id across the languages, so the second language's update
 * fills the rows the first created, and no row id of the template is reused (they are primary keys).
 */
export function withFreshRowIds<T extends DocumentData[]>(docs: T, newId: () => string): T {
  const ids = new Map<string, string>()
  const fresh = (old: string) => ids.get(old) ?? (ids.set(old, newId()), ids.get(old)!)
  const walk = (v: unknown, inArray: boolean): unknown => {
    if (Array.isArray(v)) return v.map((item) => walk(item, true))
    if (!v || typeof v !== 'object' || v instanceof Date) return v
    const out = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, false)]))
    if (inArray && typeof out.id === 'string') out.id = fresh(out.id)
    return out
  }
  return docs.map((d) => walk(d, false)) as T
}

/** Data to write: the template document without its own id, dates, site and state. */
export function contentOf(doc: DocumentData): DocumentData {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !OWN_KEYS.includes(k)))
}

/**
 * Without empty values, recursively (array items stay in place): a second language's update then
 * leaves untranslated fields empty instead of failing on them or overwriting the first language.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty)
  if (!value || typeof value !== 'object' || value instanceof Date) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, withoutEmpty(v)]),
  )
}
