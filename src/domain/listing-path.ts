import type { Locale } from './locales'
import { keyOfToken, keyToken } from './listing-key'
import { routePaths } from './route-keys'
import { slugify } from './slug'

/**
 * A listing's public path: `/fr/proprietes/{slug}-{token}` or `/en/properties/{slug}-{token}`, where
 * the slug is the address (words and dashes, possibly empty) and the token the ListingKey written by
 * keyToken (no dash in it): any key, dashes, slashes or accents included, parses back.
 */
export function listingHref(locale: Locale, listing: { street: string; city: string | null; uls: string }): string {
  const slug = slugify(`${listing.street} ${listing.city ?? ''}`)
  return `/${locale}${routePaths.properties[locale]}/${slug ? `${slug}-` : ''}${keyToken(listing.uls)}`
}

/** An older listing URL ended with the key as it was: letters, digits and _ (read only when the token is no key's canonical token). */
const LEGACY_KEY = /^[A-Za-z0-9_]+$/

/**
 * The ListingKey a path under the properties page names (locale prefix removed), as a list: the key
 * of its last token, or for an older URL that token as it was. Null when the path is not a listing's.
 */
export function listingTail(locale: Locale, path: string): string[] | null {
  const base = routePaths.properties[locale]
  if (!path.startsWith(`${base}/`)) return null
  const tail = path.slice(base.length + 1)
  if (!tail || tail.includes('/')) return null
  const token = tail.slice(tail.lastIndexOf('-') + 1)
  const key = keyOfToken(token)
  if (key !== null) return [key]
  return LEGACY_KEY.test(token) ? [token] : null
}
