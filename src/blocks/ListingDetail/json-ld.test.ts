import { describe, expect, it } from 'vitest'
import type { ListingDetail } from '@/listings/search/listing-detail'
import { jsonLdText, listingJsonLd } from './json-ld'

const detail = {
  card: {
    id: 1,
    hover_id: 1,
    uls: '123',
    type: 'Condo',
    type_code: 'condo',
    transaction: 'sale',
    status: 'active',
    address: '12 rue A, Laval',
    municipality: { MUN_CODE: '65005', DESCRIPTION: 'Laval' },
    price: 450000,
    url: '/fr/proprietes/12-rue-a-laval-123',
    carousel_images: ['/api/media/file/a.jpg'],
    property_image: '/api/media/file/a.jpg',
    specs: { bed: 2, bath: 1, area: 900 },
    badge: null,
    coords: { lat: 45.5, lng: -73.7 },
    listed_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-10T00:00:00.000Z',
  },
  description: 'Beau condo </script>',
  broker: null,
  broker_slug: null,
  office: null,
  postal_code: 'H7T 1A1',
  open_houses: [],
  similar: [],
  urls: { fr: '/fr/proprietes/12-rue-a-laval-123', en: '/en/properties/12-rue-a-laval-123' },
} as ListingDetail

describe('listing JSON-LD', () => {
  it('describes a RealEstateListing with an offer in CAD and absolute images', () => {
    const ld = listingJsonLd(detail, 'https://x.test/fr/proprietes/12-rue-a-laval-123', 'https://x.test')
    expect(ld['@type']).toBe('RealEstateListing')
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 450000, priceCurrency: 'CAD' })
    expect(ld.image).toEqual(['https://x.test/api/media/file/a.jpg'])
    expect(ld.contentLocation.address).toMatchObject({
      streetAddress: '12 rue A',
      addressLocality: 'Laval',
      addressCountry: 'CA',
    })
  })
  it('cannot close its script element', () => {
    expect(jsonLdText(listingJsonLd(detail, 'u', 'o'))).not.toContain('</script>')
  })
})
