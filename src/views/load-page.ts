import { draftMode } from 'next/headers'
import { cache } from 'react'
import { resolvePage } from '@/data/resolve-page'
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
 * Resolve once per request (shared by generateMetadata and the page), for the site of the request's host (none: 404).
 * A content variant is previewed only by an editor (spec 1 §6): the CMS session is read only when one is asked for.
 */
export const loadPage = cache(async (locale: Locale, segments: string[] | undefined, variant: string | null = null) => {
  const { isEnabled: draft } = await draftMode()
  const path = pathOf(segments)
  const site = await siteOfRequest()
  const preview = draft || (variant !== null && Boolean(await currentEditor()))
  const query = variant !== null ? { variant } : undefined
  const result = site
    ? await resolvePage({ site, locale, path, draft, preview, query })
    : ({ status: 404, page: null } as const)
  return { result, site, draft }
})
