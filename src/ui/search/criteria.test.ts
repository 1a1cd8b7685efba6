import { describe, expect, it } from 'vitest'
import { emptyFilters } from '@/domain/search-filters'
import { criteriaOf, withoutCriterion } from './criteria'

const t = (k: string, v?: Record<string, string | number>) => `${k}${v ? JSON.stringify(v) : ''}`
const muns = [{ MUN_CODE: '1', DESCRIPTION: 'Laval' }]

describe('criteria tags', () => {
  it('lists one tag per value', () => {
    const f = { ...emptyFilters(), mun: ['1'], type: ['condo'], price_min: 100000, open_house: true }
    const tags = criteriaOf(f, muns, 'en', t)
    expect(tags.map((c) => c.label)).toEqual(['Laval', 'Condo', 'priceFrom{"min":"$100,000"}', 'openHouseTag'])
  })
  it('clears only that criterion', () => {
    const f = { ...emptyFilters(), mun: ['1', '2'], bedrooms: 3 }
    expect(withoutCriterion(f, { key: 'mun', id: 'x', value: '1', label: '' })).toEqual({ mun: ['2'] })
    expect(withoutCriterion(f, { key: 'bedrooms', id: 'x', label: '' })).toEqual({ bedrooms: null })
  })
})
