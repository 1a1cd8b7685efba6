import { NextRequest } from 'next/server'
import { demoSite } from './helpers/sites'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as restGet } from '@/app/(payload)/api/[...slug]/route'
import { GET as membersGet } from '@/app/api/swc/[microsite_id]/members/route'
import { GET as officesGet } from '@/app/api/swc/[microsite_id]/offices/route'
import { resolvePage } from '@/data/resolve-page'
import { AGENCY, callCore } from './helpers/core-api'
import { testPayload } from './helpers/db'

let microsite = 'demo'
beforeAll(async () => {
  await testPayload()
  microsite = (await demoSite()).microsite_id
}, 600_000)

type Block = { block_type: string; fields: Record<string, any> }
const blocksOf = async (locale: 'fr' | 'en', path: string) => {
  const r = await resolvePage({ site: await demoSite(), locale, path })
  if (r.status !== 200 || !('page' in r) || !r.page)
    throw new Error(`expected 200 for ${locale}${path}, got ${r.status}`)
  return r.page.content as unknown as Block[]
}

describe('places blocks on the demo pages (stored and read back under the contract names)', () => {
  it.each([
    ['fr', '/bureaux'],
    ['en', '/offices'],
  ] as const)('the offices page holds the coordinates map and the full-width map (%s)', async (locale, path) => {
    const blocks = await blocksOf(locale, path)
    const coords = blocks.find((b) => b.block_type === 'coordinates_map')!
    expect(coords.fields.map_markers_repeater).toEqual([expect.objectContaining({ lat: 45.5697, lng: -73.7215 })])
    expect(coords.fields.list_items_repeater.length).toBeGreaterThan(0)
    expect(coords.fields.address[locale]).toMatch(/Carrefour/)
    const map = blocks.find((b) => b.block_type === 'full_width_map')!
    const markers = map.fields.map_markers_repeater as { lat?: number | null; main_title: Record<string, string> }[]
    expect(markers.length).toBe(5)
    expect(markers.filter((m) => m.lat == null)).toHaveLength(1)
  })

  it.each([
    ['fr', '/courtiers'],
    ['en', '/brokers'],
  ] as const)('the team page holds the members carousel with thumbnails (%s)', async (locale, path) => {
    const carousel = (await blocksOf(locale, path)).find((b) => b.block_type === 'members_carousel')!
    const members = carousel.fields.members_repeater as {
      person_name: Record<string, string>
      cta_repeater: { cta: { url: Record<string, string> } }[]
    }[]
    // The broker site's own people (issue 26 item 4): its two brokers and their team.
    expect(members.length).toBe(3)
    expect(members[0].cta_repeater[0].cta.url).toMatchObject({
      fr: '/courtiers/isabelle-gagnon',
      en: '/brokers/isabelle-gagnon',
    })
  })
})

describe('GET /api/swc/{microsite}/offices', () => {
  const agency = (query: string) =>
    callCore(officesGet, 'x/offices', { microsite_id: AGENCY.microsite_id }, query, AGENCY.headers, AGENCY.host)

  it('answers the offices in the visitor’s language, pages with offset and limit, and keeps the mapped ones with with_coords', async () => {
    const all = await agency('language=en')
    expect(all.status).toBe(200)
    expect(all.body.data.total).toBeGreaterThanOrEqual(4)
    expect(all.body.data.succursales.map((o: { city: string }) => o.city)).toContain('Quebec City')
    const page = await agency('offset=1&limit=2')
    expect(page.body.data.succursales.map((o: { id: number }) => o.id)).toEqual(
      all.body.data.succursales.slice(1, 3).map((o: { id: number }) => o.id),
    )
    const mapped = await agency('with_coords=1')
    expect(mapped.body.data.succursales.every((o: { coords: unknown }) => o.coords !== null)).toBe(true)
  })

  it('answers a broker site the office its brokers work at, counting only its members', async () => {
    const own = await callCore(officesGet, 'x/offices', { microsite_id: microsite }, '')
    expect(own.body.data.succursales.map((o: { name: string; members: number }) => [o.name, o.members])).toEqual([
      ['Immobilier Boréal — Laval', 3],
    ])
  })

  it('refuses a request without the site key', async () => {
    expect((await callCore(officesGet, 'x/offices', { microsite_id: microsite }, '', {})).status).toBe(401)
  })
})

describe('member and office queries with bad filters or pages', () => {
  const cases = [
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=1.5', 'offset'],
    ['limit=0', 'limit'],
    ['limit=1e3', 'limit'],
    ['limit=2&limit=3', 'limit'],
    ['language=de', 'language'],
    ['page=2', 'page'],
    ['where[name][equals]=x', 'where[name][equals]'],
  ] as const
  it.each(cases)('offices answer 400 naming the parameter for %s, never 500', async (query, parameter) => {
    const r = await callCore(officesGet, 'x/offices', { microsite_id: microsite }, query)
    expect(r.status).toBe(400)
    expect(r.body.parameter).toBe(parameter)
  })
  it('offices answer 400 naming with_coords for a value that is not a flag', async () => {
    const r = await callCore(officesGet, 'x/offices', { microsite_id: microsite }, 'with_coords=maybe')
    expect(r.status).toBe(400)
    expect(r.body.parameter).toBe('with_coords')
  })
  it.each([...cases, ['office=0', 'office'], ['office=-3', 'office'], ['role=', 'role']] as const)(
    'members answer 400 naming the parameter for %s, never 500',
    async (query, parameter) => {
      const r = await callCore(membersGet, 'x/members', { microsite_id: microsite }, query)
      if (query === 'role=') {
        // An empty value counts as absent (the default role applies).
        expect(r.status).toBe(200)
        return
      }
      expect(r.status).toBe(400)
      expect(r.body.parameter).toBe(parameter)
    },
  )
  it('an office that does not exist is an empty page, not an error', async () => {
    const r = await callCore(membersGet, 'x/members', { microsite_id: microsite }, 'office=999999')
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ total: 0, members: [] })
  })
})

describe('member and office queries on the REST API (/api/members, /api/offices)', () => {
  const rest = async (collection: string, query: string, lang = 'fr', host = 'agence.localhost') => {
    const res = await restGet(
      new NextRequest(`http://${host}/api/${collection}?${query}`, { headers: { 'Accept-Language': lang, host } }),
      { params: Promise.resolve({ slug: [collection] }) },
    )
    return { status: res.status, body: await res.json() }
  }
  it.each([
    ['members', 'where[office][equals]=abc', 'where[office][equals]'],
    ['offices', 'page=99999999999999999999', 'page'],
    ['offices', 'page=abc', 'page'],
    ['members', 'limit=-5', 'limit'],
    ['members', 'where[id][in]=1,x', 'where[id][in]'],
  ])(
    '%s?%s answers 400 naming the parameter (Payload answered 500 or ignored it)',
    async (collection, query, parameter) => {
      const r = await rest(collection, query)
      expect(r.status).toBe(400)
      expect(r.body.errors[0]).toMatchObject({
        parameter,
        message: expect.stringContaining(`Paramètre invalide : ${parameter}`),
      })
    },
  )
  it('says it in English to an English caller, and lets good queries through', async () => {
    expect((await rest('offices', 'page=0', 'en')).body.errors[0].message).toMatch(/^Invalid parameter: page must be/)
    const ok = await rest('members', 'where[role][equals]=broker&limit=3&page=2&depth=0')
    expect(ok.status).toBe(200)
    expect(ok.body.docs).toHaveLength(3)
  })
  it('gives visitors only the members and offices of their host’s site', async () => {
    const names = async (collection: string, host: string) =>
      (await rest(collection, 'limit=100&depth=0', 'fr', host)).body.docs.map((d: { name: string }) => d.name).sort()
    expect(await names('members', 'localhost')).toEqual(
      ['Isabelle Gagnon', 'Marc-André Tremblay', 'Équipe Gagnon Tremblay'].sort(),
    )
    expect(await names('offices', 'localhost')).toEqual(['Immobilier Boréal — Laval'])
    expect((await names('members', 'agence.localhost')).length).toBeGreaterThan(30)
    expect(await names('members', 'inconnu.example')).toEqual([])
  })
})
