import { describe, expect, it } from 'vitest'
import { restQueryProblem } from './rest-query'

const numeric = new Set(['id', 'office', 'position', 'latitude'])
const problem = (q: string) => restQueryProblem(new URLSearchParams(q), numeric)?.parameter ?? null

describe('REST query check', () => {
  it('accepts the paging and filters a client sends', () => {
    expect(problem('page=2&limit=12&depth=1&where[office][equals]=3&where[name][like]=gagnon&sort=-position')).toBeNull()
    expect(problem('where[and][0][office][in]=1,2&where[and][1][latitude][greater_than]=45.5')).toBeNull()
    expect(problem('where[office][in][]=1&where[office][in][]=2&where[office][exists]=false')).toBeNull()
  })
  it.each([
    ['page=abc', 'page'], ['page=0', 'page'], ['page=-1', 'page'], ['page=99999999999999999999', 'page'],
    ['limit=-5', 'limit'], ['limit=abc', 'limit'], ['depth=abc', 'depth'],
    ['where[office][equals]=abc', 'where[office][equals]'], ['where[or][0][position][less_than]=1e999', 'where[or][0][position][less_than]'],
    ['where[id][in]=1,x', 'where[id][in]'], ['where[office][in][]=2&where[office][in][]=two', 'where[office][in][]'],
  ])('names the bad parameter of %s', (q, parameter) => {
    expect(problem(q)).toBe(parameter)
  })
})
