import { describe, expect, it } from 'vitest'
import { clusterFeatures, GRID, gridFor } from './clusters'

describe('gridFor', () => {
  it('splits the viewport into GRID cells per side', () => {
    const g = gridFor({ south: 45_000_000, north: 46_999_999, west: -74_000_000, east: -72_000_001 })
    expect(g.cellLat).toBe(100_000)
    expect(g.cellLng).toBe(100_000)
    expect(
      Math.floor((46_999_999 - g.originLat) / g.cellLat) - Math.floor((45_000_000 - g.originLat) / g.cellLat),
    ).toBe(GRID - 1)
  })
})

describe('clusterFeatures', () => {
  it('keeps single listings as markers and centres clusters', () => {
    const singles = new Map([[9, { id: 9, uls: 'A9', lat_e6: 45_500_000, lng_e6: -73_600_000, price: 300000 }]])
    const f = clusterFeatures(
      [
        { n: 1, slat: 45_500_000, slng: -73_600_000, id: 9 },
        { n: '3', slat: '136500000', slng: '-220800000', id: 1 },
      ],
      singles,
    )
    expect(f).toEqual([
      { type: 'property', hover_id: 9, uls: 'A9', coords: { lat: 45.5, lng: -73.6 }, price: 300000 },
      { type: 'cluster', count: 3, coords: { lat: 45.5, lng: -73.6 } },
    ])
  })
})
