import type { BrokerProfileData } from '@/data/broker-page'
import type { Locale } from '@/domain/locales'

/** schema.org RealEstateAgent for a broker's profile page (absolute URLs; OACIQ names included). */
export function brokerJsonLd(d: BrokerProfileData, locale: Locale, origin: string) {
  const m = d.member
  const o = d.office
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: m.licence_name,
    url: `${origin}${d.urls[locale]}`,
    ...(m.designation ? { jobTitle: m.designation } : {}),
    ...(m.bio ? { description: m.bio } : {}),
    ...(m.photo ? { image: /^https?:\/\//.test(m.photo.url) ? m.photo.url : `${origin}${m.photo.url}` } : {}),
    ...(m.phone ? { telephone: m.phone.intl } : {}),
    ...(m.email ? { email: m.email } : {}),
    ...(m.agency ? { parentOrganization: { '@type': 'RealEstateAgent', name: m.agency } } : {}),
    ...(o
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: o.street ?? undefined,
            addressLocality: o.city ?? undefined,
            postalCode: o.postal_code ?? undefined,
            addressRegion: 'QC',
            addressCountry: 'CA',
          },
          ...(o.lat != null && o.lng != null
            ? { geo: { '@type': 'GeoCoordinates', latitude: o.lat, longitude: o.lng } }
            : {}),
        }
      : {}),
    areaServed: { '@type': 'State', name: 'Québec' },
    knowsLanguage: ['fr', 'en'],
  }
}
