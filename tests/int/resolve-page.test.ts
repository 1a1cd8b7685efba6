import { beforeAll, describe, expect, it } from 'vitest'
import { demoSite } from './helpers/sites'
import type { Payload } from 'payload'
import { resolvePage } from '@/data/resolve-page'
import { testPayload } from './helpers/db'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const ok = async (locale: string, path: string) => {
  const r = await resolvePage({ site: await demoSite(), locale, path })
  if (r.status !== 200 || !r.page) throw new Error(`expected 200 for ${locale}${path}, got ${r.status}`)
  return r.page
}

describe('page resolver (real database)', () => {
  it('resolves the home page with its blocks, both languages and alternate paths', async () => {
    const page = await ok('fr', '/')
    expect(page.content.map((b) => b.block_type)).toEqual([
      'hero_content_1',
      'hero_search_bar',
      'featured_properties',
      'image_text',
      'list',
      'qa_accordion',
      'blog_grid',
      'cta',
    ])
    expect(page.content[0]?.fields.main_title).toEqual({
      fr: 'Votre prochain chez-vous, sans détour',
      en: 'Your next home, without the detours',
    })
    expect(page.alternate_paths).toEqual([
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ])
    expect(page.header[0]?.block_type).toBe('header_classic')
    expect(page.footer[0]?.block_type).toBe('footer_classic')
    expect(page.site_type).toBe('broker')
    expect(page.metadata.contact_form.show_consent).toBe(true)
  })

  it('answers the site type the spec names: a team site is a team, not a broker', async () => {
    const r = await resolvePage({ site: { ...(await demoSite()), site_type: 'team' }, locale: 'fr', path: '/' })
    expect(r.status === 200 && r.page?.site_type).toBe('team')
  })

  it('turns rich text into sanitised HTML and media into { url, alt }', async () => {
    const hero = (await ok('en', '/')).content[0]
    const description = hero?.fields.description as { fr: string; en: string }
    expect(description.en).toMatch(/^<p>Buying, selling or renting/)
    const media = hero?.fields.media as { image: { media: { url: string; alt: { fr: string; en: string } } } }
    expect(media.image.media.url).toMatch(/^\/api\/media\/file\/hero-maison.*\.jpg$/)
    expect(media.image.media.alt.en).toBe('Single-family home at sunset')
  })

  it('finds the hard-coded routes by their path in each language', async () => {
    const fr = await ok('fr', '/proprietes')
    const en = await ok('en', '/properties')
    expect(fr.title).toEqual(en.title)
    expect(fr.metadata.hide_footer).toBe(true)
    expect(fr.alternate_paths).toContainEqual({ locale: 'en', path: '/en/properties' })
    expect((await ok('en', '/terms-of-use')).alternate_paths).toContainEqual({
      locale: 'fr',
      path: '/fr/conditions-et-utilisation',
    })
    expect((await ok('fr', '/blogue/')).metadata.route_key).toBe('blog')
  })

  it('answers 404, 403, 410, redirects and maintenance with the right status', async () => {
    expect((await resolvePage({ site: await demoSite(), locale: 'fr', path: '/nulle-part' })).status).toBe(404)
    expect((await resolvePage({ site: await demoSite(), locale: 'de', path: '/' })).status).toBe(404)
    expect((await resolvePage({ site: await demoSite(), locale: 'en', path: '/proprietes' })).status).toBe(404)
    expect((await resolvePage({ site: await demoSite(), locale: 'fr', path: '/espace-courtiers' })).status).toBe(403)
    expect((await resolvePage({ site: await demoSite(), locale: 'en', path: '/spring-promotion-2024' })).status).toBe(
      410,
    )
    expect(await resolvePage({ site: await demoSite(), locale: 'fr', path: '/accueil' })).toEqual({
      status: 301,
      location: '/fr',
    })
    expect(await resolvePage({ site: await demoSite(), locale: 'en', path: '/valuation' })).toEqual({
      status: 302,
      location: '/en/sell',
    })
    await payload.update({ collection: 'sites', id: (await demoSite()).id, data: { maintenance: true } })
    try {
      expect((await resolvePage({ site: await demoSite(), locale: 'fr', path: '/' })).status).toBe(503)
      expect((await resolvePage({ site: await demoSite(), locale: 'fr', path: '/', draft: true })).status).toBe(200)
    } finally {
      await payload.update({ collection: 'sites', id: (await demoSite()).id, data: { maintenance: false } })
    }
  })

  it('shows an editor’s published change in each language without a rebuild', async () => {
    const found = await payload.find({
      collection: 'pages',
      where: { route_key: { equals: 'home' }, tenant: { equals: (await demoSite()).id } },
      locale: 'en',
      depth: 0,
    })
    const home = found.docs[0]
    const blocks = structuredClone(home.content ?? [])
    const hero = blocks[0] as { main_title?: string }
    hero.main_title = 'A home that fits your life'
    await payload.update({
      collection: 'pages',
      id: home.id,
      locale: 'en',
      data: { content: blocks, _status: 'published' },
    })
    const page = await ok('en', '/')
    expect(page.content[0]?.fields.main_title).toEqual({
      fr: 'Votre prochain chez-vous, sans détour',
      en: 'A home that fits your life',
    })
  })

  it('does not serve drafts to visitors', async () => {
    const found = await payload.find({
      collection: 'pages',
      where: { route_key: { equals: 'contact' }, tenant: { equals: (await demoSite()).id } },
      locale: 'fr',
      depth: 0,
    })
    await payload.update({
      collection: 'pages',
      id: found.docs[0].id,
      locale: 'fr',
      draft: true,
      data: { title: 'Brouillon', _status: 'draft' },
    })
    expect((await ok('fr', '/contact')).title.fr).toBe('Nous joindre')
    expect((await resolvePage({ site: await demoSite(), locale: 'fr', path: '/contact', draft: true })).status).toBe(
      200,
    )
  })
})
