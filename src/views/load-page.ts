import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { resolvePage } from '@/data/resolve-page'
import { RESOLUTION_HEADER, resolutionKey, takeResolution } from '@/data/resolution-memo'
import { siteOfRequest } from '@/data/site-data'
import { currentEditor } from '@/data/editor-session'
import type { Locale } from '@/domain/locales'
import { pathOfSegments } from '@/domain/paths'

/** The localized path a catch-all route's segments name ("/proprietes/…"), each segment decoded. */
export const pathOf = pathOfSegments

/** The ?variant= of a page URL: previewed only by a signed-in editor (or in draft mode). */
export const variantParam = (sp: Record<string, string | string[] | undefined>) =>
  typeof sp.variant === 'string' && sp.variant ? sp.variant : null

/**
 * Resolve once per request (shared by generateMetadata and the page), for the site of the request's host (none:
 * 404): the resolution /api/route-status made for the proxy when the proxy passed it on, else resolved here.
 * Memoized by the path's text: generateMetadata and the page each get their own segments array, and React's
 * cache() compares arrays by identity (keyed by the array, a page resolved twice per render).
 * A content variant is previewed only by an editor (spec 1 §6): the CMS session is read only when one is asked for,
 * and its page is always resolved here (the proxy's resolution knows no variant).
 */
export const loadPage = (locale: Locale, segments: string[] | undefined, variant: string | null = null) =>
  loadPath(locale, pathOf(segments), variant)

const loadPath = cache(async (locale: Locale, path: string, variant: string | null) => {
  const { isEnabled: draft } = await draftMode()
  const site = await siteOfRequest()
  if (!site) return { result: { status: 404, page: null } as const, site, draft }
  if (variant === null) {
    const passed = takeResolution((await headers()).get(RESOLUTION_HEADER), resolutionKey(site.id, locale, path, draft))
    return { result: passed ?? (await resolvePage({ site, locale, path, draft })), site, draft }
  }
  const preview = draft || Boolean(await currentEditor())
  const result = await resolvePage({ site, locale, path, draft, preview, query: { variant } })
  return { result, site, draft }
})
