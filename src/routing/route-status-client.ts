import type { TagSources } from '@/domain/site-tags'

/**
 * The resolver's answer for a path: its status and redirect; `site` false when the host names no site, null when
 * the app could not be asked; `resolution`, the token of the resolution kept for the render (src/data/resolution-memo.ts).
 */
export type RouteStatus = {
  status: number
  location: string | null
  site?: boolean | null
  resolution?: string | null
  /** The CSP sources of the site's tags (issue 28), when the app answered them. */
  tags?: TagSources | null
}

const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every((s) => typeof s === 'string') ? v : null)

/** The tags' sources as the app answered them, or null when absent or malformed. */
export function tagSourcesOf(v: unknown): TagSources | null {
  if (typeof v !== 'object' || v === null) return null
  const o = v as Record<string, unknown>
  const script = strings(o.script)
  const connect = strings(o.connect)
  const frame = strings(o.frame)
  return script && connect && frame ? { script, connect, frame } : null
}

export const internalOrigin = (port?: string) =>
  process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || port || 3000}`

/**
 * Ask the app's own resolver (over loopback, cached there) which status a localized path has, and whether the
 * host names a site, in one call. With a draft-mode cookie, the cookie goes along: the route checks it the way
 * draft mode does, so a forged `__prerender_bypass` gets the published status.
 */
export async function routeStatus(
  locale: string,
  path: string,
  port?: string,
  draftCookie: string | null = null,
  internal: Record<string, string> = {},
): Promise<RouteStatus> {
  try {
    const url = `${internalOrigin(port)}/api/route-status?locale=${encodeURIComponent(locale)}&path=${encodeURIComponent(path)}`
    const headers: Record<string, string> = { accept: 'application/json', ...internal }
    if (draftCookie) headers.cookie = draftCookie
    const res = await fetch(url, { cache: 'no-store', headers })
    if (!res.ok) return { status: 500, location: null, site: null }
    const body = (await res.json()) as Partial<RouteStatus>
    return {
      status: typeof body.status === 'number' ? body.status : 500,
      location: body.location ?? null,
      site: body.site !== false,
      resolution: typeof body.resolution === 'string' ? body.resolution : null,
      tags: tagSourcesOf(body.tags),
    }
  } catch {
    return { status: 500, location: null, site: null }
  }
}
