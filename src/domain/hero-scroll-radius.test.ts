import { describe, expect, it } from 'vitest'
import { heroRadiusProgress } from './hero-scroll-radius'

describe('hero scroll radius progress', () => {
  it('grows from square at the top to fully rounded at 32 px of scroll, then stays', () => {
    expect(heroRadiusProgress(0)).toBe(0)
    expect(heroRadiusProgress(8)).toBe(0.25)
    expect(heroRadiusProgress(16)).toBe(0.5)
    expect(heroRadiusProgress(32)).toBe(1)
    expect(heroRadiusProgress(5000)).toBe(1)
  })
  it('treats overscroll above the top (negative, as on iOS) and nonsense as the top', () => {
    expect(heroRadiusProgress(-40)).toBe(0)
    expect(heroRadiusProgress(Number.NaN)).toBe(0)
  })
})
