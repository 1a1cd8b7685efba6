import { defaultLocale, isLocale, type Locale } from './locales'

export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

type LanguageRange = { primary: string; q: number; index: number }

/** Parses an Accept-Language header into ranges sorted by q (desc), then header order. */
export function parseAcceptLanguage(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = []
  header.split(',').forEach((part, index) => {
    const [tagRaw, ...params] = part.trim().split(';')
    const tag = tagRaw?.trim().toLowerCase()
    if (!tag) return
    let q = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim())
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
      }
    }
    if (q <= 0) return
    ranges.push({ primary: tag.split('-')[0] ?? '', q, index })
  })
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index)
}

/**
 * Picks the visitor's locale: a valid cookie wins, then the best
 * Accept-Language match (by primary subtag, honouring q-values), then French.
 */
export function detectLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const cookie = input.cookie?.trim()
  if (isLocale(cookie)) return cookie
  if (input.acceptLanguage) {
    for (const range of parseAcceptLanguage(input.acceptLanguage)) {
      if (isLocale(range.primary)) return range.primary
      // A wildcard accepts anything: the default locale is the best fit.
      if (range.primary === '*') return defaultLocale
    }
  }
  return defaultLocale
}
