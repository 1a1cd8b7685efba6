import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import type { LinkValue } from '@/ui/link-value'
import { MediaImage, type ImageValue } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag, type L } from '../shared'
import type { BlockProps } from '../types'

export type CtaFields = { main_title?: L; description?: L; cta?: LinkValue | null; bg_media?: ImageValue | null }

export function Cta({ block, ctx }: BlockProps<CtaFields>) {
  const f = block.fields
  const H = headingTag(ctx)
  const full = (block.block_params.orientation_x ?? 'full') === 'full'
  return (
    <div className={`cta-block ${full ? 'cta-block--full' : 'container'}`}>
      <div className="cta-block__bg" aria-hidden>
        <MediaImage image={f.bg_media} locale={ctx.locale} fill decorative />
      </div>
      <div className="cta-block__inner container">
        <H>{tr(f.main_title, ctx.locale)}</H>
        <PlainText text={tr(f.description, ctx.locale)} />
        <CmsLink link={f.cta} ctx={ctx} />
      </div>
    </div>
  )
}
