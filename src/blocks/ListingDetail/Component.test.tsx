import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { ListingDetail as Detail } from '@/listings/search/listing-detail'
import { testBlock, testContext } from '../test-context'
import { ListingDetail } from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {}, push() {} }), usePathname: () => '/fr' }))

const detail = (coords: { lat: number; lng: number } | null) =>
  ({
    card: {
      id: 1,
      hover_id: 1,
      uls: 'S-1',
      type: 'Maison',
      type_code: 'maison',
      transaction: 'sale',
      status: 'active',
      address: '12 rue Principale, Sutton',
      municipality: { MUN_CODE: 'sutton', DESCRIPTION: 'Sutton' },
      price: 450000,
      url: '/fr/proprietes/12-rue-principale-sutton-S_2D1',
      carousel_images: [],
      property_image: null,
      specs: { bed: 3, bath: 1, area: null },
      badge: null,
      coords,
      listed_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-10T00:00:00.000Z',
    },
    description: 'Maison de campagne',
    broker: null,
    broker_slug: null,
    office: null,
    postal_code: null,
    open_houses: [],
    similar: [],
    urls: { fr: '/fr/proprietes/12-rue-principale-sutton-S_2D1', en: '/en/properties/12-rue-principale-sutton-S_2D1' },
  }) as Detail

const html = async (d: Detail, locale: 'fr' | 'en') =>
  renderToStaticMarkup(
    await ListingDetail({ block: testBlock('listing_detail', d as never), ctx: testContext(locale) }),
  )

describe('listing_detail block', () => {
  it('shows a listing the feed gave no coordinates: no map, no geo in its JSON-LD, in both languages', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const page = await html(detail(null), locale)
      expect(page).toContain('12 rue Principale, Sutton')
      expect(page).not.toContain('GeoCoordinates')
      expect(page).not.toContain(`<h2>${testContext(locale).t('Listing.location')}</h2>`)
      expect(page).not.toContain('listing-map')
    }
  })

  it('shows the map section when the listing has coordinates', async () => {
    const page = await html(detail({ lat: 45.1, lng: -72.6 }), 'en')
    expect(page).toContain('GeoCoordinates')
    expect(page).toContain('<h2>Location</h2>')
  })
})
