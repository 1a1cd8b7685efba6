import { describe, it, expect } from 'vitest'
import { contrastRatio, isDarkColor, parseColor, relativeLuminance } from './color'

describe('parseColor', () => {
  it('parses hex forms', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 })
    expect(parseColor('#0b4f8a')).toEqual({ r: 11, g: 79, b: 138 })
    expect(parseColor('#0B4F8AFF')).toEqual({ r: 11, g: 79, b: 138 })
    expect(parseColor(' #a1b ')).toEqual({ r: 0xaa, g: 0x11, b: 0xbb })
  })

  it('parses rgb() and rgba()', () => {
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 })
    expect(parseColor('rgba(10,20,30,0.5)')).toEqual({ r: 10, g: 20, b: 30 })
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30 })
    expect(parseColor('rgb(100%, 0%, 50%)')).toEqual({ r: 255, g: 0, b: 128 })
    expect(parseColor('RGB(300, -5, 0)')).toEqual({ r: 255, g: 0, b: 0 })
  })

  it.each(['', 'red', '#ggg', '#12345', 'rgb(1,2)', 'rgb(a,b,c)', 'rgb(1,2,3,4,5)', 'hsl(0,0%,0%)'])(
    'rejects %j',
    (value) => {
      expect(parseColor(value)).toBeNull()
    },
  )
})

describe('isDarkColor', () => {
  it('uses the r+g+b <= 382.5 threshold', () => {
    expect(isDarkColor('#000')).toBe(true)
    expect(isDarkColor('#fff')).toBe(false)
    expect(isDarkColor('rgb(127, 127, 128)')).toBe(true) // 382
    expect(isDarkColor('rgb(128, 127, 128)')).toBe(false) // 383
    expect(isDarkColor('#0b4f8a')).toBe(true)
  })

  it('treats unparsable colours as light', () => {
    expect(isDarkColor('nope')).toBe(false)
  })
})

describe('contrast helpers', () => {
  it('computes known WCAG values', () => {
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1)
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1)
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('bad', '#fff')).toBeNull()
  })
})
