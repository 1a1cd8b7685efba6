import { parseColor } from '@/domain/color'

/** Map constants (spec 2 §9). */
export const MAP_DEFAULT_BOUNDS: [[number, number], [number, number]] = [
  [44.5, -80.4],
  [63, -55.3],
]
export const MARKER = { radius: 4, weight: 26, opacity: 0.2, hoverOpacity: 0.4, hoverBrightness: 0.8 } as const
export const POPUP_DELAY_MS = 50
export const MAP_HEIGHT_REM = 24
export const MAP_HEIGHT_SCALE = [1, 0.9, 0.8, 0.7, 0.6] as const
export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'

/** A colour at 0.8 of its brightness (hovered marker). */
export function darken(colour: string, factor: number = MARKER.hoverBrightness): string {
  const rgb = parseColor(colour)
  if (!rgb) return colour
  const c = (v: number) => Math.round(v * factor)
  return `rgb(${c(rgb.r)}, ${c(rgb.g)}, ${c(rgb.b)})`
}

/** The theme's map marker colour for an element (falls back to the primary blue). */
export function markerColour(el: Element | null): string {
  if (!el || typeof getComputedStyle === 'undefined') return '#0b4f8a'
  return getComputedStyle(el).getPropertyValue('--scheme-map-marker').trim() || '#0b4f8a'
}
