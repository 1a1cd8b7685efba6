import type { Localized, MediaRef, SeoData } from './page-response'

type StoredSeo = {
  title?: Localized
  description?: Localized
  og_title?: Localized
  og_description?: Localized
  og_image?: MediaRef | null
  twitter_title?: Localized
  twitter_description?: Localized
  canonical_url?: Localized
  robots_index_rule?: string | null
} | null

/** Stored SEO fields → the spec's seo payload (global, facebook, twitter, canonical, robots). */
export function toSeo(s: StoredSeo): SeoData {
  const v = s ?? {}
  return {
    global: { title: v.title ?? {}, description: v.description ?? {} },
    facebook: {
      og_title: v.og_title ?? {},
      og_description: v.og_description ?? {},
      og_image: typeof v.og_image === 'object' ? (v.og_image ?? null) : null,
    },
    twitter: { title: v.twitter_title ?? {}, description: v.twitter_description ?? {} },
    canonical_url: v.canonical_url ?? {},
    robots_index_rule: v.robots_index_rule || 'index,follow',
  }
}
