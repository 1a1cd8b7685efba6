/** Places on a map (spec 2 "Coordinates map", "full-width map with markers", core data `mapMarkers`). */
export type Coords = { lat: number; lng: number }

const inRange = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit

/** Coordinates when both are real numbers in range; a place without them is shown without a marker. */
export function validCoords(lat: unknown, lng: unknown): Coords | null {
  return inRange(lat, 90) && inRange(lng, 180) && !(lat === 0 && lng === 0) ? { lat, lng } : null
}

/**
 * A Google Maps directions link to a place: its address when known (the visitor's map app reads it
 * as the destination), else its coordinates; null when there is neither.
 */
export function placeDirectionsHref(address: string | null | undefined, coords?: Coords | null): string | null {
  const destination = address?.trim() || (coords ? `${coords.lat},${coords.lng}` : '')
  return destination ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` : null
}

/** One marker of core data `mapMarkers` (server-supplied): coords, and optional title and text. */
export type CoreMarker = {
  coords: Coords
  main_title: string | null
  description: string | null
  address: string | null
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/**
 * Core data `mapMarkers` as a list of markers, or null when the block has none (then its own rows
 * show). Entries without valid coordinates are dropped; titles may be plain or keyed by locale.
 */
export function coreMarkers(value: unknown, locale: 'fr' | 'en'): CoreMarker[] | null {
  if (!Array.isArray(value)) return null
  const text = (v: unknown) =>
    str(v) ??
    (v && typeof v === 'object'
      ? (str((v as Record<string, unknown>)[locale]) ?? str((v as Record<string, unknown>).fr))
      : null)
  return value.flatMap((m) => {
    if (!m || typeof m !== 'object') return []
    const r = m as Record<string, unknown>
    const c = (r.coords && typeof r.coords === 'object' ? r.coords : r) as Record<string, unknown>
    const coords = validCoords(c.lat, c.lng)
    return coords
      ? [{ coords, main_title: text(r.main_title), description: text(r.description), address: text(r.address) }]
      : []
  })
}

/** Members carousel with thumbnails (spec 2 §9). */
export const MEMBERS_THUMBS = { autoplayMs: 5000, thumbWidth: 80, splitRatio: 0.8 } as const
