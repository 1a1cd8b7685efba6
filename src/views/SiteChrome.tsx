import type { CSSProperties, ReactNode } from 'react'
import type { BlockData } from '@/domain/page-response'
import { RenderBlocks } from './RenderBlocks'
import type { RenderContext } from '@/ui/render-context'
import { ModalsHost } from '@/ui/modals/ModalsHost'
import { ConsentToolLazy } from '@/ui/consent/Lazy.client'
import { consentStrings } from '@/ui/consent/strings'
import { consentVersion } from '@/domain/site-tags'
import { CONSENT_WORDING } from '@/ui/consent/wording'
import { SiteProvider, type SiteState } from '@/ui/state/site'
import { VariantBar } from '@/ui/shell/VariantBar'
import { PageTransition } from '@/ui/shell/PageTransition'

type Props = {
  header: BlockData[]
  footer: BlockData[] | null
  /** Custom properties for the footer zone (how far the last content block sinks into it). */
  footerStyle?: CSSProperties
  ctx: Omit<RenderContext, 'index'>
  site: SiteState
  /** Changes from one page to the next: the main content's out-in transition. */
  pageKey: string
  children: ReactNode
}

/**
 * Header blocks, main content, footer blocks (hidden when null), the portals' host, the consent tool with the
 * version of the choices it asks, and the site's own tags (only on a site that has some).
 */
export function SiteChrome({ header, footer, footerStyle, ctx, site, pageKey, children }: Props) {
  return (
    <SiteProvider value={site}>
      {site.variant ? (
        <VariantBar
          variant={site.variant}
          label={ctx.t('Shell.variant', { name: site.variant.name ?? '', id: site.variant.id })}
          region={ctx.t('Shell.variantRegion')}
          exit={{
            href: site.alternatePaths.find((p) => p.locale === ctx.locale)?.path ?? `/${ctx.locale}`,
            label: ctx.t('Shell.variantExit'),
          }}
        />
      ) : null}
      <RenderBlocks blocks={header} ctx={ctx} zone="header" />
      <PageTransition id={pageKey}>
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
      </PageTransition>
      {footer ? (
        <div className="footer-zone" style={{ display: 'contents', ...footerStyle }}>
          <RenderBlocks blocks={footer} ctx={ctx} zone="footer" />
        </div>
      ) : null}
      <ModalsHost />
      {/* next-intl types its translator by message key; consentStrings looks its keys up as plain strings. */}
      <div hidden data-consent-version={consentVersion(site.tags, CONSENT_WORDING)} />
      <ConsentToolLazy
        strings={consentStrings(ctx.t as unknown as (key: string) => string)}
        tags={site.tags}
        site={site.siteId}
      />
    </SiteProvider>
  )
}
