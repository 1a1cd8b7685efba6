import { describe, it, expect } from 'vitest'
import { focalPosition, mediaFilterCss, mediaFilterDefaults } from './media-filters'

describe('mediaFilterCss', () => {
  it('returns undefined when everything is default or missing', () => {
    expect(mediaFilterCss()).toBeUndefined()
    expect(mediaFilterCss(null)).toBeUndefined()
    expect(mediaFilterCss({})).toBeUndefined()
    expect(mediaFilterCss({ ...mediaFilterDefaults })).toBeUndefined()
  })

  it('includes only non-default values in a fixed order', () => {
    expect(mediaFilterCss({ brightness: 0.8, blur: 4 })).toBe('blur(4px) brightness(0.8)')
    expect(mediaFilterCss({ contrast: 1.2, opacity: 0.5, saturate: 0 })).toBe('contrast(1.2) opacity(0.5) saturate(0)')
    expect(mediaFilterCss({ blur: 0, brightness: 1, saturate: 2 })).toBe('saturate(2)')
  })

  it('ignores non-finite values', () => {
    expect(mediaFilterCss({ blur: Number.NaN, contrast: Infinity })).toBeUndefined()
  })
})

describe('focalPosition', () => {
  it('defaults to the centre', () => {
    expect(focalPosition()).toBe('50% 50%')
    expect(focalPosition(null)).toBe('50% 50%')
    expect(focalPosition({ x: null, y: 20 })).toBe('50% 20%')
  })

  it('formats and clamps percentages', () => {
    expect(focalPosition({ x: 30, y: 70 })).toBe('30% 70%')
    expect(focalPosition({ x: -10, y: 150 })).toBe('0% 100%')
    expect(focalPosition({ x: 12.5, y: 0 })).toBe('12.5% 0%')
  })
})
