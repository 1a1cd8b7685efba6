import { describe, expect, it } from 'vitest'
import { doubleImageSide, rowLayout, textAlign, textBlockVariant } from './text-blocks'

describe('text blocks rules', () => {
  it('aligns left, center or right, centred by default or when the value is unknown', () => {
    expect(textAlign('left')).toBe('left')
    expect(textAlign('right')).toBe('right')
    expect(textAlign(undefined)).toBe('center')
    expect(textAlign('justify')).toBe('center')
  })
  it('reads a stored block without a variant as type 2 (aligned text)', () => {
    expect(textBlockVariant(null)).toBe('type_2')
    expect(textBlockVariant('double_image')).toBe('double_image')
    expect(textBlockVariant('type_9')).toBe('type_2')
  })
  it('puts the double image left or right, right unless left is asked', () => {
    expect(doubleImageSide('left')).toBe('left')
    expect(doubleImageSide('center')).toBe('right')
    expect(doubleImageSide(undefined)).toBe('right')
  })
  it('alternates text-and-image rows and lets a lone text or image span the row', () => {
    expect([0, 1, 2].map((i) => rowLayout(true, true, i))).toEqual(['image-left', 'image-right', 'image-left'])
    expect(rowLayout(true, false, 0)).toBe('text')
    expect(rowLayout(false, true, 1)).toBe('image')
    expect(rowLayout(false, false, 0)).toBe('empty')
  })
})
