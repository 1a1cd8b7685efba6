import { BROKER_TESTIMONIALS_AUTOPLAY_MS, BROKER_TESTIMONY_LINES } from '@/domain/catalogue'
import { CarouselLazy, TruncatedTestimonyLazy } from '@/ui/catalogue/Lazy.client'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { carouselLabels } from '../catalogue-labels'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { cssColour } from '@/domain/colour-value'

/**
 * Broker testimonials: an image beside a carousel of testimonies (autoplay 5000 ms), each truncated
 * at 7 lines with "show more" opening the testimony modal. Image on the right by default.
 */
export function BrokerTestimonials({ block, ctx }: BlockProps<'broker_testimonials'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const title = tr(f.main_title, ctx.locale)
  const rows = (f.testimonials_repeater ?? []).filter((r) => tr(r.description, ctx.locale))
  const side = block.block_params.orientation_x === 'left' ? 'left' : 'right'
  const highlight = cssColour(f.highlight_color)
  const accent = highlight ? { ['--testimony-accent' as string]: highlight } : undefined
  return (
    <div className={`broker-testimonials broker-testimonials--${side} container`} style={accent}>
      <div className="broker-testimonials__media">
        <MediaImage image={f.image} locale={ctx.locale} sizes="(min-width: 992px) 40vw, 100vw" />
      </div>
      <div className="broker-testimonials__body">
        {title ? <H>{title}</H> : null}
        {rows.length ? (
          <CarouselLazy
            label={title || ctx.t('Catalogue.testimonialsLabel')}
            labels={carouselLabels(ctx, rows.length)}
            autoplayMs={BROKER_TESTIMONIALS_AUTOPLAY_MS}
            dots
            className="carousel--single"
          >
            {rows.map((r, i) => {
              const name = tr(r.broker_name, ctx.locale) ?? ''
              const person = (
                <footer className="testimony__author">
                  <MediaImage image={r.broker_avatar} locale={ctx.locale} sizes="56px" className="testimony__avatar" />
                  <span>
                    <strong>{name}</strong>
                    {tr(r.broker_subtitle, ctx.locale) ? (
                      <span className="testimony__sub">{tr(r.broker_subtitle, ctx.locale)}</span>
                    ) : null}
                  </span>
                </footer>
              )
              return (
                <blockquote key={r.id ?? i} className="testimony">
                  <TruncatedTestimonyLazy
                    lines={BROKER_TESTIMONY_LINES}
                    text={tr(r.description, ctx.locale) ?? ''}
                    title={ctx.t('Catalogue.testimonyOf', { name })}
                    showMore={ctx.t('Catalogue.testimonyMore')}
                    close={ctx.t('Catalogue.close')}
                  />
                  {person}
                </blockquote>
              )
            })}
          </CarouselLazy>
        ) : null}
      </div>
    </div>
  )
}
