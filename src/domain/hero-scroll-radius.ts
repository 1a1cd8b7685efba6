/** Spec 2 §9 "Hero scroll radius animation": over 32 px of scroll, checked about every 16 ms. */
export const HERO_RADIUS_SCROLL_PX = 32
export const HERO_RADIUS_THROTTLE_MS = 16

/** How far the hero opening the page has rounded its corners: 0 at the top, 1 from 32 px of scroll. */
export function heroRadiusProgress(scrollY: number): number {
  if (!Number.isFinite(scrollY) || scrollY <= 0) return 0
  return Math.min(1, Math.round((scrollY / HERO_RADIUS_SCROLL_PX) * 1000) / 1000)
}
