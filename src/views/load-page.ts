import { draftMode } from 'next/headers'
import { cache } from 'react'
import { resolvePage } from '@/data/resolve-page'
import { siteOfRequest } from '@/data/site-data'
import type { Locale } from '@/domain/locales'
import { pathOfSegments } from '@/domain/paths'

/** The localized path a catch-all route's segments name ("/proprietes/…"), each segment decoded. */
export const pathOf = pathOfSegments

/** Resolve once per request (shared by generateMetadata and the page), for the site of the request's host (none: 404). */
export const loadPage = cache(async (locale: Locale, segments: string[] | undefined) => {
  const { isEnabled: draft } = await draftMode()
  const path = pathOf(segments)
  const site = await siteOfRequest()
  const result = site ? await resolvePage({ site, locale, path, draft }) : ({ status: 404, page: null } as const)
  return { result, site, draft }
})
