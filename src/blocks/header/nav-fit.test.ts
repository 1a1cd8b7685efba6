import { describe, expect, it } from 'vitest'
import { linksFit } from './nav-fit'

describe('linksFit', () => {
  it('fits when the links are no wider than the slot, with 1 px rounding slack', () => {
    expect(linksFit(600, 700)).toBe(true)
    expect(linksFit(701, 700)).toBe(true)
    expect(linksFit(702, 700)).toBe(false)
  })
  it('never fits a slot with no width (hidden or collapsed)', () => {
    expect(linksFit(0, 0)).toBe(false)
  })
})
