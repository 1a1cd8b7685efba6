import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { CoordinatesMap } from './Component'

vi.mock('@/ui/lazy-islands', async () => ({ PlacesMapLazy: (await import('@/ui/map/PlacesMap.client')).PlacesMap }))

const both = (fr: string, en: string) => ({ fr, en })
const block = (markers: { lat?: number | null; lng?: number | null }[], orientation_x?: string) => ({
  ...testBlock('coordinates_map', {
    main_title: both('Bureau de Laval', 'Laval office'),
    address: both('3100, boulevard Le Carrefour, Laval', '3100 Le Carrefour Blvd, Laval'),
    list_items_repeater: [
      {
        icon: { type: 'phone' },
        main_title: both('Téléphone', 'Phone'),
        description: both('450 555-0100', '450 555-0100'),
      },
    ],
    map_markers_repeater: markers,
  } as never),
  block_params: { color_scheme: 'normal', orientation_x },
})
const html = (b: ReturnType<typeof block>, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(<CoordinatesMap block={b} ctx={testContext(locale)} />)

describe('coordinates_map block', () => {
  it('shows the place in the visitor’s language with a directions link built from the encoded address', () => {
    const en = html(block([{ lat: 45.57, lng: -73.72 }]), 'en')
    expect(en).toContain('Laval office')
    expect(en).toContain('Phone')
    expect(en).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=3100%20Le%20Carrefour%20Blvd%2C%20Laval"',
    )
    expect(en).toContain('Directions')
    expect(en).not.toContain('Bureau de Laval')
  })
  it('puts the map in a labelled region that loads lazily (nothing of Leaflet in the server HTML)', () => {
    const fr = html(block([{ lat: 45.57, lng: -73.72 }]))
    expect(fr).toContain('role="region" aria-label="Carte — Bureau de Laval"')
    expect(fr).toContain('Chargement de la carte…')
    expect(fr).not.toContain('leaflet-container')
  })
  it('renders without a map when the place has no valid coordinates, and keeps the directions link', () => {
    for (const markers of [[], [{ lat: null, lng: null }], [{ lat: 123, lng: 500 }]]) {
      const fr = html(block(markers))
      expect(fr).not.toContain('role="region"')
      expect(fr).toContain('coords-map--no-map')
      expect(fr).toContain('destination=3100%2C%20boulevard%20Le%20Carrefour%2C%20Laval')
    }
  })
  it('swaps sides with orientation_x right', () => {
    expect(html(block([], 'right'))).toContain('coords-map--reverse')
    expect(html(block([]))).not.toContain('coords-map--reverse')
  })
})
