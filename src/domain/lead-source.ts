import { listingTail } from './listing-path'
import { isLocale } from './locales'

/**
 * Where a lead was sent from, from its request's Referer: the page's path (query and fragment left
 * out, at most 500 characters), and the listing's key when that page is a listing's. Nothing for a
 * missing or unreadable Referer, or one from another site than the one the lead is for.
 */
export function leadSource(
  referer: string | null | undefined,
  siteHosts: readonly string[],
): { path: string | null; listing: string | null } {
  const none = { path: null, listing: null }
  if (!referer) return none
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return none
  }
  if (!/^https?:$/.test(url.protocol) || !siteHosts.includes(url.hostname)) return none
  const path = url.pathname.slice(0, 500)
  const [, locale, ...rest] = path.split('/')
  const tail = isLocale(locale) ? listingTail(locale, `/${rest.join('/')}`) : null
  return { path, listing: tail?.[0] ?? null }
}
