import { describe, expect, it } from 'vitest'
import { coreArticlesListing, corePropertiesFilters } from './core-data'

describe('core data read from a block (spec 1 §3)', () => {
  it('takes articlesListing as the /articles answer or a bare list, and nothing else', () => {
    const answer = { articles: [{ id: 1 }], total: 7, page: 2, limit: 1, has_more: true }
    expect(coreArticlesListing({ articlesListing: answer })).toEqual(answer)
    expect(coreArticlesListing({ articlesListing: [{ id: 1 }, { id: 2 }] })).toEqual({
      articles: [{ id: 1 }, { id: 2 }],
      total: 2,
      page: 1,
      limit: 2,
      has_more: false,
    })
    expect(coreArticlesListing({ articlesListing: { total: 3 } })).toBeNull()
    expect(coreArticlesListing(null)).toBeNull()
    expect(coreArticlesListing({})).toBeNull()
  })

  it('takes propertiesFilters with both lists, dropping malformed entries', () => {
    const f = corePropertiesFilters({
      propertiesFilters: {
        municipalities: [{ MUN_CODE: '66023', DESCRIPTION: 'Montréal' }, { MUN_CODE: 1 }],
        property_types: [{ code: 'condo', label: 'Condo' }],
        price_increments: [0, 100000],
      },
    })
    expect(f).toEqual({
      municipalities: [{ MUN_CODE: '66023', DESCRIPTION: 'Montréal' }],
      property_types: [{ code: 'condo', label: 'Condo' }],
      price_increments: [0, 100000],
    })
    expect(corePropertiesFilters({ propertiesFilters: { municipalities: [] } })).toBeNull()
    expect(corePropertiesFilters({ propertiesFilters: [] })).toBeNull()
  })
})
