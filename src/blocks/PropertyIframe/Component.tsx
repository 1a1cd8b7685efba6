import { headers } from 'next/headers'
import { siteOrigin } from '@/security/public-origin'
import { allowedIframeOrigins, buildIframeUrl, iframeOrigin } from '@/domain/property-iframe'
import { asText } from '@/domain/text'
import { tr } from '@/ui/l10n'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { PropertyIframeLazy as PropertyIframeClient } from './Lazy.client'

type CoreData = { iframeUrl?: unknown; iframeQueryParams?: unknown }
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Third-party real-estate iframe: core_data.iframeUrl (per locale), query defaults model v5, pub 0,
 * desjPub 0, desjCalc 0 and shareUrl = this page's full URL, overridden by core_data.iframeQueryParams.
 * Only origins allowed by PROPERTY_IFRAME_ORIGINS (also in the CSP's frame-src) are embedded.
 */
export async function PropertyIframe({ block, ctx }: BlockProps<'property_iframe'>) {
  const core = (block.block_params.core_data ?? {}) as CoreData
  const base =
    typeof core.iframeUrl === 'string' ? core.iframeUrl : isObj(core.iframeUrl) ? core.iframeUrl[ctx.locale] : null
  const shareUrl = `${siteOrigin()}${(await headers()).get('x-url') ?? `/${ctx.locale}`}`
  const params = isObj(core.iframeQueryParams)
    ? (core.iframeQueryParams as Record<string, string | number | boolean | null>)
    : null
  const src = buildIframeUrl(typeof base === 'string' ? base : null, shareUrl, params, allowedIframeOrigins())
  const heading = tr(block.fields.main_title, ctx.locale)
  const title = heading || ctx.t('PropertyBlocks.iframeTitle')
  const H = headingTag(ctx)
  if (!src) {
    if (base) console.warn(`property_iframe: ${asText(base)} is not an allowed iframe origin (PROPERTY_IFRAME_ORIGINS)`)
    return (
      <div className="container property-iframe__unavailable">
        {heading ? <H>{heading}</H> : null}
        <p>{ctx.t('PropertyBlocks.iframeUnavailable')}</p>
      </div>
    )
  }
  return (
    <>
      {heading ? <H className="container property-iframe__title">{heading}</H> : null}
      <PropertyIframeClient src={src} origin={iframeOrigin(src)!} title={title} />
    </>
  )
}
