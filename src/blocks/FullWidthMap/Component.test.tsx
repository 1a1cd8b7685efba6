import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { FullWidthMap } from './Component'

vi.mock('@/ui/lazy-islands', async () => ({ PlacesMapLazy: (await import('@/ui/map/PlacesMap.client')).PlacesMap }))

const both = (fr: string, en: string) => ({ fr, en })
const marker = (name: string, lat: number | null, lng: number | null, address?: string) => ({
  lat,
  lng,
  main_title: both(name, name),
  description: both(`Bureau ${name}`, `${name} office`),
  ...(address ? { address: both(address, address) } : {}),
})
const block = (markers: ReturnType<typeof marker>[], core_data?: Record<string, unknown>) => ({
  ...testBlock('full_width_map', {
    main_title: both('Nos bureaux sur la carte', 'Our offices on the map'),
    map_markers_repeater: markers,
  }),
  block_params: { color_scheme: 'normal', core_data },
})
const html = (b: ReturnType<typeof block>, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(<FullWidthMap block={b} ctx={testContext(locale)} />)

describe('full_width_map block', () => {
  it('lists every place after the lazily loaded map, with a show-on-map button and a directions link', () => {
    const en = html(
      block([marker('Laval', 45.57, -73.72, '3100 Le Carrefour Blvd'), marker('Québec', 46.81, -71.21)]),
      'en',
    )
    expect(en).toContain('role="region" aria-label="Map — Our offices on the map"')
    expect(en).toContain('aria-label="Places on the map — Our offices on the map"')
    expect(en).toContain('Show on the map — Laval')
    expect(en).toContain('Laval office')
    expect(en).toContain('destination=3100%20Le%20Carrefour%20Blvd')
    expect(en).toContain('destination=46.81%2C-71.21')
  })
  it('lists a place without coordinates without a marker button, and shows no map when no place has any', () => {
    const fr = html(
      block([marker('Laval', 45.57, -73.72), marker('Rencontre à domicile', null, null, 'Partout au Québec')]),
    )
    expect(fr).toContain('Emplacement non indiqué sur la carte')
    expect(fr.match(/Voir sur la carte — /g)).toHaveLength(1)
    const none = html(block([marker('Rencontre à domicile', null, null, 'Partout au Québec')]))
    expect(none).not.toContain('role="region"')
    expect(none).toContain('Rencontre à domicile')
  })
  it('shows the markers of core data mapMarkers instead of its rows', () => {
    const fr = html(
      block([marker('Laval', 45.57, -73.72)], {
        mapMarkers: [{ coords: { lat: 45.4, lng: -71.89 }, main_title: { fr: 'Sherbrooke', en: 'Sherbrooke' } }],
      }),
    )
    expect(fr).toContain('Voir sur la carte — Sherbrooke')
    expect(fr).not.toContain('Voir sur la carte — Laval')
  })
})
