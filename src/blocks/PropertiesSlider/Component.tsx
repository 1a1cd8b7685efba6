import Link from 'next/link'
import { criteriaSearchHref, sliderEndCard } from '@/domain/property-blocks'
import { routeHref } from '@/domain/route-keys'
import { tr } from '@/ui/l10n'
import { messages } from '@/i18n/messages'
import { ListingCard } from '@/ui/search/ListingCard'
import { ExtraCard } from '../Properties/ExtraCard'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { PropertiesSliderLazy } from './Lazy.client'

/** Properties slider: the matching listings as cards in a carousel, closed by a see-more or extra card (spec 2 §9). */
export function PropertiesSlider({ block, ctx, data }: BlockProps<'properties_slider'>) {
  const f = block.fields
  const c = f.criteria ?? {}
  const H = headingTag(ctx)
  const cardH = H === 'h1' ? 'h2' : 'h3'
  const { total, cards } = data
  const end = sliderEndCard(cards.length, total)
  const title = tr(f.main_title, ctx.locale)
  const slides = cards.map((p) => (
    <ListingCard
      key={p.uls}
      property={p}
      locale={ctx.locale}
      labels={messages[ctx.locale].Listing}
      headingLevel={cardH}
    />
  ))
  if (end === 'see-more') {
    slides.push(
      <div key="see-more" className="extra-card extra-card--see-more">
        <p className="extra-card__title">{ctx.t('PropertyBlocks.seeMoreTitle')}</p>
        <p>{ctx.t('PropertyBlocks.seeMoreText', { count: total })}</p>
        <Link
          prefetch={false}
          className="btn btn--solid extra-card__cta"
          href={criteriaSearchHref(routeHref('properties', ctx.locale), c)}
        >
          {ctx.t('PropertyBlocks.seeAllCount', { count: total })}
        </Link>
      </div>,
    )
  } else if (end === 'extra') {
    slides.push(<ExtraCard key="extra" card={f.extra_card} ctx={ctx} headingLevel={cardH} />)
  }
  return (
    <div className="props-slider container">
      {title ? <H className="props-slider__title">{title}</H> : null}
      {cards.length ? null : <p className="props-block__empty">{ctx.t('PropertyBlocks.noListings')}</p>}
      <PropertiesSliderLazy
        label={title || ctx.t('PropertyBlocks.slider')}
        labels={{ previous: ctx.t('PropertyBlocks.previous'), next: ctx.t('PropertyBlocks.next') }}
        slideLabels={slides.map((_, i) => ctx.t('PropertyBlocks.slideN', { n: i + 1, total: slides.length }))}
      >
        {slides}
      </PropertiesSliderLazy>
    </div>
  )
}
