import type { ReactNode } from 'react'
import type { BlockData } from '@/domain/page-response'
import { RenderBlocks } from './RenderBlocks'
import type { RenderContext } from '@/ui/render-context'
import { ModalsHost } from '@/ui/modals/ModalsHost'
import { ConsentToolLazy } from '@/ui/consent/Lazy.client'
import { consentStrings } from '@/ui/consent/strings'
import { SiteProvider, type SiteState } from '@/ui/state/site'
import { VariantBar } from '@/ui/shell/VariantBar'
import { PageTransition } from '@/ui/shell/PageTransition'

type Props = {
  header: BlockData[]
  footer: BlockData[] | null
  ctx: Omit<RenderContext, 'index'>
  site: SiteState
  /** Changes from one page to the next: the main content's out-in transition. */
  pageKey: string
  children: ReactNode
}

/** Header blocks, main content, footer blocks (hidden when null), and the portals' host. */
export function SiteChrome({ header, footer, ctx, site, pageKey, children }: Props) {
  return (
    <SiteProvider value={site}>
      {site.variant ? (
        <VariantBar
          variant={site.variant}
          label={ctx.t('Shell.variant', { name: site.variant.name ?? '', id: site.variant.id })}
        />
      ) : null}
      <RenderBlocks blocks={header} ctx={ctx} zone="header" />
      <PageTransition id={pageKey}>
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
      </PageTransition>
      {footer ? <RenderBlocks blocks={footer} ctx={ctx} zone="footer" /> : null}
      <ModalsHost />
      <ConsentToolLazy strings={consentStrings(ctx.t as unknown as (key: string) => string)} />
    </SiteProvider>
  )
}
