import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { RichText } from '@/ui/RichText'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'

export function ImageText({ block, ctx }: BlockProps<'image_text'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const reverse = block.block_params.orientation_x === 'right'
  return (
    <div className={`image-text container ${reverse ? 'image-text--reverse' : ''}`}>
      <div className="image-text__media">
        <MediaImage
          image={f.image}
          locale={ctx.locale}
          sizes="(min-width: 992px) 40vw, 100vw"
          priority={ctx.index === 0 ? 'high' : 'low'}
        />
      </div>
      <div className="image-text__text">
        {tr(f.super_title, ctx.locale) ? <p className="eyebrow">{tr(f.super_title, ctx.locale)}</p> : null}
        <H>{tr(f.main_title, ctx.locale)}</H>
        <RichText html={tr(f.description, ctx.locale)} />
        <CtaList rows={f.cta_repeater} ctx={ctx} />
      </div>
    </div>
  )
}
