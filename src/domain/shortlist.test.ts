import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_RECENT,
  emptyShortlist,
  isFavourite,
  isListingKey,
  parseShortlist,
  priceChange,
  recordView,
  renameSearch,
  saveSearch,
  serializeShortlist,
  shareQuery,
  sharedKeys,
  toggleFavourite,
} from './shortlist'

const key = fc.string({ minLength: 1, maxLength: 20 }).filter(isListingKey)

describe('stored shortlist', () => {
  it('reads back what it wrote, whatever was saved', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.option(fc.nat()))), fc.array(key), (favs, views) => {
        let s = emptyShortlist()
        for (const [k, p] of favs) s = toggleFavourite(s, k, p, 1)
        for (const k of views) s = recordView(s, k)
        expect(parseShortlist(serializeShortlist(s))).toEqual(s)
      }),
    )
  })

  it('never throws on corrupted text and keeps the good entries', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(parseShortlist(raw).v).toBe(1)
      }),
    )
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        expect(() => parseShortlist(JSON.stringify(j))).not.toThrow()
      }),
    )
    const mixed = JSON.stringify({
      v: 1,
      favourites: [{ uls: 'A1', price: 500000, at: 1 }, { uls: 42 }, null, 'x', { uls: 'A1', price: 1 }],
      searches: [{ id: 's', name: 'Laval', query: 'q=1', at: 2 }, { id: 's2' }],
      recent: ['A1', 7, '', 'B2'],
    })
    const s = parseShortlist(mixed)
    expect(s.favourites).toEqual([{ uls: 'A1', price: 500000, at: 1 }])
    expect(s.searches.map((x) => x.name)).toEqual(['Laval'])
    expect(s.recent).toEqual(['A1', 'B2'])
  })

  it('drops an older or unknown version instead of misreading it', () => {
    expect(parseShortlist(JSON.stringify({ v: 0, favourites: [{ uls: 'A1' }] }))).toEqual(emptyShortlist())
    expect(parseShortlist('["A1","B2"]')).toEqual(emptyShortlist())
    expect(parseShortlist(null)).toEqual(emptyShortlist())
  })
})

describe('favourites, views and searches', () => {
  it('a second press removes the favourite', () => {
    fc.assert(
      fc.property(key, fc.nat(), (k, p) => {
        const once = toggleFavourite(emptyShortlist(), k, p, 1)
        expect(isFavourite(once, k)).toBe(true)
        expect(isFavourite(toggleFavourite(once, k, p, 2), k)).toBe(false)
      }),
    )
  })

  it('keeps the last 12 listings opened, newest first, each once', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), (keys) => {
        const s = keys.reduce(recordView, emptyShortlist())
        expect(s.recent.length).toBeLessThanOrEqual(MAX_RECENT)
        expect(new Set(s.recent).size).toBe(s.recent.length)
        if (keys.length) expect(s.recent[0]).toBe(keys.at(-1))
      }),
    )
  })

  it('renames a saved search, never to an empty name', () => {
    const s = saveSearch(emptyShortlist(), { id: 'a', name: 'Recherche', query: 'municipality=1', at: 1 })
    expect(renameSearch(s, 'a', '  Laval, 3 ch.  ').searches[0]?.name).toBe('Laval, 3 ch.')
    expect(renameSearch(s, 'a', '   ').searches[0]?.name).toBe('Recherche')
  })

  it('a shared link carries the keys back, any characters included', () => {
    fc.assert(
      fc.property(fc.uniqueArray(key, { maxLength: 50 }), (keys) => {
        expect(sharedKeys(new URLSearchParams(shareQuery(keys)))).toEqual(keys)
      }),
    )
    expect(sharedKeys(new URLSearchParams('k=A1&k=A1&k=&x=B'))).toEqual(['A1'])
  })

  it('shows a price change only when the price moved', () => {
    expect(priceChange(500000, 475000)).toEqual({ from: 500000, to: 475000 })
    expect(priceChange(500000, 500000)).toBeNull()
    expect(priceChange(null, 500000)).toBeNull()
  })
})
