import { beforeAll, describe, expect, it } from 'vitest'
import { demoSite } from './helpers/sites'
import { GET as articles } from '@/app/api/swc/[microsite_id]/articles/route'
import { resolvePage } from '@/data/resolve-page'
import { callCore } from './helpers/core-api'
import { testPayload } from './helpers/db'

// Issue 13, "Bad input": the articles API and the post paths answer 400 or 404, never a 500.
const get = (query: string) => callCore(articles, 'demo/articles', { microsite_id: 'demo' }, query)

beforeAll(async () => {
  await testPayload()
}, 600_000)

describe('GET /articles with bad input', () => {
  it('answers 400 naming the parameter for a bad page, limit, order or category list', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=1&page=2', 'page'],
      ['page=99999999999', 'page'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=6&limit=7', 'limit'],
      ['order=DESC', 'order'],
      ['order=newest', 'order'],
      ['order=asc&order=desc', 'order'],
      ['categories=x', 'categories'],
      ['categories=1;2', 'categories'],
      ['categories=-1', 'categories'],
      ['categories=1234567890', 'categories'],
      [`categories=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'categories'],
    ]
    for (const [query, parameter] of cases) {
      const res = await get(query)
      expect(res.status, query).toBe(400)
      expect(res.body.parameter, query).toBe(parameter)
      expect(JSON.stringify(res.body), query).toContain(parameter)
    }
  })

  it('refuses a limit above 50 and takes 50', async () => {
    for (const limit of [51, 100, 1000]) {
      const res = await get(`limit=${limit}`)
      expect(res.status, String(limit)).toBe(400)
      expect(res.body.parameter).toBe('limit')
    }
    const fifty = await get('limit=50&language=fr')
    expect(fifty.status).toBe(200)
    expect(fifty.body.data.limit).toBe(50)
  })

  it('gives an empty list for unknown category ids, and only the known ones’ posts when mixed', async () => {
    const unknown = await get('language=fr&categories=987654321,123456789&with_categories=1')
    expect(unknown.status).toBe(200)
    expect(unknown.body.data.articles).toEqual([])
    expect(unknown.body.data.total).toBe(0)
    expect(unknown.body.data.categories.length).toBeGreaterThan(0)
    const known = unknown.body.data.categories[0] as { id: number; articles_count: number }
    const mixed = await get(`language=fr&limit=50&categories=${known.id},987654321`)
    expect(mixed.status).toBe(200)
    expect(mixed.body.data.total).toBe(known.articles_count)
    const pastTheEnd = await get('language=fr&page=500')
    expect(pastTheEnd.status).toBe(200)
    expect(pastTheEnd.body.data.articles).toEqual([])
  })
})

describe('post paths with odd input', () => {
  it('answer 404, never 500', async () => {
    const odd = [
      '/blogue/x-0',
      '/blogue/-1',
      '/blogue/x--1',
      '/blogue/x-1.5',
      '/blogue/x-1e5',
      '/blogue/x-0x10',
      '/blogue/x-%EF%BC%91',
      '/blogue/x-9007199254740993',
      '/blogue/x-2147483648',
      '/blogue/%00-1',
      '/blogue/..%2F..%2Fadmin-1',
      '/blogue/a/b-1',
      `/blogue/${'a'.repeat(5000)}-987654`,
      '/blogue/%F0%9F%8F%A0-1',
      '/blogue/x-1%20OR%201=1',
    ]
    for (const path of odd)
      expect((await resolvePage({ site: await demoSite(), locale: 'fr', path })).status, path.slice(0, 60)).toBe(404)
    expect(
      (await resolvePage({ site: await demoSite(), locale: 'en', path: '/blog/x-99999999999999999999' })).status,
    ).toBe(404)
  })
})
