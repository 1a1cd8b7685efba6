import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as municipalities } from '@/app/api/swc/municipalities/route'
import { GET as properties } from '@/app/api/swc/[microsite_id]/properties/route'
import { GET as searchFilters } from '@/app/api/swc/[microsite_id]/search-filters/route'
import { GET as tooltip } from '@/app/api/swc/[microsite_id]/property/[uls]/tooltip/route'
import { GET as sitemapIndex } from '@/app/sitemap.xml/route'
import { GET as listingsSitemap } from '@/app/sitemaps/listings/[file]/route'
import { resolvePage } from '@/data/resolve-page'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { listPage, mapSearch } from '@/listings/search/search'
import { dropSearchIndex } from '@/listings/search/search-index-load'
import { ALL_LISTINGS } from '@/listings/site-listings'
import { ResoClient } from '@/listings/sync/reso-client'
import { runSync } from '@/listings/sync/sync'
import { AGENCY, callCore } from './helpers/core-api'
import { testPayload } from './helpers/db'
import { startFakeReso, type FakeReso } from './helpers/fake-reso'
import { townListings, townMember, townOffice } from './helpers/reso-records'
import { agencySite } from './helpers/sites'

let payload: Payload
let db: ListingsDb
let fake: FakeReso
let result: Awaited<ReturnType<typeof runSync>>
const keys = townListings.map((r) => r.ListingKey)
const agency = { microsite_id: AGENCY.microsite_id }
const props = (query: string) =>
  callCore(properties, 'agence-boreal/properties', agency, query, AGENCY.headers, AGENCY.host)
const card = async (uls: string, locale: 'fr' | 'en' = 'fr') => {
  const [row] = await db.all<{ id: number }>('SELECT id FROM listings WHERE uls = ?', [uls])
  const page = await props(
    `limit=100&mun=${(await db.all<{ mun_code: string }>('SELECT mun_code FROM listings WHERE uls = ?', [uls]))[0].mun_code}`,
  )
  return {
    id: Number(row.id),
    card: page.body.data.propertiesListing.find((c: { uls: string }) => c.uls === uls),
    locale,
  }
}
/** What the site's catch-all route hands the resolver: the path without its locale, each segment percent-decoded. */
const routePath = (url: string) => '/' + url.split('/').slice(2).map(decodeURIComponent).join('/')

beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  fake = await startFakeReso()
  fake.data.Property = structuredClone(townListings)
  fake.data.Office = [structuredClone(townOffice)]
  fake.data.Member = [structuredClone(townMember)]
  const client = new ResoClient(fake.settings, { sleep: async () => undefined })
  result = await runSync(db, client, {
    siteId: 31,
    holder: 'mapping-test',
    resources: ['Office', 'Member', 'Property'],
    pageSize: 100,
    chunkSize: 100,
  })
}, 300_000)

afterAll(async () => {
  await fake.close()
  const ids = `SELECT id FROM listings WHERE uls IN (${keys.map(() => '?').join(', ')})`
  for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
    await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids})`, keys)
  await db.run(`DELETE FROM listings WHERE uls IN (${keys.map(() => '?').join(', ')})`, keys)
  await db.run(`DELETE FROM members WHERE email = 'anne@cantons.example'`)
  await db.run(`DELETE FROM offices WHERE email = 'info@cantons.example'`)
  await db.run(`DELETE FROM directory_feed_keys WHERE feed_key IN ('MAP-AGENT-1', 'MAP-OFFICE-1')`)
  dropSearchIndex(db)
})

describe('a RESO feed as real servers send it', () => {
  it('imports every record: towns outside any short list, optional fields absent, any key', () => {
    expect(result).toMatchObject({ status: 'succeeded', inserted: 7, rejected: 0 })
  })

  it('lists the towns the feed taught in the municipalities endpoint, the feed name in both languages', async () => {
    for (const lang of ['fr', 'en-CA']) {
      const res = await callCore(municipalities, 'municipalities', {}, '', { 'Content-Language': lang })
      expect(res.status).toBe(200)
      for (const [code, name] of [
        ['sutton', 'Sutton'],
        ['baie-saint-paul', 'Baie-Saint-Paul'],
        ['north-hatley', 'North Hatley'],
        ['lac-brome', 'Lac-Brome'],
      ]) {
        expect(res.body.data.municipalities).toContainEqual({ MUN_CODE: code, DESCRIPTION: name })
      }
    }
    const filters = await callCore(
      searchFilters,
      'agence-boreal/search-filters',
      agency,
      '',
      AGENCY.headers,
      AGENCY.host,
    )
    expect(filters.body.data.municipalities).toContainEqual({ MUN_CODE: 'north-hatley', DESCRIPTION: 'North Hatley' })
  })

  it('builds the street of a listing without UnparsedAddress from its parts', async () => {
    const { card: c } = await card('TESTMLS 5508004')
    expect(c.address).toBe('2-275 Knowlton Road, Lac-Brome')
  })

  it('publishes a listing without coordinates with no marker, and leaves it out of the map and of bounds searches', async () => {
    const { card: c } = await card('TESTMLS/5508005')
    expect(c).toMatchObject({ uls: 'TESTMLS/5508005', coords: null, address: '88 rue Maple, Sutton' })
    const list = await props('mun=sutton')
    expect(list.body.data.propertiesListing.map((p: { uls: string }) => p.uls).sort()).toEqual([
      '3yd-TESTMLS-5508001',
      'TESTMLS/5508005',
    ])
    expect((await props('format=count&mun=sutton')).body.data.total).toBe(2)
    // The map has one marker; its list (and its total) still hold both, as the next pages of the list do.
    const map = await props('format=map&mun=sutton')
    expect(map.body.data).toMatchObject({ total: 2, propertiesMap: [{ type: 'property', uls: '3yd-TESTMLS-5508001' }] })
    expect(map.body.data.propertiesListing.map((p: { uls: string }) => p.uls).sort()).toEqual([
      '3yd-TESTMLS-5508001',
      'TESTMLS/5508005',
    ])
    // The SQL path (index off) and the R*Tree / bucket index agree.
    const ctx = { db, now: Date.now(), listings: ALL_LISTINGS, index: null }
    const f = (q: string) => parsePropertiesQuery(new URLSearchParams(q)).filters
    expect(
      (await mapSearch(ctx, f('mun=sutton'), 'newest', 10, 'fr')).propertiesMap.map((p) => (p as { uls: string }).uls),
    ).toEqual(['3yd-TESTMLS-5508001'])
    const quebec = 'NorthEast_lat=48&NorthEast_lng=-70&SouthWest_lat=45&SouthWest_lng=-73'
    const inBox = await mapSearch(ctx, f(quebec), 'newest', 100, 'fr')
    expect(inBox.propertiesMap.some((p) => (p as { uls?: string }).uls === 'TESTMLS/5508005')).toBe(false)
    expect(inBox.propertiesListing.some((p) => p.uls === 'TESTMLS/5508005')).toBe(false)
    expect((await mapSearch(ctx, f('mun=sutton'), 'newest', 10, 'fr')).total).toBe(2)
    expect((await listPage(ctx, f('mun=sutton'), 'newest', 1, 10, 'en')).propertiesListing).toHaveLength(2)
  })

  it('imports the office without coordinates and the member with every designation', async () => {
    const office = (
      await payload.find({ collection: 'offices', where: { email: { equals: 'info@cantons.example' } }, locale: 'fr' })
    ).docs[0]
    expect(office).toMatchObject({
      name: 'Agence des Cantons',
      latitude: null,
      longitude: null,
      address: { street: '5 rue Principale Sud', city: 'Sutton' },
    })
    const member = (
      await payload.find({ collection: 'members', where: { email: { equals: 'anne@cantons.example' } }, locale: 'fr' })
    ).docs[0]
    expect(member).toMatchObject({
      name: 'Anne Després',
      title: 'Courtier immobilier résidentiel, Certified Residential Specialist',
    })
  })

  it('gives every key a page that answers 200 in both languages, at the URL its card links to', async () => {
    const site = await agencySite()
    for (const uls of keys) {
      for (const locale of ['fr', 'en'] as const) {
        const { card: c } = await card(uls, locale)
        const url = locale === 'fr' ? c.url : c.url.replace(/^\/fr\/proprietes\//, '/en/properties/')
        const page = await resolvePage({ site, locale, path: routePath(url) })
        expect(page.status, `${uls} ${locale} ${url}`).toBe(200)
        expect(page.status === 200 && page.page?.seo.canonical_url[locale]).toBe(url)
      }
    }
    const sutton = await card('3yd-TESTMLS-5508001')
    expect(sutton.card.url).toBe('/fr/proprietes/12-rue-principale-nord-sutton-3yd_2DTESTMLS_2D5508001')
  })

  it("answers the map popup's tooltip for any key", async () => {
    for (const uls of keys) {
      const res = await callCore(
        tooltip,
        `agence-boreal/property/${encodeURIComponent(uls)}/tooltip`,
        { ...agency, uls },
        '',
        AGENCY.headers,
        AGENCY.host,
      )
      expect(res.status, uls).toBe(200)
      expect(res.body.data.uls).toBe(uls)
    }
  })

  it('puts the dashed key in the sitemap with the same URL its page answers at', async () => {
    const index = await sitemapIndex(new Request(`http://${AGENCY.host}/sitemap.xml`))
    const children = [...(await index.text()).matchAll(/<loc>([^<]+\/sitemaps\/listings\/[^<]+)<\/loc>/g)].map(
      (m) => m[1],
    )
    let xml = ''
    for (const loc of children)
      xml += await (
        await listingsSitemap(new Request(loc), { params: Promise.resolve({ file: loc.split('/').at(-1)! }) })
      ).text()
    const origin = new URL(children[0]).origin
    const { card: c } = await card('3yd-TESTMLS-5508001')
    expect(xml).toContain(`<loc>${origin}${c.url}</loc>`)
    expect(xml).toContain(`<loc>${origin}/en/properties/12-rue-principale-nord-sutton-3yd_2DTESTMLS_2D5508001</loc>`)
    const page = await resolvePage({ site: await agencySite(), locale: 'fr', path: routePath(c.url) })
    expect(page.status).toBe(200)
  })
})
