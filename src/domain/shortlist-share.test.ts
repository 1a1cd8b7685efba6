import { describe, expect, it } from 'vitest'
import { emptyShortlist } from './shortlist'
import { hasShareable, parseShared, shareOf, SHARE_MAX_CHARS } from './shortlist-share'

const list = {
  ...emptyShortlist(),
  favourites: [{ uls: 'A1', price: 500_000, at: 1 }],
  searches: [{ id: 's1', name: 'Plateau', query: 'mun=66023&order_by=price_asc', at: 2 }],
  recent: ['B2'],
}

describe('the shortlist attached to a lead', () => {
  it('sends the keys and the searches’ names and criteria only (no prices, dates or recently viewed)', () => {
    expect(shareOf(list)).toEqual({
      favourites: ['A1'],
      searches: [{ name: 'Plateau', query: 'mun=66023&order_by=price_asc' }],
    })
    expect(hasShareable(list)).toBe(true)
    expect(hasShareable({ ...emptyShortlist(), recent: ['B2'] })).toBe(false)
  })

  it('reads back what the form sends, the criteria written as the search page writes them', () => {
    expect(parseShared(JSON.stringify(shareOf(list)))).toEqual(shareOf(list))
    expect(parseShared('{"favourites":["A1","A1"],"searches":[{"name":" X ","query":"bedrooms=2"}]}')).toEqual({
      favourites: ['A1'],
      searches: [{ name: 'X', query: 'bedrooms=2' }],
    })
  })

  it.each([
    ['bad JSON', '{'],
    ['an array', '[]'],
    ['another member', '{"favourites":[],"notes":"x"}'],
    ['51 keys', JSON.stringify({ favourites: Array.from({ length: 51 }, (_, i) => `K${i}`) })],
    ['a number as key', '{"favourites":[12]}'],
    ['an empty key', '{"favourites":[""]}'],
    ['an unknown criterion', '{"searches":[{"name":"x","query":"email=a@b.c"}]}'],
    ['a control character in a name', '{"searches":[{"name":"a\\u0007","query":""}]}'],
    ['a search with more', '{"searches":[{"name":"x","query":"","id":"1"}]}'],
    ['too long a text', JSON.stringify({ favourites: ['A'], pad: 'x'.repeat(SHARE_MAX_CHARS) })],
  ])('refuses %s', (_, raw) => {
    expect(parseShared(raw)).toBeNull()
  })
})
