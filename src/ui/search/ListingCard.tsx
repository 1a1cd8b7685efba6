import Link from 'next/link'
import { Glyph } from '../icons/Glyph'
import { heartNode } from '../icons/nodes/heart'
import { areaText, badgeColours, priceText, roomCount } from '@/domain/listing-display'
import type { Locale } from '@/domain/locales'
import { formatMessage, type MessageValues } from '@/i18n/format'
import type { Messages } from '@/i18n/messages'
import { badges, propertyTypeLabel } from '@/listings/constants'
import { firstImage, type PropertyCard } from '@/contract/core-api'
import { FavouriteButtonLazy as FavouriteButton } from '../shortlist/Lazy.client'
import { ListingPhoto } from './ListingPhoto'

/** The card's strings (the `Listing` messages), passed by the server or by a client island's context. */
export type ListingLabels = Messages['Listing']
/** How wide a card's photo shows (the grids of the search page and the property blocks). */
export const cardPhotoSizes = '(min-width: 1200px) 360px, (min-width: 768px) 50vw, 100vw'
type Props = {
  property: PropertyCard
  locale: Locale
  labels: ListingLabels
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
  onHover?: (uls: string | null) => void
}

/** Property listing card: first photo only, title, subtitle, price line, tags, list items (spec 2). */
export function ListingCard({ property: p, locale, labels, headingLevel: H = 'h3', priority = false, onHover }: Props) {
  const t = (key: keyof ListingLabels, values?: MessageValues) => formatMessage(labels[key], values, locale)
  const photo = firstImage(p)
  const price = priceText(p.price, locale)
  const rent = p.transaction === 'rent' || p.badge === 'rent'
  const bed = roomCount(p.specs?.bed)
  const bath = roomCount(p.specs?.bath)
  const area = areaText(p.specs?.area, locale)
  const items = [
    bed !== null ? t('beds', { count: bed }) : null,
    bath !== null ? t('baths', { count: bath }) : null,
    area ? t('area', { area }) : null,
  ].filter(Boolean)
  return (
    <article
      className="listing-card"
      onMouseEnter={onHover ? () => onHover(p.uls) : undefined}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
    >
      <div className="listing-card__media">
        {photo ? (
          <ListingPhoto
            src={photo}
            alt={t('photoOf', { address: p.address })}
            priority={priority}
            sizes={cardPhotoSizes}
          />
        ) : null}
        {p.badge && (badges as readonly string[]).includes(p.badge) ? (
          <ul className="listing-card__tags" aria-label={t('features')}>
            <li className="listing-tag" style={badgeColours[p.badge]}>
              {t(`badge_${p.badge}` as 'badge_sold')}
            </li>
          </ul>
        ) : null}
        <FavouriteButton
          uls={p.uls}
          price={p.price || null}
          labels={{
            name: t('favourite', { address: p.address }),
            save: t('favouriteSave'),
            saved: t('favouriteSaved'),
          }}
        >
          <Glyph node={heartNode} size={22} />
        </FavouriteButton>
      </div>
      <div className="listing-card__body">
        <p className="listing-card__price">{price ? (rent ? t('perMonth', { price }) : price) : t('priceOnRequest')}</p>
        <H className="listing-card__title">
          <Link prefetch={false} href={p.url} className="listing-card__link">
            {p.address}
          </Link>
        </H>
        <p className="listing-card__subtitle">
          {p.type_code ? propertyTypeLabel(p.type_code, locale) : p.type} · {rent ? t('forRent') : t('forSale')}
        </p>
        {items.length ? (
          <ul className="listing-card__items">
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
