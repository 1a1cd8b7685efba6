import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

export function Cta({ block, ctx }: BlockProps<'cta'>) {
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
