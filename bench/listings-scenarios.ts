/** Viewports and filters the listings bench measures (city-sized and region-sized, as the issue asks). */
export type Box = { name: string; size: 'city' | 'region' | 'province'; sw: [number, number]; ne: [number, number] }

export const boxes: Box[] = [
  { name: 'Laval', size: 'city', sw: [45.52, -73.88], ne: [45.68, -73.6] },
  { name: 'Sherbrooke', size: 'city', sw: [45.32, -72.02], ne: [45.48, -71.78] },
  { name: 'Québec', size: 'city', sw: [46.72, -71.4], ne: [46.9, -71.1] },
  { name: 'Grand Montréal', size: 'region', sw: [45.2, -74.2], ne: [45.9, -73.2] },
  { name: 'Estrie–Montérégie', size: 'region', sw: [45.0, -73.2], ne: [45.9, -71.6] },
  { name: 'Capitale-Nationale', size: 'region', sw: [46.4, -71.9], ne: [47.2, -70.6] },
  { name: 'Province', size: 'province', sw: [44.5, -80.4], ne: [63.0, -55.3] },
]

export const filterSets: Array<{ name: string; query: string }> = [
  { name: 'bounds only', query: '' },
  { name: 'price 300k–800k, 3+ bedrooms', query: 'price_min=300000&price_max=800000&bedrooms=3' },
  { name: 'condo for rent', query: 'type=condo&forSaleForRent=rent' },
  { name: 'house or plex, 2+ baths, open house', query: 'type=maison&type=prop&bathrooms=2&open_house=1' },
]

/** The box moved by up to a tenth of its size, so runs do not repeat one query. */
export function jitter(b: Box, r: () => number): string {
  const dLat = (b.ne[0] - b.sw[0]) * (r() - 0.5) * 0.2
  const dLng = (b.ne[1] - b.sw[1]) * (r() - 0.5) * 0.2
  const f = (v: number) => v.toFixed(5)
  return `SouthWest_lat=${f(b.sw[0] + dLat)}&SouthWest_lng=${f(b.sw[1] + dLng)}&NorthEast_lat=${f(b.ne[0] + dLat)}&NorthEast_lng=${f(b.ne[1] + dLng)}`
}
