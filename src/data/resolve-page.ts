import { pickHeader } from '@/domain/header-choice'
import { isLocale, locales, type Locale } from '@/domain/locales'
import { joinLocalePath, normalizePath } from '@/domain/paths'
import type { Page } from '@/payload-types'
import type { Localized, PageResponse, PageResult } from '@/domain/page-response'
import { getPageByPath, getPageVariant } from './pages-data'
import { resolveListing } from './listing-page'
import { resolveBroker } from './broker-page'
import { resolvePost } from './post-page'
import { findRedirect, getTheme, getZoneBlocks, type SiteRecord } from './site-data'
import { siteScope } from '@/domain/site-people'
import { normalizeValue, toBlocks } from './to-block'
import { toSeo } from '@/domain/seo-data'
import { siteTypeOf } from '@/domain/site-voice'
import { thresholdOf, untranslatedOf } from './page-parity'

const shownOf = (page: Page, variant: Page | null) => variant ?? page

/** Every resolution is for one site (the request's host): its pages, redirects, header, footer and theme only. */
/** `preview`: the caller may see content variants (a signed-in editor, or the content API's key holder). */
export type ResolveInput = {
  site: SiteRecord
  locale: string
  path: string
  query?: Record<string, string>
  draft?: boolean
  preview?: boolean
}

const gone = { forbidden: 403, gone: 410 } as const

/**
 * The page resolver (spec 1 §3–§4): from a locale and a path to a status and, for pages that
 * render, the spec's page response. Used in-process by the site and by POST /api/page/{site_id}.
 */
export async function resolvePage({
  site,
  locale,
  path,
  query,
  draft = false,
  preview = draft,
}: ResolveInput): Promise<PageResult> {
  // bench/cold-page.mjs counts the resolutions of a cold page: one line each with TRACE_RESOLUTIONS=1.
  if (process.env.TRACE_RESOLUTIONS === '1') console.log(`[resolve] ${site.id} ${locale} ${path}`)
  if (!isLocale(locale)) return { status: 404, page: null }
  const clean = normalizePath(path)
  if (site.maintenance && !draft) return { status: 503, page: null }

  const redirect = await findRedirect(site.id, joinLocalePath(locale, clean))
  if (redirect) return { status: redirect.type, location: redirect.to }

  const page = await getPageByPath(site.id, locale, clean, draft)
  if (!page) {
    const build = (p: Page) => buildPageResponse(p, site, draft)
    const scope = siteScope(site)
    return (
      (await resolveListing(scope, locale, clean, draft, build)) ??
      (await resolveBroker(scope, locale, clean, draft, build)) ??
      (await resolvePost(site.id, locale, clean, draft, build)) ?? { status: 404, page: null }
    )
  }
  // A content variant is only ever previewed (spec 1 §6): visitors get a 404 at its own path and the page without ?variant.
  if (page.variant?.variant_of && !preview) return { status: 404, page: null }
  const blocked = gone[page.visibility as keyof typeof gone]
  if (blocked) return { status: blocked, page: null }
  const variant = preview && query?.variant ? await getPageVariant(site.id, page.id, query.variant, draft) : null
  return { status: 200, page: await buildPageResponse(page, site, draft, variant) }
}

/** The page's response; a previewed variant (a page of its own) gives the content, footer and variant bar. */
async function buildPageResponse(
  page: Page,
  site: SiteRecord,
  draft: boolean,
  variantPage: Page | null = null,
): Promise<PageResponse> {
  const [header, footer, theme] = await Promise.all([
    getZoneBlocks(site.id, 'header', draft),
    getZoneBlocks(site.id, 'footer', draft),
    getTheme(site.id),
  ])
  // A page not translated in a language (decision 0045) has no alternate there: no hreflang, the switch warns.
  const untranslated = await untranslatedOf(shownOf(page, variantPage), thresholdOf(site))
  // Payload's generated types give a localized field one language's value; read with locale 'all' it is { fr, en } (path, title).
  const paths = page.path as unknown as Localized
  const shown = variantPage ?? page
  const v = shown.variant
  const variant =
    v?.variant_of && v.variant_id ? { id: v.variant_id, name: v.name ?? null, color: v.color ?? null } : null
  // A variant without a footer of its own keeps the page's.
  const footerOverride = toBlocks(
    variantPage?.footer_override?.length ? variantPage.footer_override : page.footer_override,
  ).map((b) =>
    // A page's own footer is stored as `footer_page` (src/blocks/FooterClassic/config.ts): the contract's footer_classic.
    b.block_type === 'footer_page' ? { ...b, block_type: 'footer_classic' } : b,
  )
  return {
    content: toBlocks(shown.content),
    override: { footer: footerOverride.length ? footerOverride : null },
    header: pickHeader(header, page.header_choice),
    footer,
    seo: toSeo(normalizeValue(page.seo) as never),
    theme,
    metadata: {
      favicon: site.favicon_url,
      apple_icon: site.apple_icon_url,
      elements: (site.head_elements ?? []).map(({ id: _id, ...e }) => e),
      tags: [],
      brand_version: site.brand_version === '2' ? 2 : 1,
      contact_form: {
        show_consent: site.contact_form?.show_consent ?? true,
        contact_name: site.contact_form?.contact_name ?? null,
      },
      hide_footer: Boolean(shown.hide_footer) || page.route_key === 'properties',
      route_key: page.route_key ?? null,
      page_id: page.id,
    },
    variant,
    alternate_paths: locales
      .filter((l) => paths[l] && !untranslated.includes(l))
      .map((l: Locale) => ({ locale: l, path: joinLocalePath(l, paths[l] as string) })),
    title: page.title as unknown as Localized,
    production: Boolean(site.production),
    microsite_id: site.microsite_id,
    site_id: site.site_id,
    site_type: siteTypeOf(site.site_type),
    site_key: site.site_key ?? null,
    recaptcha: {
      site_key: site.captcha?.site_key || null,
      version: site.captcha?.version === '2' ? 2 : 3,
      enterprise: Boolean(site.captcha?.enterprise),
    },
    location: null,
  }
}
