import { NextResponse } from 'next/server'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import { securityHeaders } from '@/security/headers'
import { currentGeneration } from '@/infra/page-generation'
import { internalOrigin, tagSourcesOf } from './route-status-client'
import { NO_TAG_SOURCES, type TagSources } from '@/domain/site-tags'

/** Hosts known to name a site, per page-cache generation (a site's domains changing starts a new one). */
const known = new Map<string, string>()
const MAX_KNOWN = 10_000
/** The CSP sources of each known host's tags (issue 28), per generation too: a site's tags changing starts a new one. */
const tagsOfHost = new Map<string, { generation: string; tags: TagSources }>()

function keep(host: string, generation: string, tags: TagSources | null | undefined) {
  if (known.size >= MAX_KNOWN) {
    known.clear()
    tagsOfHost.clear()
  }
  known.set(host, generation)
  if (tags) tagsOfHost.set(host, { generation, tags })
}

/** A host names a site, names none, or could not be checked (the app did not answer). */
export type HostCheck = 'site' | 'none' | 'unchecked'

/**
 * Whether a host names a site: asked of the app over loopback (the proxy does not open the database),
 * remembered for known hosts only (unknown ones cannot grow the memory). A failed check lets the
 * request through uncached: the page's own render looks the site up again and answers 404 without
 * one, and nothing rendered for an unchecked host is kept in the page cache.
 */
export async function checkHost(
  host: string | null,
  port: string,
  internalHeaders: Record<string, string>,
): Promise<HostCheck> {
  if (!host) return 'none'
  // The shared generation with REDIS_URL (a domain removed on one instance is forgotten by all); null while Redis is
  // unreachable: then every host is asked about.
  const generation = await currentGeneration()
  if (generation !== null && known.get(host) === generation) return 'site'
  try {
    const res = await fetch(`${internalOrigin(port)}/api/route-status?site=1`, {
      cache: 'no-store',
      headers: { accept: 'application/json', ...internalHeaders },
    })
    if (!res.ok) return 'unchecked'
    const body = (await res.json()) as { site?: boolean; tags?: unknown }
    if (body.site === false) return 'none'
    if (generation !== null) keep(host, generation, tagSourcesOf(body.tags))
    return 'site'
  } catch {
    return 'unchecked'
  }
}

/** Whether this host is remembered as naming a site (no loopback call: null when it must be asked). */
export async function knownSite(host: string): Promise<boolean> {
  const generation = await currentGeneration()
  return generation !== null && known.get(host) === generation
}

/** Remember a host another call found naming a site (the status lookup answers that too), with its tags' sources. */
export async function rememberSite(host: string, tags?: TagSources | null) {
  const generation = await currentGeneration()
  if (generation === null) return
  keep(host, generation, tags)
}

/** The CSP sources of a known host's tags (none when the host is not known in this generation). */
export async function knownTagSources(host: string | null): Promise<TagSources> {
  if (!host) return NO_TAG_SOURCES
  const generation = await currentGeneration()
  const kept = tagsOfHost.get(host)
  return generation !== null && kept?.generation === generation ? kept.tags : NO_TAG_SOURCES
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The 404 of a host that names no site: plain HTML in the path's language (French by default), no site's chrome. */
export function noSitePage(lang: 'fr' | 'en', method: string) {
  const m = (lang === 'en' ? en : fr).Errors
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(m.siteNotFoundTitle)}</title></head><body><main><h1>${escape(m.siteNotFoundTitle)}</h1><p>${escape(m.siteNotFound)}</p></main></body></html>`
  const headers = new Headers(securityHeaders.map((h) => [h.key, h.value] as [string, string]))
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.set(
    'Content-Security-Policy',
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  )
  headers.set('Cache-Control', 'no-store')
  return new NextResponse(method === 'HEAD' ? null : html, { status: 404, headers })
}
