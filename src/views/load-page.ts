import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { resolvePage } from '@/data/resolve-page'
import { RESOLUTION_HEADER, resolutionKey, takeResolution } from '@/data/resolution-memo'
import { siteOfRequest } from '@/data/site-data'
import type { Locale } from '@/domain/locales'
import { pathOfSegments } from '@/domain/paths'

/** The localized path a catch-all route's segments name ("/proprietes/…"), each segment decoded. */
export const pathOf = pathOfSegments

/**
 * Resolve once per request (shared by generateMetadata and the page), for the site of the request's host (none:
 * 404): the resolution /api/route-status made for the proxy when the proxy passed it on, else resolved here.
 * Memoized by the path's text: generateMetadata and the page each get their own segments array, and React's
 * cache() compares arrays by identity (keyed by the array, a page resolved twice per render).
 */
export const loadPage = (locale: Locale, segments: string[] | undefined) => loadPath(locale, pathOf(segments))

const loadPath = cache(async (locale: Locale, path: string) => {
  const { isEnabled: draft } = await draftMode()
  const site = await siteOfRequest()
  if (!site) return { result: { status: 404, page: null } as const, site, draft }
  const passed = takeResolution((await headers()).get(RESOLUTION_HEADER), resolutionKey(site.id, locale, path, draft))
  return { result: passed ?? (await resolvePage({ site, locale, path, draft })), site, draft }
})
