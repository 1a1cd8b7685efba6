/** Spec 2 §9 "Hero slider". */
export const HERO_SLIDER = { autoplayMs: 8000, transitionMs: 500 } as const

/** Wrap-around navigation: past the last slide comes the first, before the first the last. */
export function wrapIndex(i: number, count: number): number {
  if (count <= 0) return 0
  return ((i % count) + count) % count
}

/** Autoplay runs only with more than one slide, no hover or focus inside, and motion allowed. */
export function autoplayRuns(s: {
  count: number
  hovered: boolean
  focused: boolean
  reducedMotion: boolean
}): boolean {
  return s.count > 1 && !s.hovered && !s.focused && !s.reducedMotion
}
