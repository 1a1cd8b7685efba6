import { describe, expect, it } from 'vitest'
import {
  blockOverlapHeights,
  breakpoints,
  carouselBreakpoints,
  minWidthQuery,
  timings,
  type Breakpoint,
} from './breakpoints'

/** What a browser does with one of our queries: `(min-width: Npx)` holds at a viewport width ≥ N. */
function matches(query: string, width: number): boolean {
  const m = /^\(min-width: (\d+)px\)$/.exec(query)
  if (!m) throw new Error(`not a min-width query: ${query}`)
  return width >= Number(m[1])
}

const names = Object.keys(breakpoints) as Breakpoint[]
/** The layout a viewport gets: the widest breakpoint whose query holds. */
const layoutAt = (width: number) => names.filter((bp) => matches(minWidthQuery(bp), width)).at(-1)

describe('layout breakpoints', () => {
  it('give every viewport exactly one layout, wider screens never a narrower one', () => {
    let previous = -1
    for (let width = 0; width <= 2600; width += 7) {
      const index = names.indexOf(layoutAt(width)!)
      expect(index).toBeGreaterThanOrEqual(previous)
      previous = index
    }
    expect(new Set(Array.from({ length: 400 }, (_, i) => layoutAt(i * 7))).size).toBe(names.length)
  })

  it('put common devices in the expected layout', () => {
    expect(layoutAt(360)).toBe('xs') // phone
    expect(layoutAt(390)).toBe('xs')
    expect(layoutAt(768)).toBe('md') // tablet, portrait
    expect(layoutAt(1024)).toBe('lg') // tablet, landscape
    expect(layoutAt(1280)).toBe('xl') // laptop
    expect(layoutAt(1920)).toBe('xxxl') // full HD stays below the widest layout
    expect(layoutAt(2560)).toBe('xxxxl')
  })

  it('switch exactly at each breakpoint', () => {
    for (const bp of names.slice(1)) {
      expect(matches(minWidthQuery(bp), breakpoints[bp])).toBe(true)
      expect(matches(minWidthQuery(bp), breakpoints[bp] - 1)).toBe(false)
    }
  })
})

describe('carousel breakpoints', () => {
  it('change the slide count where the layout changes (from the tablet up)', () => {
    const layoutWidths = new Set<number>(Object.values(breakpoints))
    expect(
      [carouselBreakpoints.small, carouselBreakpoints.medium, carouselBreakpoints.large].every((w) =>
        layoutWidths.has(w),
      ),
    ).toBe(true)
    expect(carouselBreakpoints.xsmall).toBeLessThanOrEqual(360) // the smallest phone already gets the phone carousel
    expect(
      carouselBreakpoints.xsmall < carouselBreakpoints.small &&
        carouselBreakpoints.small < carouselBreakpoints.medium &&
        carouselBreakpoints.medium < carouselBreakpoints.large,
    ).toBe(true)
  })
})

describe('spec constants', () => {
  it('overlaps are whole positive pixel heights', () => {
    for (const h of Object.values(blockOverlapHeights)) expect(Number.isInteger(h) && h > 0).toBe(true)
  })

  it('timings: scroll work at most once a frame, throttles shorter than what they throttle, a valid rootMargin', () => {
    expect(timings.scrollThrottle).toBeLessThanOrEqual(1000 / 60)
    expect(timings.progressThrottle).toBeLessThan(timings.progressDuration)
    expect(timings.fetchMinDelay).toBeLessThan(timings.successToast)
    expect(timings.reloadGuard).toBeGreaterThan(timings.progressDuration)
    expect(timings.viewportMargin).toMatch(/^\d+(px|%)$/)
  })
})
