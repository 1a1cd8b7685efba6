import { getTranslations } from 'next-intl/server'
import type { PageResponse } from '@/domain/page-response'
import type { SiteRecord } from '@/data/site-data'
import { toMediaRef } from '@/data/to-block'
import type { Locale } from '@/domain/locales'
import { siteScope } from '@/domain/site-people'
import { siteTypeOf } from '@/domain/site-voice'
import { siteTags } from '@/domain/site-tags'
import type { RenderContext } from '@/ui/render-context'
import type { SiteState } from '@/ui/state/site'

type Obj = Record<string, unknown>
const media = (v: unknown) => (v && typeof v === 'object' ? toMediaRef(v as Obj) : null)

/** The render context shared by every block of a request. */
export async function buildRenderContext(
  locale: Locale,
  site: SiteRecord,
  page: Pick<PageResponse, 'alternate_paths' | 'variant' | 'metadata'> | null,
  internalQuery: Record<string, string> = {},
): Promise<Omit<RenderContext, 'index'>> {
  const t = await getTranslations({ locale })
  const v2 = site.brand_version === '2'
  const logos = site.franchise_logos
  const light = media(v2 ? logos?.v2_light : logos?.v1_light)
  const dark = media(v2 ? logos?.v2_dark : logos?.v1_dark)
  const brand = site.brand_logos
  const brandLight = media(v2 ? brand?.v2_light : brand?.v1_light)
  const brandDark = media(v2 ? brand?.v2_dark : brand?.v1_dark)
  return {
    locale,
    t,
    variantId: page?.variant?.id ?? null,
    internalQuery,
    site: siteScope(site),
    siteName: site.name,
    siteType: siteTypeOf(site.site_type),
    alternatePaths: page?.alternate_paths ?? [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
    franchise: light || dark ? { light, dark } : null,
    brandLogo: brandLight || brandDark ? { light: brandLight, dark: brandDark } : null,
    poweredBy:
      site.powered_by?.label && site.powered_by.url ? { label: site.powered_by.label, url: site.powered_by.url } : null,
    routeKey: page?.metadata.route_key ?? null,
  }
}

/** What the browser needs (firstLoadData and friends). Never includes secrets. */
export function buildSiteState(locale: Locale, site: SiteRecord, page: PageResponse | null): SiteState {
  return {
    locale,
    siteName: site.name,
    siteId: site.site_id,
    micrositeId: site.microsite_id,
    siteKey: site.site_key ?? null,
    siteType: siteTypeOf(site.site_type),
    brandVersion: site.brand_version === '2' ? 2 : 1,
    production: Boolean(site.production),
    recaptcha: {
      site_key: site.captcha?.site_key || null,
      version: site.captcha?.version === '2' ? 2 : 3,
      enterprise: Boolean(site.captcha?.enterprise),
    },
    contactForm: {
      show_consent: site.contact_form?.show_consent ?? true,
      contact_name: site.contact_form?.contact_name ?? null,
    },
    alternatePaths: page?.alternate_paths ?? [],
    variant: page?.variant ?? null,
    contact: {
      phone: site.contact?.phone_display ?? null,
      phoneIntl: site.contact?.phone_intl ?? null,
      email: site.contact?.email ?? null,
    },
    tags: siteTags(site.tags),
  }
}
