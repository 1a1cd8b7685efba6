import { describe, expect, it } from 'vitest'
import { priceIncrements, propertyTypeLabel, propertyTypeCodes } from './constants'

describe('price increments', () => {
  it('follow the spec steps', () => {
    expect(priceIncrements.slice(0, 3)).toEqual([0, 25_000, 50_000])
    expect(priceIncrements).toContain(500_000)
    expect(priceIncrements).not.toContain(525_000)
    expect(priceIncrements.slice(20, 23)).toEqual([500_000, 550_000, 600_000])
    expect(priceIncrements.slice(-6)).toEqual([1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 10_000_000])
    expect(priceIncrements).toHaveLength(36)
    expect([...priceIncrements].sort((a, b) => a - b)).toEqual(priceIncrements)
  })
})

describe('property types', () => {
  it('has the seven spec codes with labels per locale', () => {
    expect(propertyTypeCodes).toEqual(['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'])
    expect(propertyTypeLabel('chalet', 'en')).toBe('Cottage')
    expect(propertyTypeLabel('maison', 'fr')).toBe('Maison')
  })
})
