import { describe, expect, it } from 'vitest'
import { restQueryProblem } from './rest-query'

const numeric = new Set(['id', 'office', 'position', 'latitude'])
const problem = (q: string) => restQueryProblem(new URLSearchParams(q), numeric)?.parameter ?? null

describe('REST query check', () => {
  it('accepts the paging and filters a client sends', () => {
    expect(
      problem('page=2&limit=12&depth=1&where[office][equals]=3&where[name][like]=gagnon&sort=-position'),
    ).toBeNull()
    expect(problem('where[and][0][office][in]=1,2&where[and][1][latitude][greater_than]=45.5')).toBeNull()
    expect(problem('where[office][in][]=1&where[office][in][]=2&where[office][exists]=false')).toBeNull()
  })
  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=99999999999999999999', 'page'],
    ['limit=-5', 'limit'],
    ['limit=abc', 'limit'],
    ['depth=abc', 'depth'],
    ['limit=3&limit=3', 'limit'],
    ['limit[]=3&limit[]=4', 'limit[]'],
    ['limit[a]=3', 'limit[a]'],
    ['page=2&page=2', 'page'],
    ['where[office][equals]=abc', 'where[office][equals]'],
    ['where[or][0][position][less_than]=1e999', 'where[or][0][position][less_than]'],
    ['where[id][in]=1,x', 'where[id][in]'],
    ['where[office][in][]=2&where[office][in][]=two', 'where[office][in][]'],
    // One indexed item holding a comma: Payload does not split it and failed to cast '1,2' (500, fuzz bench).
    ['where[office][not_in][0]=1,2', 'where[office][not_in][0]'],
  ])('names the bad parameter of %s', (q, parameter) => {
    expect(problem(q)).toBe(parameter)
  })
})

describe('REST query check by field kind (issue 27)', () => {
  const kinds: Record<string, 'id' | 'number' | 'date' | 'point' | 'other'> = {
    id: 'id',
    tenant: 'id',
    createdAt: 'date',
    position: 'number',
    location: 'point',
    title: 'other',
  }
  const byKind = (q: string) =>
    restQueryProblem(new URLSearchParams(q), (path) => kinds[path] ?? null)?.parameter ?? null

  it('accepts what Payload answers', () => {
    expect(
      byKind(
        'where[id][in]=1,2&where[createdAt][greater_than]=2026-01-01T00:00:00Z&where[title][like]=a&where[or][0][tenant][equals]=3',
      ),
    ).toBeNull()
    expect(byKind('where[location][near]=-73.5,45.5,1000&where[title][equals]=abc&where[unknown][equals]=x')).toBeNull()
    expect(
      byKind('where[createdAt][less_than]=2026-11-27&where[title][like]=a&joins=false&joins[posts][limit]=5'),
    ).toBeNull()
  })
  it.each([
    ['where[id][near]=1', 'where[id][near]'],
    ['where[title][near]=1,2', 'where[title][near]'],
    ['where[location][near]=a', 'where[location][near]'],
    ['where[createdAt][equals]=pas-une-date', 'where[createdAt][equals]'],
    ['where[createdAt][in]=2026-01-01,2024-13-45', 'where[createdAt][in]'],
    ['where[id][in]=a,b', 'where[id][in]'],
    ['where[tenant][equals]=99999999999', 'where[tenant][equals]'],
    ['where[id][equals]=1.5', 'where[id][equals]'],
    ['where[title][equals]=a&where[title][equals]=b', 'where[title][equals]'],
    ['where[title][bogus]=a', 'where[title][bogus]'],
    ['where[createdAt][all]=-73.5,45.5', 'where[createdAt][all]'],
    ['where[createdAt][not_like]=x', 'where[createdAt][not_like]'],
    ['where[tenant][like]=a', 'where[tenant][like]'],
    ['where[title][in][0]=a&where[title][in][0]=b', 'where[title][in][0]'],
    ['valueOf=1', 'valueOf'],
    ['where[title][all]=a', 'where[title][all]'],
    ['where[constructor][equals]=1', 'where[constructor][equals]'],
    ['joins=8e286', 'joins'],
    ['joins[x][limit]=-1', 'joins[x][limit]'],
    ['where[title]=a', 'where[title]'],
    ['where=x', 'where'],
    ['where[and][x][title][equals]=a', 'where[and][x][title][equals]'],
    ['where[title][equals][a]=b', 'where[title][equals][a]'],
  ])('names the bad parameter of %s', (q, parameter) => {
    expect(byKind(q)).toBe(parameter)
  })
})
