import 'server-only'
import type { ThemeInput } from '@/domain/theme'
import { cached } from './cache'
import type { BlockData } from './page-response'
import { payloadClient } from './payload'
import { toBlocks, toMediaRef } from './to-block'

const ALL = 'all' as 'fr'

export const getSite = cached(
  async () => {
    const payload = await payloadClient()
    const site = await payload.findGlobal({ slug: 'site', depth: 1 })
    const favicon = typeof site.favicon === 'object' && site.favicon ? toMediaRef(site.favicon as never).url : null
    return { ...site, favicon_url: favicon }
  },
  'site',
  ['site'],
)
export type SiteRecord = Awaited<ReturnType<typeof getSite>>

export const getZoneBlocks = cached(
  async (slug: 'header' | 'footer', draft: boolean): Promise<BlockData[]> => {
    const payload = await payloadClient()
    const zone = await payload.findGlobal({ slug, locale: ALL, depth: 1, draft })
    return toBlocks(zone.blocks)
  },
  'zone',
  ['header', 'footer'],
)

export const getTheme = cached(
  async (): Promise<ThemeInput> => {
    const payload = await payloadClient()
    const t = await payload.findGlobal({ slug: 'theme', depth: 0 })
    const schemes: Record<string, Record<string, string>> = {}
    for (const row of t.color_schemes ?? []) (schemes[row.scheme] ??= {})[row.role] = row.color
    return {
      preset: t.preset ?? 'blue',
      colors: Object.fromEntries((t.colors ?? []).map((c) => [c.name, c.value])),
      border_radius: t.border_radius ?? null,
      fonts: t.fonts ?? null,
      color_schemes: schemes,
    }
  },
  'theme',
  ['theme'],
)

export const findRedirect = cached(
  async (from: string) => {
    const payload = await payloadClient()
    const r = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, overrideAccess: true })
    const doc = r.docs[0]
    return doc ? { to: doc.to || null, type: Number(doc.type) as 301 | 302 } : null
  },
  'redirect',
  ['redirects'],
)
