import { timingSafeEqual } from 'node:crypto'
import { getSite } from '@/data/site-data'
import { fail } from './respond'

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Protected core calls (spec 1 §7): X-Site-Key must be the site's key and the path's microsite_id
 * its microsite. Missing key → 401, unknown microsite → 404, wrong key → 403. Null when allowed.
 */
export async function refuseUnlessSiteKey(headers: Headers, micrositeId: string) {
  const key = headers.get('x-site-key')
  if (!key) return fail(401, 'Missing X-Site-Key header.')
  const site = await getSite()
  if (micrositeId !== site.microsite_id) return fail(404, `Unknown microsite: ${micrositeId.slice(0, 60)}`)
  if (!site.site_key || !same(key, site.site_key)) return fail(403, 'Invalid X-Site-Key.')
  return null
}
