import { describe, expect, it } from 'vitest'
import { categoriesPerView, categoryCardMinHeight, propertyCount } from './category-cards'

describe('category cards (spec 2 §9)', () => {
  it('take the min height of the breakpoint a width falls in, edges included', () => {
    expect([1920, 1919, 1680, 1440, 1439, 1200, 992, 991, 768, 767, 390, 0].map(categoryCardMinHeight)).toEqual([
      530, 446, 446, 360, 286, 286, 362, 240, 240, 346, 346, 346,
    ])
  })
  it('show 4, 3, 2, 1, 1 cards per view in the slider', () => {
    expect([1920, 1680, 1679, 1440, 1200, 1199, 768, 767, 390, 360, 320].map(categoriesPerView)).toEqual([
      4, 4, 3, 3, 3, 2, 2, 1, 1, 1, 1,
    ])
  })
  it('show a property count only when it is a whole number of 0 or more', () => {
    expect([12, 0, -1, 2.5, Number.NaN, null, undefined, '12'].map(propertyCount)).toEqual([
      12,
      0,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
