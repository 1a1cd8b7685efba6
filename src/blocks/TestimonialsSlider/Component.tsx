import { SLIDER_CARD_LINES } from '@/domain/catalogue'
import { CarouselLazy, TruncatedTestimonyLazy } from '@/ui/catalogue/Lazy.client'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { carouselLabels } from '../catalogue-labels'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { cssColour } from '@/domain/colour-value'

/** Testimonial card slider: coloured cards (bg_color_primary, text_color), each quote truncated at 10 lines with the testimony modal. */
export function TestimonialsSlider({ block, ctx }: BlockProps<'testimonials_slider'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const title = tr(f.main_title, ctx.locale)
  const rows = (f.testimonials_repeater ?? []).filter((r) => tr(r.description, ctx.locale))
  return (
    <div className="testimonials-slider container">
      {title ? <H>{title}</H> : null}
      {rows.length ? (
        <CarouselLazy
          label={title || ctx.t('Catalogue.testimonialsLabel')}
          labels={carouselLabels(ctx, rows.length)}
          className="carousel--three"
        >
          {rows.map((r, i) => {
            const name = tr(r.author_name, ctx.locale) ?? ''
            const colours = { background: cssColour(r.bg_color_primary), color: cssColour(r.text_color) }
            return (
              <blockquote key={r.id ?? i} className="slider-card" style={colours}>
                <TruncatedTestimonyLazy
                  lines={SLIDER_CARD_LINES}
                  text={tr(r.description, ctx.locale) ?? ''}
                  title={ctx.t('Catalogue.testimonyOf', { name })}
                  showMore={ctx.t('Catalogue.testimonyMore')}
                  close={ctx.t('Catalogue.close')}
                />
                <footer className="testimony__author">
                  <MediaImage image={r.author_avatar} locale={ctx.locale} sizes="56px" className="testimony__avatar" />
                  <span>
                    <strong>{name}</strong>
                    {tr(r.author_subtitle, ctx.locale) ? (
                      <span className="testimony__sub">{tr(r.author_subtitle, ctx.locale)}</span>
                    ) : null}
                  </span>
                </footer>
              </blockquote>
            )
          })}
        </CarouselLazy>
      ) : null}
    </div>
  )
}
