export const locales = ['fr', 'en'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'fr'

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (locales as readonly string[]).includes(v)
}

/** BCP 47 region tags used for Intl formatting and hreflang. */
export const localeRegion = { fr: 'fr-CA', en: 'en-CA' } as const

/** Open Graph locale identifiers. */
export const ogLocale = { fr: 'fr_CA', en: 'en_CA' } as const

/** The other supported locale (for the language switcher). */
export function otherLocale(l: Locale): Locale {
  return l === 'fr' ? 'en' : 'fr'
}
