import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { RichText } from '@/ui/RichText'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'
import '../heroes.css'

/** Hero content 2 (spec 2 §3): text over a background image, placed left, right or centre. */
export function HeroContent2({ block, ctx }: BlockProps<'hero_content_2'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const x = block.block_params.orientation_x
  const align = x === 'right' || x === 'center' ? x : 'left'
  const title = tr(f.main_title, ctx.locale)
  return (
    <div className="hero-bg hero2" data-align={align}>
      <div className="hero-bg__media">
        <MediaImage
          image={f.bg_media}
          locale={ctx.locale}
          priority={ctx.index === 0 ? 'high' : 'low'}
          fill
          decorative
        />
      </div>
      <div className="hero-bg__inner container">
        <div className="hero-bg__text">
          {title ? <H className="hero-bg__title">{title}</H> : null}
          <RichText html={tr(f.description, ctx.locale)} className="hero-bg__lead" />
          <CtaList rows={f.cta_repeater} ctx={ctx} />
        </div>
      </div>
    </div>
  )
}
