import Link from 'next/link'
import type { BlockCriteria } from '@/data/property-blocks'
import { IslandMessages } from '@/i18n/client-messages'
import { criteriaSearchHref, propertiesLayout } from '@/domain/property-blocks'
import { routeHref } from '@/domain/route-keys'
import { tr } from '@/ui/l10n'
import { BlockMapLazy as BlockMap } from '@/ui/lazy-islands'
import { PlainText } from '@/ui/PlainText'
import { messages } from '@/i18n/messages'
import { ListingCard } from '@/ui/search/ListingCard'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { cardFeatures, ExtraCard } from './ExtraCard'

export type Criteria = BlockCriteria & { limit?: number | null }

/**
 * Properties (list + map): cards of the feed's listings matching the editor's criteria, 2 at xl
 * and below and all wider (exactly 3 get an extra card), a map of them, and the see-all link.
 */
export function Properties({ block, ctx, data }: BlockProps<'properties'>) {
  const f = block.fields
  const c = f.criteria ?? {}
  const H = headingTag(ctx)
  const cardH = H === 'h1' ? 'h2' : 'h3'
  const { total, cards } = data
  const layout = propertiesLayout(cards.length, total, f.show_see_all !== false)
  const title = tr(f.main_title, ctx.locale)
  return (
    <div className="props-block container" data-count={cards.length}>
      {title ? <H className="props-block__title">{title}</H> : null}
      <PlainText text={tr(f.description, ctx.locale)} className="props-block__intro" />
      <div className="props-block__panels">
        {cards.length ? (
          <ul className="props-block__list" aria-label={ctx.t('PropertyBlocks.listLabel')}>
            {cards.map((p, i) => (
              <li key={p.uls} className={i >= layout.narrowCount ? 'props-block__wide-only' : undefined}>
                <ListingCard
                  property={p}
                  locale={ctx.locale}
                  labels={messages[ctx.locale].Listing}
                  headingLevel={cardH}
                />
              </li>
            ))}
            {layout.extraCard ? (
              <li className="props-block__wide-only">
                <ExtraCard card={f.extra_card} ctx={ctx} headingLevel={cardH} />
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="props-block__empty">{ctx.t('PropertyBlocks.noListings')}</p>
        )}
        {cardFeatures(cards).length ? (
          <IslandMessages locale={ctx.locale} namespaces={['Search', 'Listing']}>
            <BlockMap
              className="props-block__map"
              features={cardFeatures(cards)}
              label={ctx.t('PropertyBlocks.mapLabel')}
            />
          </IslandMessages>
        ) : null}
      </div>
      {layout.seeAll ? (
        <p className="props-block__see-all">
          <Link
            prefetch={false}
            className="btn btn--solid"
            href={criteriaSearchHref(routeHref('properties', ctx.locale), c)}
          >
            {ctx.t('PropertyBlocks.seeAllCount', { count: total })}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
