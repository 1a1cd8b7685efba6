import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { archiveQuery, clickCategory, fetchDelay, FILTER_FETCH_DELAY_MS, POSTS_PER_PAGE } from './blog-archive'

const all = [3, 5, 8]

describe('clickCategory', () => {
  it('selects only the clicked category when all are selected', () => {
    expect(clickCategory(all, [3, 5, 8], 5)).toEqual([5])
  })
  it('otherwise toggles it, in the categories’ order', () => {
    expect(clickCategory(all, [5], 3)).toEqual([3, 5])
    expect(clickCategory(all, [3, 5], 3)).toEqual([5])
  })
  it('re-selects all when none would remain', () => {
    expect(clickCategory(all, [5], 5)).toEqual([3, 5, 8])
  })
  it('ignores unknown ids', () => {
    expect(clickCategory(all, [5], 99)).toEqual([5])
  })
  it('never leaves an empty selection nor ids outside the list', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...all)), (clicks) => {
        let sel = [...all]
        for (const c of clicks) sel = clickCategory(all, sel, c)
        expect(sel.length).toBeGreaterThan(0)
        expect(sel.every((c) => all.includes(c))).toBe(true)
      }),
    )
  })
})

describe('archiveQuery', () => {
  it('sends categories only when not all are selected, 6 per page', () => {
    expect(archiveQuery(all, { page: 1, order: 'desc', categories: all })).toEqual([
      ['page', '1'],
      ['limit', String(POSTS_PER_PAGE)],
      ['order', 'desc'],
    ])
    expect(archiveQuery(all, { page: 2, order: 'asc', categories: [3, 8] })).toContainEqual(['categories', '3,8'])
    expect(POSTS_PER_PAGE).toBe(6)
  })
})

describe('fetchDelay', () => {
  const base = { page: 1, order: 'desc' as const, categories: all }
  it('fetches the first time and page changes at once', () => {
    expect(fetchDelay(null, base)).toBe(0)
    expect(fetchDelay(base, { ...base, page: 2 })).toBe(0)
  })
  it('waits 1000 ms after a category or order change', () => {
    expect(FILTER_FETCH_DELAY_MS).toBe(1000)
    expect(fetchDelay(base, { ...base, categories: [5] })).toBe(1000)
    expect(fetchDelay({ ...base, page: 3 }, { ...base, order: 'asc' })).toBe(1000)
  })
  it('skips identical parameters', () => {
    expect(fetchDelay(base, { ...base, categories: [...all] })).toBeNull()
  })
})
