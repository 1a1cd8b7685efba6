import { describe, expect, it } from 'vitest'
import { badgeAt, listingUrl, toCard, toTooltip, type ListingRow } from './cards'

const now = Date.parse('2026-11-23T12:00:00Z')
const DAY = 86_400_000
const row: ListingRow = {
  id: 7,
  uls: '10000007',
  status: 'active',
  transaction_type: 'sale',
  type_code: 'condo',
  mun_code: '65005',
  city: 'Laval',
  street: '1200 boulevard Le Corbusier',
  postal_code: 'H7N 4Z9',
  price: 425000,
  lat_e6: 45560123,
  lng_e6: -73721234,
  bedrooms: 2,
  bathrooms: 1,
  area: 1076,
  badge: null,
  open_house_until: null,
  listed_at: now - 30 * DAY,
  modified_at: now - DAY,
}

describe('badgeAt', () => {
  it('puts sold first, then an upcoming open house, then new listings, then the stored badge', () => {
    expect(badgeAt({ ...row, status: 'sold', badge: 'sold', open_house_until: now + DAY }, now)).toBe('sold')
    expect(badgeAt({ ...row, badge: 'rent', open_house_until: now + DAY }, now)).toBe('open-house')
    expect(badgeAt({ ...row, open_house_until: now - DAY }, now)).toBeNull()
    expect(badgeAt({ ...row, listed_at: now - 2 * DAY, badge: 'rent' }, now)).toBe('new')
    expect(badgeAt({ ...row, listed_at: now - 2 * DAY, badge: 'new-build' }, now)).toBe('new-build')
    expect(badgeAt({ ...row, badge: 'collection' }, now)).toBe('collection')
  })
})

describe('listingUrl', () => {
  it('is bilingual and readable', () => {
    expect(listingUrl('fr', { street: '12, rue des Érables', city: 'Québec', uls: '123' })).toBe(
      '/fr/proprietes/12-rue-des-erables-quebec-123',
    )
    expect(listingUrl('en', { street: '12 Main', city: null, uls: '123' })).toBe('/en/properties/12-main-123')
  })
})

describe('toCard / toTooltip', () => {
  it('builds the spec listing card and tooltip', () => {
    const card = toCard(row, ['/a.jpg', '/b.jpg'], 'en', now)
    expect(card).toMatchObject({
      uls: '10000007',
      hover_id: 7,
      type: 'Condo',
      address: '1200 boulevard Le Corbusier, Laval',
      price: 425000,
      carousel_images: ['/a.jpg', '/b.jpg'],
      property_image: '/a.jpg',
      specs: { bed: 2, bath: 1, area: 1076 },
      badge: null,
      coords: { lat: 45.56012, lng: -73.72123 },
      url: '/en/properties/1200-boulevard-le-corbusier-laval-10000007',
    })
    expect(Object.keys(toTooltip(card)).sort()).toEqual([
      'address',
      'badge',
      'carousel_images',
      'id',
      'price',
      'specs',
      'transaction',
      'type',
      'uls',
      'url',
    ])
  })
})
