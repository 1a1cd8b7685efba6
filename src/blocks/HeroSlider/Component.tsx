import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'
import { HeroSliderLazy as HeroSliderClient } from './Lazy.client'
import '../heroes.css'

/**
 * Hero slider (spec 2 §3, §4, §9): slides of background image, title, description and calls to
 * action. With one slide it is a plain hero: no controls and no slider code.
 */
export function HeroSlider({ block, ctx }: BlockProps<'hero_slider'>) {
  const rows = (block.fields.slides_repeater ?? []).filter(
    (s) => tr(s.main_title, ctx.locale) || (s.bg_media?.media && typeof s.bg_media.media === 'object'),
  )
  if (!rows.length) return null
  const H = headingTag(ctx)
  const slides = rows.map((s, i) => {
    const title = tr(s.main_title, ctx.locale)
    // Only the first slide's title is the page heading; the others are h2 under it.
    const T = i === 0 ? H : 'h2'
    return (
      <div key={s.id ?? i} className="hero-bg hero-slider__content" data-align="left">
        <div className="hero-bg__media">
          <MediaImage
            image={s.bg_media}
            locale={ctx.locale}
            priority={ctx.index === 0 && i === 0 ? 'high' : 'low'}
            fill
            decorative
          />
        </div>
        <div className="hero-bg__inner container">
          <div className="hero-bg__text">
            {title ? <T className="hero-bg__title">{title}</T> : null}
            <PlainText text={tr(s.description, ctx.locale)} className="hero-bg__lead" />
            <CtaList rows={s.cta_repeater} ctx={ctx} />
          </div>
        </div>
      </div>
    )
  })
  if (slides.length === 1) return <div className="hero-slider">{slides[0]}</div>
  const total = slides.length
  const thumbs = rows.map((s, i) => (
    <span key={s.id ?? i} className="hero-slider__thumb">
      <MediaImage image={s.bg_media} locale={ctx.locale} sizes="160px" fill decorative />
      <span className="hero-slider__thumb-title">{tr(s.main_title, ctx.locale)}</span>
    </span>
  ))
  const labels = {
    region: tr(rows[0]?.main_title, ctx.locale) ?? ctx.t('HeroSlider.region'),
    slide: rows.map((_, i) => ctx.t('HeroSlider.slide', { n: i + 1, total })),
    goTo: rows.map((_, i) => ctx.t('HeroSlider.goTo', { n: i + 1, total })),
    next: ctx.t('HeroSlider.next'),
  }
  return (
    <div className="hero-slider">
      <HeroSliderClient slides={slides} thumbs={thumbs} labels={labels} />
    </div>
  )
}
