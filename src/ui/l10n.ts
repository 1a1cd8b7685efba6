import type { Locale } from '@/domain/locales'

type MaybeLocalized<T> = Partial<Record<Locale, T | null>> | T | null | undefined

const isLocalizedObject = (v: unknown): v is Partial<Record<Locale, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && ('fr' in v || 'en' in v)

/** The value for a language, falling back to French (the default and fallback language). */
export function tr<T = string>(value: MaybeLocalized<T>, locale: Locale): T | undefined {
  if (value === null || value === undefined) return undefined
  if (!isLocalizedObject(value)) return value
  const own = value[locale]
  if (own !== null && own !== undefined && own !== '') return own
  const fr = value.fr
  return fr === null || fr === undefined ? undefined : fr
}
