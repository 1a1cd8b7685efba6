import type { Payload, PayloadRequest, Where } from 'payload'
import { siteHostOf } from '@/domain/site-host'
import { isSignedSiteHost, SITE_HOST_SIGNATURE_HEADER, signSiteHost } from '@/security/site-host-signature'

/** The header the proxy sets to the site's host on every request it passes on (src/proxy.ts), signed. */
export const SITE_HOST_HEADER = 'x-site-host'

/**
 * The host a request was addressed to, the one way every route, view and access rule reads it: the
 * proxy's X-Site-Host when its signature holds (src/security/site-host-signature.ts), else Host. A
 * client's own X-Site-Host (unsigned, or signed for another host) is ignored (decision 0023).
 */
export function requestSiteHost(headers: Headers | undefined | null): string | null {
  const claimed = headers?.get(SITE_HOST_HEADER) ?? null
  if (claimed && isSignedSiteHost(claimed, headers?.get(SITE_HOST_SIGNATURE_HEADER) ?? null)) return siteHostOf(claimed)
  return siteHostOf(headers?.get('host'))
}

/** The headers that tell the app which site a request is for: X-Site-Host and its signature. */
export const siteHostHeaders = (host: string): Record<string, string> => ({
  [SITE_HOST_HEADER]: host,
  [SITE_HOST_SIGNATURE_HEADER]: signSiteHost(host),
})

/** A relationship value (id or populated document) as its id. */
export const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: number | string }).id
    : ((value as number | string | null | undefined) ?? null)

/** The id of the site listing this domain, or null. */
export async function siteIdForHost(payload: Payload, host: string | null): Promise<number | string | null> {
  if (!host) return null
  const r = await payload.find({
    collection: 'sites',
    where: { 'domains.domain': { equals: host } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: {},
  })
  return r.docs[0]?.id ?? null
}

/** Visitors (no editor signed in) read only the documents of the site their request's host names. */
export async function hostSiteScope(req: PayloadRequest, field: string): Promise<Where> {
  const id = await siteIdForHost(req.payload, requestSiteHost(req.headers))
  return id === null ? { id: { exists: false } } : { [field]: { equals: id } }
}
