import type { ThemeInput } from '@/domain/theme'
import type { Locale } from '@/domain/locales'
import type { Localized, MediaRef } from '@/domain/localized'
import type { SiteType } from './site-voice'

export type { Localized, MediaRef } from '@/domain/localized'

export type BlockParams = {
  /** A scheme name (`SchemeName`); an unknown one is kept and only warned about where rendered. */
  color_scheme?: string | null
  core_data?: Record<string, unknown> | null
  context_type?: string | null
  coords?: { lat?: number | null; lng?: number | null } | null
  bg_color_primary?: string | null
  bg_color_secondary?: string | null
  text_color?: string | null
  orientation_x?: string | null
}

/** The block contract: missing parts default to empty objects. */
export type BlockData<F extends object = Record<string, unknown>> = {
  id?: string
  block_type: string
  block_params: BlockParams
  fields: F
}

export type SeoData = {
  global: { title: Localized; description: Localized }
  facebook: { og_title: Localized; og_description: Localized; og_image: MediaRef | null }
  twitter: { title: Localized; description: Localized }
  canonical_url: Localized
  robots_index_rule: string
}

export type HeadElement = {
  tag: 'meta' | 'link'
  name?: string | null
  content?: string | null
  rel?: string | null
  href?: string | null
}

/** The spec's page response (spec 1 §3, §7): what POST /api/page/{site_id} returns. */
export type PageResponse = {
  content: BlockData[]
  /** The content's override (spec 1 §3): a footer of this page's own replaces the site's (null: the site's). */
  override: { footer: BlockData[] | null }
  header: BlockData[]
  footer: BlockData[]
  seo: SeoData
  theme: ThemeInput
  metadata: {
    favicon: string | null
    /** The brand version's home-screen icon (apple-touch-icon). */
    apple_icon: string | null
    elements: HeadElement[]
    tags: string[]
    brand_version: 1 | 2
    contact_form: { show_consent: boolean; contact_name: string | null }
    hide_footer: boolean
    route_key: string | null
    page_id: number | string
  }
  variant: { id: string; name: string | null; color: string | null } | null
  alternate_paths: { locale: Locale; path: string }[]
  title: Localized
  production: boolean
  microsite_id: string
  site_id: string
  site_type: SiteType
  site_key: string | null
  recaptcha: { site_key: string | null; version: 2 | 3; enterprise: boolean }
  location: string | null
}

/** Outcome of resolving a path: the status decides what the visitor sees (spec 1 §4). */
export type PageResult =
  | { status: 200; page: PageResponse; location?: null }
  | { status: 301 | 302; location: string | null }
  | { status: number; page?: PageResponse | null; location?: null }

/**
 * The request header that takes a resolution from /api/route-status to the page render that follows it (a token
 * of src/data/resolution-memo.ts); the proxy drops a client's and sets its own.
 */
export const RESOLUTION_HEADER = 'x-page-resolution'
