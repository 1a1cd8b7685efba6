/** Seed helper: a value given in both languages. */
export type Bilingual<T = string> = { __l: true; fr: T; en: T }
export const L = <T = string>(fr: T, en: T): Bilingual<T> => ({ __l: true, fr, en })

const isBilingual = (v: unknown): v is Bilingual<unknown> =>
  typeof v === 'object' && v !== null && (v as { __l?: unknown }).__l === true

/** Pick one language out of a tree holding L() values. */
export function pick(value: unknown, locale: 'fr' | 'en'): unknown {
  if (isBilingual(value)) return value[locale]
  if (Array.isArray(value)) return value.map((v) => pick(v, locale))
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, locale)]))
  }
  return value
}

/**
 * Copy the row ids of a saved document (arrays and blocks) onto the same tree in another
 * language, so that updating that language fills the same rows instead of adding new ones.
 */
export function withIds(saved: unknown, data: unknown): unknown {
  if (Array.isArray(data) && Array.isArray(saved)) {
    return data.map((item, i) => withIds(saved[i], item))
  }
  if (data && typeof data === 'object' && saved && typeof saved === 'object' && !Array.isArray(data)) {
    const out: Record<string, unknown> = {}
    const s = saved as Record<string, unknown>
    if (typeof s.id === 'string' && 'id' in s) out.id = s.id
    for (const [k, v] of Object.entries(data)) out[k] = withIds(s[k], v)
    return out
  }
  return data
}
