/** Layout breakpoints (min-width, px). */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440, xxxl: 1680, xxxxl: 1921 } as const

export type Breakpoint = keyof typeof breakpoints

/** Carousel breakpoints (min-width, px). */
export const carouselBreakpoints = { large: 1680, medium: 1200, small: 768, xsmall: 360 } as const

/** Heights (px) by which blocks overlap or underlap their neighbours (spec). */
export const blockOverlapHeights = {
  headerClassic: 130,
  headerMegamenu: 185,
  headerOutOfNorm: 176,
  footerUnderlap: 96,
  heroLanding: 64,
  hero: 95,
  contactForm: 573,
  cta: 150,
  doubleCta: 250,
  highlights: 500,
} as const

/** Timing constants (ms unless noted). */
export const timings = {
  progressThrottle: 200,
  progressDuration: 5000,
  reloadGuard: 60000,
  selfResizeThrottle: 50,
  scrollThrottle: 16,
  fetchMinDelay: 200,
  successToast: 5000,
  prefetchIdleTimeout: 2000,
  /** IntersectionObserver rootMargin. */
  viewportMargin: '25%',
} as const

/** Media query for a min-width breakpoint. */
export function minWidthQuery(bp: Breakpoint): string {
  return `(min-width: ${breakpoints[bp]}px)`
}

/** The breakpoint active at a viewport width: the largest whose minimum the width reaches (developer test block). */
export function breakpointOf(width: number): Breakpoint {
  let name: Breakpoint = 'xs'
  for (const [n, min] of Object.entries(breakpoints) as [Breakpoint, number][]) if (width >= min) name = n
  return name
}
