import type { Locale } from './locales'
import { routePaths } from './route-keys'

/**
 * A listing's public path under the properties page: `/proprietes/{slug}-{uls}` (fr) or
 * `/properties/{slug}-{uls}` (en) → the uls candidates (after the last dash, then the whole tail).
 */
export function listingTail(locale: Locale, path: string): string[] | null {
  const base = routePaths.properties[locale]
  if (!path.startsWith(`${base}/`)) return null
  let tail: string
  try {
    tail = decodeURIComponent(path.slice(base.length + 1))
  } catch {
    return null
  }
  if (!tail || tail.includes('/')) return null
  const dash = tail.lastIndexOf('-')
  return dash > 0 ? [tail.slice(dash + 1), tail] : [tail]
}
