import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as graphqlPOST } from '@/app/(payload)/api/graphql/route'
import { demoSite } from './helpers/sites'
import { resolvePage } from '@/data/resolve-page'
import type { PageResult } from '@/domain/page-response'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'

// Migrating and seeding takes minutes on a loaded machine.
beforeAll(async () => {
  await testPayload()
}, 600_000)

const resolve = async (
  locale: string,
  path: string,
  more: { query?: Record<string, string>; preview?: boolean } = {},
) => resolvePage({ site: await demoSite(), locale, path, ...more })

const pageOf = (r: PageResult) => ('page' in r ? (r.page ?? null) : null)

describe('page overrides in the page response (real database, issue 26 items 8–10)', () => {
  it('the About page carries its own footer in override.footer; the site footer stays in footer', async () => {
    const r = await resolve('en', '/about')
    if (r.status !== 200 || !r.page) throw new Error(`status ${r.status}`)
    const own = r.page.override.footer?.[0]
    expect(own?.block_type).toBe('footer_classic')
    expect((own?.fields.description as { en: string }).en).toMatch(/^Let’s meet/)
    expect(r.page.footer[0]?.fields.description).not.toEqual(own?.fields.description)
    const home = await resolve('fr', '/')
    expect(home.status === 200 && home.page?.override.footer).toBeNull()
  })

  it('a variant is served only to a previewer, under the page it varies', async () => {
    const visitor = await resolve('fr', '/a-propos', { query: { variant: 'apropos-b' } })
    if (visitor.status !== 200 || !visitor.page) throw new Error(`status ${visitor.status}`)
    expect(visitor.page.variant).toBeNull()
    const editor = await resolve('fr', '/a-propos', { query: { variant: 'apropos-b' }, preview: true })
    if (editor.status !== 200 || !editor.page) throw new Error(`status ${editor.status}`)
    expect(editor.page.variant).toEqual({ id: 'apropos-b', name: 'Test A/B 2026', color: '#c2410c' })
    expect(editor.page.alternate_paths).toEqual(visitor.page.alternate_paths)
    // The variant has no footer of its own: it keeps the About page's.
    expect(editor.page.override.footer).toEqual(visitor.page.override.footer)
    expect(editor.page.override.footer?.[0]?.block_type).toBe('footer_classic')
    expect(editor.page.content[0]?.fields.main_title).toEqual({
      fr: 'Plus de 400 familles accompagnées depuis 2009',
      en: 'More than 400 families helped since 2009',
    })
    expect(
      pageOf(await resolve('fr', '/a-propos', { query: { variant: 'inconnue' }, preview: true }))?.variant,
    ).toBeNull()
    expect((await resolve('fr', '/a-propos-variante-b')).status).toBe(404)
    expect((await resolve('fr', '/a-propos-variante-b', { preview: true })).status).toBe(200)
  })

  it('the brand version picks the favicon and home-screen icon sets', async () => {
    const site = await demoSite()
    const one = await resolvePage({ site, locale: 'fr', path: '/' })
    expect(pageOf(one)?.metadata.favicon).toMatch(/\/favicon\.png$/)
    expect(pageOf(one)?.metadata.apple_icon).toMatch(/apple-icon-v1/)
    const { brandIcons } = await import('@/data/site-data')
    const v2 = brandIcons({ ...site, brand_version: '2' })
    expect(v2.favicon_url).toMatch(/favicon-v2/)
    expect(v2.apple_icon_url).toMatch(/apple-icon-v2/)
    expect(brandIcons({ ...site, brand_version: '2', favicon_sets: {} }).favicon_url).toMatch(/\/favicon\.png$/)
  })

  it('a variant page never leaves the server for a visitor, over REST or GraphQL; an editor reads it', async () => {
    const isVariant = (d: Record<string, unknown>) =>
      Boolean((d.variant as { variant_of?: unknown } | null)?.variant_of)
    const byPath = 'pages?where[path][equals]=/a-propos-variante-b&locale=fr&depth=0'
    const host = { headers: { host: 'localhost' } }
    const visitor = await rest('GET', byPath, host)
    expect(visitor.status).toBe(200)
    expect(visitor.body.docs).toEqual([])
    const all = await rest('GET', 'pages?limit=100&depth=0&locale=fr', host)
    expect(all.body.docs?.length).toBeGreaterThan(5)
    expect(all.body.docs?.filter(isVariant)).toEqual([])
    const query = '{ Pages(where: { path: { equals: "/a-propos-variante-b" } }, locale: fr) { docs { id } } }'
    const graphql = await graphqlPOST(
      new NextRequest('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost' },
        body: JSON.stringify({ query }),
      }),
    )
    expect(await graphql.json()).toEqual({ data: { Pages: { docs: [] } } })

    const token = await editorToken(await testPayload(), 'variantes@essais.local', 'admin', [])
    const editor = await rest('GET', byPath, { token })
    expect(editor.body.docs?.map(isVariant)).toEqual([true])
  })
})
