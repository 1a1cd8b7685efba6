import { timingSafeEqual } from 'node:crypto'

const HEADERS = ['x-header-api', 'x-site-api']

/** The content API is guarded by a key (X-Header-Api or X-Site-Api) from CONTENT_API_KEY. */
export function contentApiAuthorized(headers: Headers, expected = process.env.CONTENT_API_KEY ?? ''): boolean {
  if (!expected) return false
  const given = HEADERS.map((h) => headers.get(h)).find(Boolean) ?? ''
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
