import { draftMode } from 'next/headers'
import { cache } from 'react'
import { resolvePage } from '@/data/resolve-page'
import { getSite } from '@/data/site-data'
import type { Locale } from '@/domain/locales'
import { pathOfSegments } from '@/domain/paths'

/** The localized path a catch-all route's segments name ("/proprietes/…"), each segment decoded. */
export const pathOf = pathOfSegments

/** Resolve once per request (shared by generateMetadata and the page). */
export const loadPage = cache(async (locale: Locale, segments: string[] | undefined) => {
  const { isEnabled: draft } = await draftMode()
  const path = pathOf(segments)
  const [result, site] = await Promise.all([resolvePage({ locale, path, draft }), getSite()])
  return { result, site, draft }
})
