import { useTranslations } from 'next-intl'
import { areaText, badgeColours, priceText, roomCount } from '@/domain/listing-display'
import type { Locale } from '@/domain/locales'
import { badges, propertyTypeLabel } from '@/listings/constants'
import { firstImage, type Property } from '../api/types'
import { ListingPhoto } from './ListingPhoto'

type Props = { property: Property; locale: Locale; headingLevel?: 'h2' | 'h3'; priority?: boolean; onHover?: (uls: string | null) => void }

/** Property listing card: first photo only, title, subtitle, price line, tags, list items (spec 2). */
export function ListingCard({ property: p, locale, headingLevel: H = 'h3', priority = false, onHover }: Props) {
  const t = useTranslations('Listing')
  const photo = firstImage(p)
  const price = priceText(p.price, locale)
  const rent = p.transaction === 'rent' || p.forSaleForRent === 'rent' || p.badge === 'rent'
  const bed = roomCount(p.specs?.bed)
  const bath = roomCount(p.specs?.bath)
  const area = areaText(p.specs?.area, locale)
  const items = [bed !== null ? t('beds', { count: bed }) : null, bath !== null ? t('baths', { count: bath }) : null, area ? t('area', { area }) : null].filter(Boolean)
  return (
    <article className="listing-card" onMouseEnter={onHover ? () => onHover(p.uls) : undefined} onMouseLeave={onHover ? () => onHover(null) : undefined}>
      <div className="listing-card__media">
        {photo ? <ListingPhoto src={photo} alt={t('photoOf', { address: p.address })} priority={priority} sizes="(min-width: 1200px) 360px, (min-width: 768px) 50vw, 100vw" /> : null}
        {p.badge && (badges as readonly string[]).includes(p.badge) ? (
          <ul className="listing-card__tags" aria-label={t('features')}>
            <li className="listing-tag" style={badgeColours[p.badge]}>{t(`badge_${p.badge}` as 'badge_sold')}</li>
          </ul>
        ) : null}
      </div>
      <div className="listing-card__body">
        <p className="listing-card__price">{price ? (rent ? t('perMonth', { price }) : price) : t('priceOnRequest')}</p>
        <H className="listing-card__title">
          <a href={p.url} className="listing-card__link">{p.address}</a>
        </H>
        <p className="listing-card__subtitle">{p.type_code ? propertyTypeLabel(p.type_code, locale) : p.type} · {rent ? t('forRent') : t('forSale')}</p>
        {items.length ? <ul className="listing-card__items">{items.map((i) => <li key={i}>{i}</li>)}</ul> : null}
      </div>
    </article>
  )
}
