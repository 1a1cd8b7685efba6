import { describe, expect, it } from 'vitest'
import { coreMarkers, placeDirectionsHref, validCoords } from './places'

describe('places', () => {
  it('keeps only real coordinates in range', () => {
    expect(validCoords(45.57, -73.72)).toEqual({ lat: 45.57, lng: -73.72 })
    expect(validCoords(null, -73.72)).toBeNull()
    expect(validCoords(91, 10)).toBeNull()
    expect(validCoords(45, Number.NaN)).toBeNull()
    expect(validCoords('45', '-73')).toBeNull()
    expect(validCoords(0, 0)).toBeNull()
  })
  it('builds a Google Maps directions link from the encoded address, else the coordinates', () => {
    expect(placeDirectionsHref('3100, boulevard Le Carrefour, Laval H7T 2K7')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=3100%2C%20boulevard%20Le%20Carrefour%2C%20Laval%20H7T%202K7',
    )
    expect(placeDirectionsHref('  ', { lat: 45.5, lng: -73.6 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=45.5%2C-73.6',
    )
    expect(placeDirectionsHref(null, null)).toBeNull()
  })
  it('reads core data mapMarkers, dropping entries without valid coordinates', () => {
    expect(coreMarkers(undefined, 'fr')).toBeNull()
    expect(
      coreMarkers(
        [
          { coords: { lat: 46.8, lng: -71.2 }, main_title: { fr: 'Québec', en: 'Quebec City' } },
          { lat: 45.4, lng: -71.9, main_title: 'Sherbrooke', address: '2500, rue King Ouest' },
          { coords: { lat: 'x', lng: 1 } },
          null,
          'junk',
        ],
        'en',
      ),
    ).toEqual([
      { coords: { lat: 46.8, lng: -71.2 }, main_title: 'Quebec City', description: null, address: null },
      {
        coords: { lat: 45.4, lng: -71.9 },
        main_title: 'Sherbrooke',
        description: null,
        address: '2500, rue King Ouest',
      },
    ])
  })
})
