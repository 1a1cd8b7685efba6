import type { Locale } from './locales'

/** A translatable value, keyed by language code (spec 1 §1). */
export type Localized<T = string> = Partial<Record<Locale, T | null>>

/** A media document as the contract carries it: url, alt per language, size, type. */
export type MediaRef = {
  url: string
  alt: Localized
  width?: number | null
  height?: number | null
  mimeType?: string | null
}
