import Link from 'next/link'
import { Glyph } from '@/ui/icons/Glyph'
import { arrowLeftNode } from '@/ui/icons/nodes/arrow-left'
import { mailNode } from '@/ui/icons/nodes/mail'
import { mapPinNode } from '@/ui/icons/nodes/map-pin'
import { phoneNode } from '@/ui/icons/nodes/phone'
import { siteOrigin } from '@/security/public-origin'
import { brokerBase, directionsHref } from '@/domain/members'
import { jsonLdText } from '../ListingDetail/json-ld'
import { MemberAvatar } from '@/ui/people/MemberAvatar'
import { PlainText } from '@/ui/PlainText'
import { messages } from '@/i18n/messages'
import { ListingCard } from '@/ui/search/ListingCard'
import { SmartLink } from '@/ui/SmartLink'
import type { BlockProps } from '../types'
import { brokerJsonLd } from './json-ld'

/**
 * A broker's profile (built by the resolver from the members collection): hero infos with the
 * OACIQ lines, contact details and calls to action, the bio, the broker's active listings.
 */
export async function BrokerProfile({ block, ctx }: BlockProps<'broker_profile'>) {
  const d = block.fields
  const m = d.member
  const { locale, t } = ctx
  // The configured site URL, never a client header (X-Forwarded-Host): the page is cached for everyone.
  const origin = siteOrigin()
  const team = m.role === 'team'
  const address = d.office ? [d.office.street, d.office.city, d.office.postal_code].filter(Boolean).join(', ') : null
  return (
    <article className="broker-profile">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(brokerJsonLd(d, locale, origin)) }}
      />
      <section className="hero-infos container" data-orientation={block.block_params.orientation_x ?? 'left'}>
        <MemberAvatar
          photo={m.photo}
          alt={m.licence_name}
          placeholder={team ? 'team' : 'broker'}
          placeholderLabel={t('People.placeholder', { name: m.licence_name })}
          className="hero-infos__media"
          eager
        />
        <div className="hero-infos__text">
          <Link prefetch={false} className="link hero-infos__back" href={`/${locale}${brokerBase[locale]}`}>
            <Glyph node={arrowLeftNode} size={18} /> {t('People.backToTeam')}
          </Link>
          <h1 className="hero-infos__title">{m.licence_name}</h1>
          {m.designation ? <p className="hero-infos__sub">{m.designation}</p> : null}
          {m.agency ? <p className="hero-infos__under">{m.agency}</p> : null}
          {m.title && m.title !== m.designation ? <p className="hero-infos__tagline">{m.title}</p> : null}
          <ul className="hero-infos__items">
            {m.phone ? (
              <li>
                <Glyph node={phoneNode} size={18} /> <span className="visually-hidden">{t('People.phone')} : </span>
                <a href={`tel:${m.phone.intl}`}>{m.phone.display}</a>
              </li>
            ) : null}
            {m.email ? (
              <li>
                <Glyph node={mailNode} size={18} /> <span className="visually-hidden">{t('People.emailLabel')} : </span>
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </li>
            ) : null}
            {d.office ? (
              <li>
                <Glyph node={mapPinNode} size={18} />{' '}
                <span>
                  {d.office.name}
                  {address ? (
                    <>
                      <br />
                      {address}
                    </>
                  ) : null}
                </span>
              </li>
            ) : null}
          </ul>
          <div className="cta-list">
            <SmartLink
              link={{ kind: 'internal', href: `/${locale}/contact` }}
              className="btn btn--solid"
              action={{
                action_type: 'open_contact_modal',
                action_params: {
                  type: team ? 'team' : 'broker',
                  slug: m.slug,
                  name: m.licence_name,
                  message: t('People.contactMessage', { name: m.licence_name }),
                },
              }}
            >
              {team ? t('People.contactTeam') : t('People.contactMe')}
            </SmartLink>
            {address ? (
              <a
                className="btn btn--outline"
                href={directionsHref([d.office?.street, d.office?.city, d.office?.postal_code])}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('People.directions')}
              </a>
            ) : null}
          </div>
        </div>
      </section>
      {m.bio ? (
        <section className="broker-profile__about container">
          <h2>{t('People.about')}</h2>
          <PlainText text={m.bio} />
        </section>
      ) : null}
      <section className="broker-profile__listings container">
        <h2>{t('People.myListings')}</h2>
        {d.listings.length ? (
          <ul className="broker-profile__grid" aria-label={t('People.myListings')}>
            {d.listings.map((p) => (
              <li key={p.uls}>
                <ListingCard property={p} locale={locale} labels={messages[locale].Listing} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('People.noListings')}</p>
        )}
      </section>
    </article>
  )
}
