import { CAROUSEL_CARDS_STEP, twoDigitIndex } from '@/domain/catalogue'
import { CarouselLazy } from '@/ui/catalogue/Lazy.client'
import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { carouselLabels } from '../catalogue-labels'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Carousel cards: cards moving 3 at a time, numbered "01." unless show_number is off; the block's CTA under the title. */
export function CarouselCards({ block, ctx }: BlockProps<'carousel_cards'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const IH = H === 'h1' ? 'h2' : 'h3'
  const title = tr(f.main_title, ctx.locale)
  const cards = (f.card_repeater ?? []).filter((c) => tr(c.main_title, ctx.locale))
  return (
    <div className="carousel-cards container">
      <div className="carousel-cards__head">
        {title ? <H>{title}</H> : null}
        <CmsLink link={f.cta} ctx={ctx} />
      </div>
      {cards.length ? (
        <CarouselLazy
          label={title || ctx.t('Catalogue.cardsLabel')}
          labels={carouselLabels(ctx, cards.length)}
          step={CAROUSEL_CARDS_STEP}
          dots
          className="carousel--three"
        >
          {cards.map((c, i) => (
            <article key={c.id ?? i} className="carousel-card">
              <MediaImage
                image={c.image}
                locale={ctx.locale}
                sizes="(min-width: 992px) 33vw, 100vw"
                className="carousel-card__image"
              />
              <div className="carousel-card__body">
                {f.show_number !== false ? (
                  <span className="carousel-card__number" aria-hidden>
                    {twoDigitIndex(i + 1)}
                  </span>
                ) : null}
                {tr(c.super_title, ctx.locale) ? <p className="eyebrow">{tr(c.super_title, ctx.locale)}</p> : null}
                <IH>{tr(c.main_title, ctx.locale)}</IH>
                <PlainText text={tr(c.description, ctx.locale)} />
                <CmsLink link={c.cta} ctx={ctx} />
              </div>
            </article>
          ))}
        </CarouselLazy>
      ) : null}
    </div>
  )
}
