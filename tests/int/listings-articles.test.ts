import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as articles } from '@/app/api/swc/[microsite_id]/articles/route'
import { callCore, SITE_KEY } from './helpers/core-api'
import { testPayload } from './helpers/db'

let payload: Payload
const get = (query = '', headers: Record<string, string> = { 'X-Site-Key': SITE_KEY }) =>
  callCore(articles, 'demo/articles', { microsite_id: 'demo' }, query, headers)

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/swc/{microsite_id}/articles', () => {
  it('lists published articles newest first, in the language asked, with the spec fields', async () => {
    const res = await get('language=en&limit=6')
    expect(res.status).toBe(200)
    const list = res.body.data.articles
    expect(list).toHaveLength(6)
    expect(list[0].title).toBe('The Laval real estate market this fall')
    expect(list[0]).toMatchObject({ author: { name: 'Équipe Gagnon' }, tags: ['Statistics', 'Laval'] })
    expect(list[1]).toMatchObject({
      title: 'Buying your first home in Laval: a step-by-step guide',
      slug: {
        fr: 'acheter-sa-premiere-maison-a-laval-le-guide-etape-par-etape',
        en: 'buying-your-first-home-in-laval-a-step-by-step-guide',
      },
      author: { name: 'Isabelle Gagnon' },
      category: { label: 'Buying' },
      read_time: { fr: expect.any(Number), en: expect.any(Number) },
    })
    expect(list[0].url.fr).toBe(`/fr/blogue/${list[0].slug.fr}-${list[0].id}`)
    expect(list[0].thumbnails.url_large).toMatch(/^\/api\/media\/file\//)
    const dates = list.map((a: { published_at: string }) => a.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(res.body.data).toMatchObject({ total: 7, page: 1, has_more: true })
    expect(res.body.data.categories).toBeUndefined()
  })

  it('takes the language from Content-Language too, pages and sorts', async () => {
    const fr = await get('limit=4&order=asc', { 'X-Site-Key': SITE_KEY, 'Content-Language': 'fr' })
    expect(fr.body.data.articles[0].title).toBe('Fixer le bon prix de vente : comment on établit la valeur marchande')
    expect(fr.body.data).toMatchObject({ total: 8, has_more: true })
    const page2 = await get('limit=4&order=asc&page=2')
    expect(page2.body.data.articles).toHaveLength(4)
  })

  it('filters by categories and counts articles per category', async () => {
    const all = await get('language=fr&with_categories=1')
    const cats = all.body.data.categories as Array<{ id: number; label: string; articles_count: number }>
    expect(cats.map((c) => [c.label, c.articles_count])).toEqual([
      ['Acheter', 4],
      ['Vendre', 3],
      ['Financement', 1],
    ])
    const two = await get(`language=fr&categories=${cats[1].id},${cats[2].id}`)
    expect(two.body.data.articles.map((a: { category: { label: string } }) => a.category.label).sort()).toEqual([
      'Financement',
      'Vendre',
      'Vendre',
      'Vendre',
    ])
  })

  it('leaves out drafts, future posts and posts without a translation', async () => {
    const draft = await payload.create({
      collection: 'articles',
      locale: 'fr',
      data: { title: 'Brouillon', published_at: new Date().toISOString(), _status: 'draft' },
    })
    const future = await payload.create({
      collection: 'articles',
      locale: 'fr',
      data: { title: 'À venir', published_at: new Date(Date.now() + 86_400_000).toISOString(), _status: 'published' },
    })
    const frOnly = await payload.create({
      collection: 'articles',
      locale: 'fr',
      data: { title: 'Seulement en français', published_at: new Date().toISOString(), _status: 'published' },
    })
    try {
      const fr = await get('language=fr&limit=50')
      expect(fr.body.data.articles.map((a: { title: string }) => a.title)).toContain('Seulement en français')
      expect(fr.body.data.total).toBe(9)
      const item = fr.body.data.articles.find((a: { title: string }) => a.title === 'Seulement en français')
      expect(item.slug).toMatchObject({ fr: 'seulement-en-francais' })
      expect(item.slug.en ?? null).toBeNull()
      expect((await get('language=en&limit=50')).body.data.total).toBe(7)
    } finally {
      for (const d of [draft, future, frOnly]) await payload.delete({ collection: 'articles', id: d.id })
    }
  })

  it('refuses bad parameters and a missing key', async () => {
    for (const [query, parameter] of [
      ['language=de', 'language'],
      ['order=up', 'order'],
      ['categories=1,x', 'categories'],
      ['limit=500', 'limit'],
      ['with_categories=yes', 'with_categories'],
      ['tag=1', 'tag'],
    ]) {
      const res = await get(query)
      expect(res.status, query).toBe(400)
      expect(res.body.parameter, query).toBe(parameter)
    }
    expect((await get('', {})).status).toBe(401)
  })
})
