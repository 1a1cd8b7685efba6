import { FixedImage } from '@/ui/image/FixedImage'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { InView } from '@/ui/reveal/InView.client'
import { CtaList, headingTag } from '../shared'
import { isMedia, type BlockProps } from '../types'
import '../heroes.css'

const LOGO_HEIGHT = 64

/** Hero call-to-action (spec 2 §3, §4): its text fades in once the block enters the viewport. */
export function HeroCta({ block, ctx }: BlockProps<'hero_cta'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const title = tr(f.main_title, ctx.locale)
  const sub = tr(f.sub_title, ctx.locale)
  const under = tr(f.under_sub_title, ctx.locale)
  const inner = f.inner_color_scheme ? `scheme-${f.inner_color_scheme}` : ''
  return (
    <div className="hero-bg hero-cta" data-align="center" data-align-y={f.align_y === 'bottom' ? 'bottom' : 'center'}>
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
        <InView className={`hero-bg__text hero-cta__text reveal ${inner}`}>
          {isMedia(f.logo) ? (
            <FixedImage
              src={f.logo.url}
              alt={tr(f.logo.alt, ctx.locale) ?? ''}
              height={LOGO_HEIGHT}
              width={Math.round(((f.logo.width ?? 240) / (f.logo.height ?? 120)) * LOGO_HEIGHT)}
              className="hero-cta__logo"
            />
          ) : null}
          {title ? <H className="hero-bg__title">{title}</H> : null}
          {sub ? <p className="hero-cta__sub">{sub}</p> : null}
          {under ? <p className="hero-cta__under">{under}</p> : null}
          <CtaList rows={f.cta_repeater} ctx={ctx} />
        </InView>
      </div>
    </div>
  )
}
