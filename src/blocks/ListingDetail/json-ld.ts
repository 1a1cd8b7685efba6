import { updatedAtNotAfter } from '@/domain/listing-display'
import type { ListingDetail } from '@/listings/search/listing-detail'

/** schema.org RealEstateListing for a listing page (absolute URLs). */
export function listingJsonLd(d: ListingDetail, url: string, origin: string) {
  const c = d.card
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${origin}${u}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: c.address,
    url,
    ...(d.description ? { description: d.description } : {}),
    image: c.carousel_images.map(abs),
    datePosted: c.listed_at,
    dateModified: updatedAtNotAfter(c.updated_at).toISOString(),
    offers: {
      '@type': 'Offer',
      price: c.price,
      priceCurrency: 'CAD',
      businessFunction:
        c.transaction === 'rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      availability: c.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
    contentLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: c.address.split(', ')[0],
        addressLocality: c.municipality.DESCRIPTION ?? undefined,
        postalCode: d.postal_code ?? undefined,
        addressRegion: 'QC',
        addressCountry: 'CA',
      },
      ...(c.coords ? { geo: { '@type': 'GeoCoordinates', latitude: c.coords.lat, longitude: c.coords.lng } } : {}),
    },
  }
}

/** JSON for a <script type="application/ld+json"> (no closing tag can slip in). */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
