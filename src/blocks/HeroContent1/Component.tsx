import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { MediaVideoLazy as MediaVideo } from '@/ui/lazy-islands'
import { RichText } from '@/ui/RichText'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'

export function HeroContent1({ block, ctx }: BlockProps<'hero_content_1'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const right = block.block_params.orientation_x === 'right'
  return (
    <div className={`hero1 container ${right ? 'hero1--reverse' : ''}`}>
      <div className="hero1__text">
        {tr(f.super_title, ctx.locale) ? <p className="eyebrow">{tr(f.super_title, ctx.locale)}</p> : null}
        <H className="hero1__title">{tr(f.main_title, ctx.locale)}</H>
        <RichText html={tr(f.description, ctx.locale)} className="hero1__lead" />
        <CtaList rows={f.cta_repeater} ctx={ctx} />
      </div>
      <div className="hero1__media">
        {f.media?.kind === 'video' ? (
          <MediaVideo
            video={f.media.video}
            locale={ctx.locale}
            labels={{
              title: tr(f.main_title, ctx.locale) ?? ctx.t('Media.videoTitle'),
              unsupported: ctx.t('Media.videoUnsupported'),
              play: ctx.t('Media.play'),
            }}
          />
        ) : (
          <MediaImage
            image={f.media?.image}
            locale={ctx.locale}
            priority={ctx.index === 0 ? 'high' : 'low'}
            sizes="(min-width: 992px) 50vw, 100vw"
            fill
          />
        )}
      </div>
    </div>
  )
}
