import Link from 'next/link'
import { heartNode } from '@/ui/icons/nodes/heart'
import { Glyph } from '@/ui/icons/Glyph'
import { IslandMessages } from '@/i18n/client-messages'
import { arrowLeftNode } from '@/ui/icons/nodes/arrow-left'
import { siteOrigin } from '@/security/public-origin'
import { areaText, badgeColours, priceText, roomCount, updatedAtNotAfter } from '@/domain/listing-display'
import { localeRegion } from '@/domain/locales'
import { calculatorHref } from '@/domain/mortgage-price'
import { routeHref } from '@/domain/route-keys'
import { badges } from '@/listings/constants'
import { SimilarListings } from '@/ui/search/SimilarListings'
import { FavouriteButtonLazy as FavouriteButton, RecordViewLazy as RecordView } from '@/ui/shortlist/Lazy.client'
import { SmartLink } from '@/ui/SmartLink'
import type { BlockProps } from '../types'
import { jsonLdText, listingJsonLd } from './json-ld'
import { GalleryLazy as Gallery, ListingMapLazy as ListingMap } from './Lazy.client'
import { ShareLinks } from './ShareLinks'

const mortgagePath = { fr: '/fr/calculatrice-hypothecaire', en: '/en/mortgage-calculator' } as const

/** The public page of one listing (resolved by the page resolver, not stored in the CMS). */
export async function ListingDetail({ block, ctx }: BlockProps<'listing_detail'>) {
  const d = block.fields
  const c = d.card
  const { locale, t } = ctx
  // The configured site URL, never a client header (X-Forwarded-Host): the page is cached for everyone.
  const origin = siteOrigin()
  const url = `${origin}${d.urls[locale]}`
  const price = priceText(c.price, locale)
  const rent = c.transaction === 'rent'
  const bed = roomCount(c.specs.bed)
  const bath = roomCount(c.specs.bath)
  const area = areaText(c.specs.area, locale)
  const date = (iso: string | Date, o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeRegion[locale], { timeZone: 'America/Toronto', ...o }).format(new Date(iso))
  const alts = c.carousel_images.map((_, n) =>
    t('Listing.photoN', { n: n + 1, total: c.carousel_images.length, address: c.address }),
  )
  const facts: Array<[string, string | null]> = [
    [t('Listing.type'), c.type],
    [t('Listing.municipality'), c.municipality.DESCRIPTION],
    [t('Listing.postalCode'), d.postal_code],
    [t('Search.bedrooms'), bed !== null ? String(bed) : null],
    [t('Search.bathrooms'), bath !== null ? String(bath) : null],
    [t('Listing.features'), area ? t('Listing.area', { area }) : null],
  ]
  return (
    <article className="listing container" data-listing-key={c.uls}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(listingJsonLd(d, url, origin)) }}
      />
      <Link prefetch={false} className="link listing__back" href={routeHref('properties', locale)}>
        <Glyph node={arrowLeftNode} size={18} /> {t('Listing.backToSearch')}
      </Link>
      <div className="listing__top">
        <Gallery
          photos={c.carousel_images}
          alts={alts}
          labels={{ gallery: t('Listing.gallery'), previous: t('Listing.previousPhoto'), next: t('Listing.nextPhoto') }}
        />
        <div className="listing__summary">
          {c.badge && (badges as readonly string[]).includes(c.badge) ? (
            <p className="listing-tag" style={badgeColours[c.badge]}>
              {t(`Listing.badge_${c.badge}`)}
            </p>
          ) : null}
          <div className="listing__heading">
            <h1 className="listing__title">{c.address}</h1>
            <FavouriteButton
              uls={c.uls}
              price={c.price || null}
              labels={{
                name: t('Listing.favourite', { address: c.address }),
                save: t('Listing.favouriteSave'),
                saved: t('Listing.favouriteSaved'),
              }}
              className="fav-heart fav-heart--page"
            >
              <Glyph node={heartNode} size={22} />
            </FavouriteButton>
            <RecordView uls={c.uls} />
          </div>
          <p className="listing__price">
            {price ? (rent ? t('Listing.perMonth', { price }) : price) : t('Listing.priceOnRequest')}
          </p>
          <p className="listing__sub">
            {c.type} · {rent ? t('Listing.forRent') : t('Listing.forSale')} · {t('Listing.number', { uls: c.uls })}
          </p>
          <ul className="listing-card__items listing__specs">
            {bed !== null ? <li>{t('Listing.beds', { count: bed })}</li> : null}
            {bath !== null ? <li>{t('Listing.baths', { count: bath })}</li> : null}
            {area ? <li>{t('Listing.area', { area })}</li> : null}
          </ul>
          <div className="listing__broker">
            <h2>{t('Listing.broker')}</h2>
            {d.broker ? (
              <p>
                <strong>{d.broker}</strong>
                {d.office ? (
                  <>
                    <br />
                    {d.office}
                  </>
                ) : null}
              </p>
            ) : null}
            <SmartLink
              link={{ kind: 'internal', href: routeHref('contact', locale) }}
              action={{
                action_type: 'open_contact_modal',
                action_params: {
                  type: 'broker',
                  name: d.broker,
                  slug: d.broker_slug,
                  message: t('Listing.contactMessage', { address: c.address, uls: c.uls }),
                },
              }}
              className="btn btn--solid"
            >
              {t('Listing.contactBroker')}
            </SmartLink>
            <Link prefetch={false} className="link" href={calculatorHref(mortgagePath[locale], c.price, rent)}>
              {t('Listing.mortgage')}
            </Link>
          </div>
        </div>
      </div>
      <div className="listing__body">
        <div>
          {d.description ? (
            <section>
              <h2>{t('Listing.description')}</h2>
              <p className="plain-text">{d.description}</p>
            </section>
          ) : null}
          <section>
            <h2>{t('Listing.features')}</h2>
            <dl className="listing__facts">
              {facts
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
            </dl>
          </section>
          {d.open_houses.length ? (
            <section>
              <h2>{t('Listing.openHouses')}</h2>
              <ul>
                {d.open_houses.map((o) => (
                  <li key={o.start}>
                    {t('Listing.openHouseAt', {
                      date: date(o.start, { dateStyle: 'full' }),
                      start: date(o.start, { timeStyle: 'short' }),
                      end: date(o.end, { timeStyle: 'short' }),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {c.coords ? (
            <section>
              <h2>{t('Listing.location')}</h2>
              <IslandMessages locale={locale} namespaces={['Search', 'Listing']}>
                <ListingMap
                  label={t('Search.mapLabel')}
                  feature={{ type: 'property', uls: c.uls, coords: c.coords, price: c.price }}
                />
              </IslandMessages>
            </section>
          ) : null}
        </div>
        <aside>
          <ShareLinks url={url} title={c.address} t={t} />
          <p className="listing__updated">
            {t('Listing.lastUpdated', { date: date(updatedAtNotAfter(c.updated_at), { dateStyle: 'long' }) })}
          </p>
        </aside>
      </div>
      <SimilarListings listings={d.similar} locale={locale} title={t('Listing.similar')} />
    </article>
  )
}
