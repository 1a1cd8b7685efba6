/** Seed helper: a value given in both languages. */
export type Bilingual<T = string> = { __l: true; fr: T; en: T }
export const L = <T = string>(fr: T, en: T): Bilingual<T> => ({ __l: true, fr, en })

/**
 * A seed value whose parts may each be given in both languages with L(): the shape Payload's create type
 * gives (T), with any field, row or whole subtree replaced by an L() pair of that part's own type.
 */
export type Localizable<T> =
  | Bilingual<T>
  | (T extends readonly (infer U)[]
      ? Localizable<U>[]
      : T extends object
        ? IsLocaleMap<T> extends true
          ? LocaleValue<T> | Bilingual<LocaleValue<T>>
          : { [K in keyof T]: Localizable<T[K]> }
        : T)

/**
 * Payload types a localized field inside a named interface (the link's url and text, `LinkValue`) as its
 * every-language read, `{ fr?, en? }`; a create or update in one language takes that language's value alone.
 */
type IsLocaleMap<T> = [keyof T] extends ['fr' | 'en'] ? ('fr' extends keyof T ? true : false) : false
type LocaleValue<T> = T extends { fr?: infer X } ? X : never

const isBilingual = (v: unknown): v is Bilingual<unknown> =>
  typeof v === 'object' && v !== null && (v as { __l?: unknown }).__l === true

/** Pick one language out of a tree holding L() values. */
export function pick<T>(value: Localizable<T>, locale: 'fr' | 'en'): T
export function pick(value: unknown, locale: 'fr' | 'en'): unknown {
  if (isBilingual(value)) return value[locale]
  if (Array.isArray(value)) return value.map((v: unknown) => pick<unknown>(v, locale))
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, locale)]))
  }
  return value
}

/**
 * Copy the row ids of a saved document (arrays and blocks) onto the same tree in another
 * language, so that updating that language fills the same rows instead of adding new ones.
 */
export function withIds<T>(saved: unknown, data: T): T
export function withIds(saved: unknown, data: unknown): unknown {
  if (Array.isArray(data) && Array.isArray(saved)) {
    return data.map((item: unknown, i) => withIds<unknown>(saved[i], item))
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
