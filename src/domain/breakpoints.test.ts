import { describe, it, expect } from 'vitest'
import { blockOverlapHeights, breakpoints, carouselBreakpoints, minWidthQuery, timings } from './breakpoints'

describe('breakpoints', () => {
  it('are strictly increasing', () => {
    const values = Object.values(breakpoints)
    expect(values).toEqual([0, 576, 768, 992, 1200, 1440, 1680, 1921])
    values.slice(1).forEach((v, i) => expect(v).toBeGreaterThan(values[i]!))
  })

  it('builds min-width queries', () => {
    expect(minWidthQuery('md')).toBe('(min-width: 768px)')
    expect(minWidthQuery('xxxxl')).toBe('(min-width: 1921px)')
  })

  it('defines carousel breakpoints', () => {
    expect(carouselBreakpoints).toEqual({ large: 1680, medium: 1200, small: 768, xsmall: 360 })
  })
})

describe('spec constants', () => {
  it('matches the block overlap heights', () => {
    expect(blockOverlapHeights).toEqual({
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
    })
  })

  it('matches the timings', () => {
    expect(timings).toEqual({
      progressThrottle: 200,
      progressDuration: 5000,
      reloadGuard: 60_000,
      selfResizeThrottle: 50,
      scrollThrottle: 16,
      fetchMinDelay: 200,
      successToast: 5000,
      prefetchIdleTimeout: 2000,
      viewportMargin: '25%',
    })
  })
})
