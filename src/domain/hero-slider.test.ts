import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { autoplayRuns, wrapIndex } from './hero-slider'

describe('hero slider', () => {
  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(1, 3)).toBe(1)
    expect(wrapIndex(5, 0)).toBe(0)
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: 1, max: 9 }), (i, n) => {
        const w = wrapIndex(i, n)
        expect(w >= 0 && w < n && (w - i) % n === 0).toBe(true)
      }),
    )
  })

  it('autoplays only with several slides, no hover, no focus and motion allowed', () => {
    const base = { count: 3, hovered: false, focused: false, reducedMotion: false }
    expect(autoplayRuns(base)).toBe(true)
    expect(autoplayRuns({ ...base, count: 1 })).toBe(false)
    expect(autoplayRuns({ ...base, hovered: true })).toBe(false)
    expect(autoplayRuns({ ...base, focused: true })).toBe(false)
    expect(autoplayRuns({ ...base, reducedMotion: true })).toBe(false)
  })
})
