import type { MediaRef } from '@/domain/localized'
import type { Messages, createTranslator } from 'use-intl/core'
import type { Locale } from '@/domain/locales'
import type { SiteScope } from '@/domain/site-people'
import type { SiteType } from '@/domain/site-voice'

/** next-intl's translator over the whole message tree: keys are checked against fr.json. */
export type Translator = ReturnType<typeof createTranslator<Messages, never>>

/** What every block renderer receives besides its own data. */
export type RenderContext = {
  locale: Locale
  variantId: string | null
  internalQuery: Record<string, string>
  /** The page URL's query as Next.js gives it (the search block reads its filters from it); absent outside a page request. */
  searchQuery?: Record<string, string | string[] | undefined>
  /** The site being rendered: blocks read its members, offices and listings only (decision 0025). */
  site: SiteScope
  siteName: string
  siteType: SiteType
  alternatePaths: { locale: Locale; path: string }[]
  /** Franchise logo of the site's brand version (light and dark), shown when a header asks or for agencies. */
  franchise: { light: MediaRef | null; dark: MediaRef | null } | null
  /** The site's logo for its brand version (spec 1 §1); null: each header and footer block shows its own. */
  brandLogo: { light: MediaRef | null; dark: MediaRef | null } | null
  poweredBy: { label: string; url: string } | null
  /** The route key of the page being rendered (e.g. 'properties'). */
  routeKey: string | null
  /** Edit mode (signed-in editor, ?edit=1): the page being edited and the strip's flags. */
  edit?: { pageId: number | string; colors: boolean; labels: import('./edit/EditStrip').EditLabels } | null
  /** Index of the block in its zone (the first block gets high fetch priority). */
  index: number
  t: Translator
}
