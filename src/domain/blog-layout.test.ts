import { describe, expect, it } from 'vitest'
import { featuredItemClasses, gridItemClasses } from './blog-layout'

const all = (n: number, f: (count: number, i: number) => string[]) => Array.from({ length: n }, (_, i) => f(n, i))

describe('gridItemClasses', () => {
  it('shows 1 article at medium-down and 3 at extra-large-down, all above', () => {
    const c = all(5, gridItemClasses)
    expect(c.filter((x) => !x.includes('hide-md'))).toHaveLength(1)
    expect(c.filter((x) => !x.includes('hide-xl'))).toHaveLength(3)
  })
  it('makes the first article large, except with exactly 3 articles on wide screens', () => {
    expect(gridItemClasses(4, 0)).toContain('large')
    expect(gridItemClasses(3, 0)).toContain('large-narrow')
    expect(gridItemClasses(4, 1)).not.toContain('large')
  })
})

describe('featuredItemClasses', () => {
  it('limits regular posts to 2 at extra-large-down', () => {
    expect(all(5, featuredItemClasses).filter((x) => !x.includes('hide-xl'))).toHaveLength(3)
  })
  it('shows all large when fewer than 3 articles, else only the first', () => {
    expect(all(2, featuredItemClasses).every((x) => x.includes('large'))).toBe(true)
    expect(all(3, featuredItemClasses).map((x) => x.includes('large'))).toEqual([true, false, false])
  })
})
