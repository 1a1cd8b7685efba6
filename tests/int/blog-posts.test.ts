import type { Payload } from 'payload'
import { demoSite } from './helpers/sites'
import { siteScope } from '@/domain/site-people'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as rss } from '@/app/(site)/[locale]/rss.xml/route'
import { pageSitemapEntries as sitemap } from '@/seo/sitemap-pages'
import { jsonLdText } from '@/blocks/ListingDetail/json-ld'
import { postJsonLd } from '@/blocks/BlogPost/json-ld'
import type { PostDetail } from '@/data/post-page'
import { resolvePage } from '@/data/resolve-page'
import { testPayload } from './helpers/db'

let payload: Payload
type Doc = { id: number; slug: { fr?: string; en?: string } }
let first: Doc
let frenchOnly: Doc

const find = async (title: string) => {
  const r = await payload.find({
    collection: 'articles',
    where: { title: { equals: title } },
    locale: 'fr',
    limit: 1,
    depth: 0,
  })
  const full = await payload.findByID({ collection: 'articles', id: r.docs[0].id, locale: 'all', depth: 0 })
  return full as unknown as Doc
}

beforeAll(async () => {
  payload = await testPayload()
  first = await find('Acheter sa première maison à Laval : le guide étape par étape')
  frenchOnly = await find('Vivre à Sainte-Rose : le guide du quartier')
}, 600_000) // the first suite of a run seeds the demo (slow on a busy machine)

describe('blog post pages', () => {
  it('render at /fr/blogue/{slug}-{id} and /en/blog/{slug}-{id}, each with the other language as alternate', async () => {
    const fr = await resolvePage({ site: await demoSite(), locale: 'fr', path: `/blogue/${first.slug.fr}-${first.id}` })
    expect(fr.status).toBe(200)
    const page = 'page' in fr ? fr.page! : null
    expect(page?.content[0].block_type).toBe('blog_post')
    expect(page?.alternate_paths).toEqual([
      { locale: 'fr', path: `/fr/blogue/${first.slug.fr}-${first.id}` },
      { locale: 'en', path: `/en/blog/${first.slug.en}-${first.id}` },
    ])
    expect(
      (await resolvePage({ site: await demoSite(), locale: 'en', path: `/blog/${first.slug.en}-${first.id}` })).status,
    ).toBe(200)
  })

  it('answers 301 to the current URL for a wrong or old slug, or the other language’s slug', async () => {
    expect(
      await resolvePage({ site: await demoSite(), locale: 'fr', path: `/blogue/ancien-titre-${first.id}` }),
    ).toEqual({ status: 301, location: `/fr/blogue/${first.slug.fr}-${first.id}` })
    expect(
      await resolvePage({ site: await demoSite(), locale: 'en', path: `/blog/${first.slug.fr}-${first.id}` }),
    ).toEqual({ status: 301, location: `/en/blog/${first.slug.en}-${first.id}` })
  })

  it('answers 404 for an unknown id, odd characters, huge ids and a post not written in that language', async () => {
    for (const path of [
      '/blogue/rien-987654',
      '/blogue/%3Cscript%3E-1',
      '/blogue/x-99999999999999999999',
      "/blogue/x'-1",
    ]) {
      expect((await resolvePage({ site: await demoSite(), locale: 'fr', path })).status, path).toBe(404)
    }
    expect(
      (
        await resolvePage({
          site: await demoSite(),
          locale: 'en',
          path: `/blog/${frenchOnly.slug.fr}-${frenchOnly.id}`,
        })
      ).status,
    ).toBe(404)
    const fr = await resolvePage({
      site: await demoSite(),
      locale: 'fr',
      path: `/blogue/${frenchOnly.slug.fr}-${frenchOnly.id}`,
    })
    expect(fr.status).toBe(200)
    expect('page' in fr && fr.page?.alternate_paths.map((a) => a.locale)).toEqual(['fr'])
  })

  it('hides an unpublished post from visitors and shows it to editors in preview', async () => {
    const draft = await payload.create({
      collection: 'articles',
      locale: 'fr',
      draft: true,
      data: { title: 'Brouillon du blogue', published_at: new Date().toISOString(), _status: 'draft' },
    })
    try {
      const path = `/blogue/brouillon-du-blogue-${draft.id}`
      expect((await resolvePage({ site: await demoSite(), locale: 'fr', path })).status).toBe(404)
      expect((await resolvePage({ site: await demoSite(), locale: 'fr', path, draft: true })).status).toBe(200)
    } finally {
      await payload.delete({ collection: 'articles', id: draft.id })
    }
  })

  it('carries BlogPosting JSON-LD that parses, with the headline and dates', async () => {
    const r = await resolvePage({ site: await demoSite(), locale: 'en', path: `/blog/${first.slug.en}-${first.id}` })
    const post = ('page' in r ? r.page!.content[0].fields : null) as PostDetail
    const ld = JSON.parse(jsonLdText(postJsonLd(post, 'https://x.ca/en/blog/p', 'https://x.ca', 'Demo')))
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Buying your first home in Laval: a step-by-step guide',
      author: { name: 'Isabelle Gagnon' },
    })
    expect(new Date(ld.datePublished).getTime()).toBeLessThan(Date.now())
    expect(ld.dateModified).toEqual(expect.any(String))
    expect(post.html).toContain('<h2>1. Set your real budget</h2>')
    expect(post.html).not.toMatch(/<script|onerror/i)
  })
})

describe('blog feeds', () => {
  it('list every post in the sitemap, with its alternate only when translated', async () => {
    const entries = await sitemap(siteScope(await demoSite()))
    const en = entries.find((e) => e.url.endsWith(`/en/blog/${first.slug.en}-${first.id}`))
    expect(en?.alternates?.languages).toMatchObject({
      'fr-CA': expect.stringContaining(`/fr/blogue/${first.slug.fr}-${first.id}`),
    })
    const only = entries.filter((e) => e.url.includes(`-${frenchOnly.id}`) && e.url.includes('/blog'))
    expect(only.map((e) => e.url)).toEqual([
      expect.stringContaining(`/fr/blogue/${frenchOnly.slug.fr}-${frenchOnly.id}`),
    ])
  })

  it('serve an RSS 2.0 feed per language with the newest posts', async () => {
    const res = await rss(new Request('http://localhost/en/rss.xml'), { params: Promise.resolve({ locale: 'en' }) })
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml.match(/<item>/g)).toHaveLength(7)
    expect(xml).toContain(`/en/blog/${first.slug.en}-${first.id}</link>`)
    expect(xml).not.toContain('Sainte-Rose')
    const fr = await (
      await rss(new Request('http://localhost/fr/rss.xml'), { params: Promise.resolve({ locale: 'fr' }) })
    ).text()
    expect(fr).toContain('Vivre à Sainte-Rose')
  })
})
