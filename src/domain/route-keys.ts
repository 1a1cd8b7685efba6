import type { Locale } from './locales'

/** Hard-coded routes of spec 1 §2, by locale (path without the locale prefix). */
export const routePaths = {
  home: { fr: '/', en: '/' },
  contact: { fr: '/contact', en: '/contact' },
  properties: { fr: '/proprietes', en: '/properties' },
  terms: { fr: '/conditions-et-utilisation', en: '/terms-of-use' },
  privacy: { fr: '/politique-confidentialite', en: '/privacy-policy' },
  blog: { fr: '/blogue', en: '/blog' },
} as const satisfies Record<string, Record<Locale, string>>

export type RouteKey = keyof typeof routePaths
export const routeKeys = Object.keys(routePaths) as RouteKey[]

/** Full localized URL path of a hard-coded route, e.g. routeHref('properties', 'fr') → '/fr/proprietes'. */
export function routeHref(key: RouteKey, locale: Locale): string {
  const p = routePaths[key][locale]
  return p === '/' ? `/${locale}` : `/${locale}${p}`
}

/** Blog post URL: /en/blog/{slug}-{id} or /fr/blogue/{slug}-{id}. */
export function blogPostHref(locale: Locale, slug: string, id: string | number): string {
  return `${routeHref('blog', locale)}/${slug}-${id}`
}
