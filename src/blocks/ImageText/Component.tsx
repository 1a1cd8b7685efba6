import { tr } from '@/ui/l10n'
import { MediaImage, type ImageValue } from '@/ui/MediaImage'
import { RichText } from '@/ui/RichText'
import { CtaList, headingTag, type CtaRow, type L } from '../shared'
import type { BlockProps } from '../types'

export type ImageTextFields = { super_title?: L; main_title?: L; description?: L; image?: ImageValue | null; cta_repeater?: CtaRow[] | null }

export function ImageText({ block, ctx }: BlockProps<ImageTextFields>) {
  const f = block.fields
  const H = headingTag(ctx)
  const reverse = block.block_params.orientation_x === 'right'
  return (
    <div className={`image-text container ${reverse ? 'image-text--reverse' : ''}`}>
      <div className="image-text__media">
        <MediaImage image={f.image} locale={ctx.locale} sizes="(min-width: 992px) 40vw, 100vw" priority={ctx.index === 0 ? 'high' : 'low'} />
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
