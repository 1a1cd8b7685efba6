import { timingSafeEqual } from 'node:crypto'

/** Compared in constant time, so a wrong key's length of matching prefix does not leak. */
const same = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const CONTENT_HEADERS = ['x-header-api', 'x-site-api']

/** The content API (POST /api/page/{site_id}) is guarded by a key (X-Header-Api or X-Site-Api) from CONTENT_API_KEY. */
export function contentApiAuthorized(headers: Headers, expected = process.env.CONTENT_API_KEY ?? ''): boolean {
  if (!expected) return false
  return same(CONTENT_HEADERS.map((h) => headers.get(h)).find(Boolean) ?? '', expected)
}

export type SiteKeys = { microsite_id: string; site_key?: string | null }
export type KeyRefusal = { status: 401 | 403 | 404; message: string }

/**
 * The core API (/api/swc/{microsite_id}/…, spec 1 §7): X-Site-Key must be the site's key and the
 * path's microsite_id its microsite. Missing key → 401, unknown microsite → 404, wrong key → 403.
 * Null when allowed; the caller words the answer (JSON error, or a lead error in the visitor's language).
 */
export function siteKeyRefusal(headers: Headers, micrositeId: string, site: SiteKeys): KeyRefusal | null {
  const key = headers.get('x-site-key')
  if (!key) return { status: 401, message: 'Missing X-Site-Key header.' }
  if (micrositeId !== site.microsite_id)
    return { status: 404, message: `Unknown microsite: ${micrositeId.slice(0, 60)}` }
  if (!site.site_key || !same(key, site.site_key)) return { status: 403, message: 'Invalid X-Site-Key.' }
  return null
}
