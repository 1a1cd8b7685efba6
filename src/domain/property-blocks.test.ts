import { describe, expect, it } from 'vitest'
import {
  carouselNavigable,
  clampListingLimit,
  criteriaSearchHref,
  FEATURED_AUTOPLAY_MS,
  FEATURED_PROGRESS_MS,
  propertiesLayout,
  sliderEndCard,
} from './property-blocks'

describe('properties block layout', () => {
  it('shows 2 listings at xl and below, all on wider screens', () => {
    expect(propertiesLayout(6, 40, true).narrowCount).toBe(2)
    expect(propertiesLayout(1, 1, true).narrowCount).toBe(1)
    expect(propertiesLayout(0, 0, true).narrowCount).toBe(0)
  })
  it('adds an extra final card for exactly 3 listings', () => {
    expect(propertiesLayout(3, 3, true).extraCard).toBe(true)
    expect(propertiesLayout(2, 3, true).extraCard).toBe(false)
    expect(propertiesLayout(4, 9, true).extraCard).toBe(false)
  })
  it('shows the see-all link only when enabled and more than 1 listing matches', () => {
    expect(propertiesLayout(2, 2, true).seeAll).toBe(true)
    expect(propertiesLayout(1, 1, true).seeAll).toBe(false)
    expect(propertiesLayout(0, 0, true).seeAll).toBe(false)
    expect(propertiesLayout(6, 50, false).seeAll).toBe(false)
  })
})

describe('properties slider end card', () => {
  it('adds see-more when the total exceeds the listings shown', () => {
    expect(sliderEndCard(6, 7)).toBe('see-more')
    expect(sliderEndCard(2, 40)).toBe('see-more')
  })
  it('otherwise adds the extra card for at most 3 items', () => {
    expect(sliderEndCard(3, 3)).toBe('extra')
    expect(sliderEndCard(1, 1)).toBe('extra')
    expect(sliderEndCard(0, 0)).toBe('extra')
  })
  it('adds nothing when every match already shows and there are more than 3', () => {
    expect(sliderEndCard(4, 4)).toBeNull()
    expect(sliderEndCard(12, 12)).toBeNull()
  })
})

describe('featured carousel constants', () => {
  it('runs the progress bar 1000 ms shorter than the 5000 ms autoplay', () => {
    expect(FEATURED_AUTOPLAY_MS).toBe(5000)
    expect(FEATURED_PROGRESS_MS).toBe(4000)
  })
  it('navigates only with more than one slide', () => {
    expect(carouselNavigable(0)).toBe(false)
    expect(carouselNavigable(1)).toBe(false)
    expect(carouselNavigable(2)).toBe(true)
  })
  it('keeps the listing limit between 1 and 12 (6 by default)', () => {
    expect(clampListingLimit(undefined)).toBe(6)
    expect(clampListingLimit(0)).toBe(1)
    expect(clampListingLimit(40)).toBe(12)
    expect(clampListingLimit(3.4)).toBe(3)
  })
})

describe('see-all link', () => {
  it('carries the block criteria in the properties page query', () => {
    const href = criteriaSearchHref('/fr/proprietes', { mun: ['65005', '64008'], type: ['condo'], transaction: 'sale' })
    const [path, query] = href.split('?')
    expect(path).toBe('/fr/proprietes')
    const q = new URLSearchParams(query)
    expect(q.getAll('mun').sort()).toEqual(['64008', '65005'])
    expect(q.getAll('type')).toEqual(['condo'])
    expect(q.get('forSaleForRent')).toBe('buy')
  })
  it('is the bare properties page without criteria', () => {
    expect(criteriaSearchHref('/en/properties', {})).toBe('/en/properties')
    expect(criteriaSearchHref('/en/properties', { transaction: 'rent' })).toBe('/en/properties?forSaleForRent=rent')
  })
})
