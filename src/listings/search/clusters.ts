import type { ListingFeature } from '@/contract/core-api'
import { MAX_MAP_FEATURES } from '../constants'
import type { Bounds } from './properties-query'
import { microToDegrees } from './cards'

/** Cells per side of the clustering grid: 20 × 20 = 400 cells at most, under the 500-feature cap. */
export const GRID = 20
/** Without map bounds, cells are sized on the spec's default centring box (about 44.5–63 N, 80.4–55.3 W). */
export const DEFAULT_VIEW: Bounds = { south: 44_500_000, north: 63_000_000, west: -80_400_000, east: -55_300_000 }

export type Grid = { originLat: number; originLng: number; cellLat: number; cellLng: number }

/** Grid over the viewport; its origin is the world's corner so every cell index is non-negative. */
export function gridFor(bounds: Bounds | null): Grid {
  const b = bounds ?? DEFAULT_VIEW
  return {
    originLat: -90_000_000,
    originLng: -180_000_000,
    cellLat: Math.max(1, Math.ceil((b.north - b.south + 1) / GRID)),
    cellLng: Math.max(1, Math.ceil((b.east - b.west + 1) / GRID)),
  }
}

export type CellRow = { n: number | string; slat: number | string; slng: number | string; id: number | string }
export type PointRow = {
  id: number | string
  uls: string
  lat_e6: number | string
  lng_e6: number | string
  price: number | string
}

export type MapFeature = ListingFeature

export const pointFeature = (p: PointRow): MapFeature => ({
  type: 'property',
  hover_id: Number(p.id),
  uls: p.uls,
  coords: { lat: microToDegrees(Number(p.lat_e6)), lng: microToDegrees(Number(p.lng_e6)) },
  price: Number(p.price),
})

/** Cells holding one listing become that listing's marker; the others, a cluster at their centroid. */
export function clusterFeatures(cells: CellRow[], singles: Map<number, PointRow>): MapFeature[] {
  const features = cells.map((c): MapFeature => {
    const n = Number(c.n)
    const single = n === 1 ? singles.get(Number(c.id)) : undefined
    if (single) return pointFeature(single)
    return {
      type: 'cluster',
      count: n,
      coords: { lat: microToDegrees(Number(c.slat) / n), lng: microToDegrees(Number(c.slng) / n) },
    }
  })
  return features.slice(0, MAX_MAP_FEATURES)
}
