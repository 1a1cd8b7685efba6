import 'server-only'
import { headers } from 'next/headers'
import { requestSiteHost } from '@/access/site-scope'
import { siteHostOf } from '@/domain/site-host'
import type { ThemeInput } from '@/domain/theme'
import type { Site } from '@/payload-types'
import { cached } from '@/infra/cache'
import type { BlockData } from '@/domain/page-response'
import { payloadClient } from './payload'
import { toBlocks, toMediaRef } from './to-block'

const ALL = 'all' as 'fr'

/** A site with the icons of its brand version (spec 1 §1: the flag picks the logo and favicon sets). */
export type SiteRecord = Site & { favicon_url: string | null; apple_icon_url: string | null }

const mediaUrl = (m: unknown) => (typeof m === 'object' && m ? toMediaRef(m as never).url : null)

/** The brand version's favicon (the site's single favicon when the set has none) and home-screen icon. */
export function brandIcons(site: Pick<Site, 'brand_version' | 'favicon' | 'favicon_sets'>) {
  const v2 = site.brand_version === '2'
  const set = site.favicon_sets
  return {
    favicon_url: mediaUrl(v2 ? set?.v2_icon : set?.v1_icon) ?? mediaUrl(site.favicon),
    apple_icon_url: mediaUrl(v2 ? set?.v2_apple : set?.v1_apple),
  }
}
export type SiteId = SiteRecord['id']

/**
 * Every domain the sites list, one cached entry (tag `sites`): a host outside it is answered without
 * a query and without a cache entry of its own, so hosts naming no site cannot fill the data cache
 * (in memory, or Redis shared by every instance).
 */
const siteDomains = cached(
  async (): Promise<string[]> => {
    const payload = await payloadClient()
    const r = await payload.find({
      collection: 'sites',
      depth: 0,
      overrideAccess: true,
      pagination: false,
      select: { domains: true },
    })
    return r.docs.flatMap((s) => (s.domains ?? []).map((d) => d.domain))
  },
  'site-domains',
  ['sites'],
)

/** The site whose domains list this host (normalized by src/domain/site-host.ts), or null. */
export async function getSiteByHost(host: string): Promise<SiteRecord | null> {
  return (await siteDomains()).includes(host) ? siteOfKnownHost(host) : null
}

const siteOfKnownHost = cached(
  async (host: string): Promise<SiteRecord | null> => {
    const payload = await payloadClient()
    const r = await payload.find({
      collection: 'sites',
      where: { 'domains.domain': { equals: host } },
      limit: 1,
      depth: 1,
      overrideAccess: true,
      pagination: false,
    })
    const site = r.docs[0]
    if (!site) return null
    return { ...site, ...brandIcons(site) }
  },
  'site-by-host',
  ['sites'],
)

/**
 * The site a request is for (its host), or null when the host names no site. From a route handler's
 * request (its URL's host when it carries no Host header), its headers, or the current request's.
 */
export async function siteOfRequest(source?: Request | Headers): Promise<SiteRecord | null> {
  const host =
    source instanceof Request
      ? (requestSiteHost(source.headers) ?? siteHostOf(new URL(source.url).host))
      : requestSiteHost(source ?? (await headers()))
  return host ? getSiteByHost(host) : null
}

/** The site of this request; only for views reached after the proxy turned unknown hosts away. */
export async function requireSite(requestHeaders?: Headers): Promise<SiteRecord> {
  const site = await siteOfRequest(requestHeaders)
  if (!site) throw new Error('No site for this host (the proxy answers 404 before rendering).')
  return site
}

export const getZoneBlocks = cached(
  async (site: SiteId, slug: 'header' | 'footer', draft: boolean): Promise<BlockData[]> => {
    const payload = await payloadClient()
    const r = await payload.find({
      collection: slug,
      where: { tenant: { equals: site } },
      locale: ALL,
      depth: 1,
      draft,
      limit: 1,
      overrideAccess: true,
      pagination: false,
    })
    return toBlocks(r.docs[0]?.blocks)
  },
  'zone',
  ['header', 'footer'],
)

/** A site's theme document as stored, uncached (getTheme caches what the site renders from it). */
export async function findThemeDoc(site: SiteId) {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'theme',
    where: { tenant: { equals: site } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    pagination: false,
  })
  return r.docs[0]
}

export const getTheme = cached(
  async (site: SiteId): Promise<ThemeInput> => {
    const t = await findThemeDoc(site)
    const schemes: Record<string, Record<string, string>> = {}
    for (const row of t?.color_schemes ?? []) (schemes[row.scheme] ??= {})[row.role] = row.color
    return {
      preset: t?.preset ?? 'blue',
      colors: Object.fromEntries((t?.colors ?? []).map((c) => [c.name, c.value])),
      border_radius: t?.border_radius ?? null,
      fonts: t?.fonts ?? null,
      color_schemes: schemes,
    }
  },
  'theme',
  ['theme'],
)

export const findRedirect = cached(
  async (site: SiteId, from: string) => {
    const payload = await payloadClient()
    const r = await payload.find({
      collection: 'redirects',
      where: { and: [{ from: { equals: from } }, { tenant: { equals: site } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = r.docs[0]
    return doc ? { to: doc.to || null, type: Number(doc.type) as 301 | 302 } : null
  },
  'redirect',
  ['redirects'],
)
