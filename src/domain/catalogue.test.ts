import { describe, expect, it } from 'vitest'
import {
  carouselHasControls,
  firstItems,
  remOrZero,
  REWARD_IDENTS,
  rewardImage,
  statisticsLayout,
  textAlign,
  twoDigitIndex,
} from './catalogue'

describe('content block rules', () => {
  it('shows the first 3 items and a show-more button only when there are more', () => {
    expect(firstItems([1, 2, 3, 4], false)).toEqual({ shown: [1, 2, 3], hasMore: true })
    expect(firstItems([1, 2, 3], false)).toEqual({ shown: [1, 2, 3], hasMore: false })
    expect(firstItems([1, 2, 3, 4], true)).toEqual({ shown: [1, 2, 3, 4], hasMore: false })
  })
  it('gives reward images for the 14 idents only, light or dark', () => {
    expect(REWARD_IDENTS).toHaveLength(14)
    expect(rewardImage('diamant', false)).toBe('/images/rewards/light/diamant_fr.svg')
    expect(rewardImage('titan', true)).toBe('/images/rewards/dark/titan_fr.svg')
    expect(rewardImage('gold-star', false)).toBeNull()
  })
  it('hides carousel controls with a single slide', () => {
    expect(carouselHasControls(1)).toBe(false)
    expect(carouselHasControls(0)).toBe(false)
    expect(carouselHasControls(2)).toBe(true)
  })
  it('defaults layouts: statistics variant_1, text alignment center', () => {
    expect(statisticsLayout('variant_3')).toBe('variant_3')
    expect(statisticsLayout('weird')).toBe('variant_1')
    expect(textAlign(undefined)).toBe('center')
    expect(textAlign('right')).toBe('right')
  })
  it('numbers items with two digits and a dot; bad paddings are 0', () => {
    expect(twoDigitIndex(3)).toBe('03.')
    expect(twoDigitIndex(12)).toBe('12.')
    expect(remOrZero(-1)).toBe(0)
    expect(remOrZero('2')).toBe(0)
    expect(remOrZero(1.5)).toBe(1.5)
  })
})
