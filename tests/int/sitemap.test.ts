import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as sitemapIndex } from '@/app/sitemap.xml/route'
import { GET as pagesSitemap } from '@/app/sitemaps/pages.xml/route'
import { GET as listingsSitemap } from '@/app/sitemaps/listings/[file]/route'
import { listingsDb } from '@/listings/db'
import { activeListingsFrom, listingSitemapStarts } from '@/listings/sitemap-rows'
import { ALL_LISTINGS } from '@/listings/site-listings'
import { testPayload } from './helpers/db'
import { allListings, onBrokerSite, type OracleRow } from './helpers/listings-oracle'

let payload: Payload
let rows: OracleRow[]
beforeAll(async () => {
  payload = await testPayload()
  rows = await allListings(payload)
})

/** Parses as XML (a malformed file throws) and returns its <loc> values and root element's name. */
function readXml(text: string) {
  const doc = new JSDOM(text, { contentType: 'application/xml' }).window.document
  return {
    root: doc.documentElement.localName,
    locs: [...doc.getElementsByTagName('loc')].map((e) => e.textContent ?? ''),
  }
}
const child = (loc: string) =>
  listingsSitemap(new Request(loc), { params: Promise.resolve({ file: loc.split('/').at(-1)! }) })

/** The listing URLs of the sitemap index of a host, child by child. */
async function listingLocsOf(host: string) {
  const index = await sitemapIndex(new Request(`http://${host}/sitemap.xml`))
  expect(index.headers.get('content-type')).toMatch(/application\/xml/)
  const { root, locs } = readXml(await index.text())
  expect(root).toBe('sitemapindex')
  expect(locs[0]).toMatch(/\/sitemaps\/pages\.xml$/)
  const listingLocs: string[] = []
  for (const loc of locs.slice(1)) {
    const res = await child(loc)
    const xml = readXml(await res.text())
    expect(xml.root).toBe('urlset')
    expect(xml.locs.length).toBeLessThanOrEqual(50_000)
    listingLocs.push(...xml.locs)
  }
  return { locs, listingLocs }
}
const ulsOf = (url: string) => url.split('-').at(-1)

describe('sitemap index', () => {
  it('is valid XML listing the pages sitemap and children that hold every active listing in both languages, none withdrawn', async () => {
    const { locs, listingLocs } = await listingLocsOf('agence.localhost')
    expect(locs.every((l) => l.startsWith('http://agence.localhost'))).toBe(true)
    const active = rows.filter((r) => r.status === 'active')
    expect(active.length).toBeGreaterThan(0)
    expect(listingLocs).toHaveLength(active.length * 2)
    expect(new Set(listingLocs.map(ulsOf))).toEqual(new Set(active.map((r) => r.uls)))
    for (const r of rows.filter((x) => x.status !== 'active'))
      expect(listingLocs.some((u) => ulsOf(u) === r.uls)).toBe(false)
    expect(listingLocs.some((u) => u.includes('/fr/proprietes/'))).toBe(true)
    expect(listingLocs.some((u) => u.includes('/en/properties/'))).toBe(true)
  })

  it('holds on a broker site only its own listings, and names no site for an unknown host', async () => {
    const { listingLocs } = await listingLocsOf('localhost')
    const own = rows.filter((r) => r.status === 'active' && onBrokerSite(r))
    expect(own.length).toBeGreaterThan(0)
    expect(new Set(listingLocs.map(ulsOf))).toEqual(new Set(own.map((r) => r.uls)))
    // A child named after another site's listing still holds only this site's.
    const other = rows.find((r) => r.status === 'active' && !onBrokerSite(r))!
    const xml = readXml(await (await child(`http://localhost/sitemaps/listings/${other.id}.xml`)).text())
    expect(xml.locs.map(ulsOf)).not.toContain(other.uls)
    expect((await sitemapIndex(new Request('http://inconnu.example/sitemap.xml'))).status).toBe(404)
    expect((await child('http://inconnu.example/sitemaps/listings/1.xml')).status).toBe(404)
  })

  it('cuts the active listings into children of a fixed size, without gap or overlap', async () => {
    const db = listingsDb(payload)
    const starts = await listingSitemapStarts(db, ALL_LISTINGS, 3)
    const seen: number[] = []
    for (const start of starts) {
      const part: number[] = []
      for await (const batch of activeListingsFrom(db, ALL_LISTINGS, start, 3))
        part.push(...batch.map((r) => Number(r.id)))
      expect(part.length).toBeLessThanOrEqual(3)
      seen.push(...part)
    }
    expect(seen).toEqual(
      rows
        .filter((r) => r.status === 'active')
        .map((r) => r.id)
        .sort((a, b) => a - b),
    )
  })

  it('lists posts, broker profiles and listings only on a site that has the blog, team and properties pages they live under', async () => {
    const bare = await payload.create({
      collection: 'sites',
      overrideAccess: true,
      data: {
        name: 'Site sans blogue',
        site_id: 'sans-blogue',
        microsite_id: 'sans-blogue',
        domains: [{ domain: 'sans-blogue.localhost' }],
      } as never,
    })
    try {
      await payload.create({
        collection: 'pages',
        locale: 'fr',
        overrideAccess: true,
        data: { title: 'Accueil', path: '/', tenant: bare.id, _status: 'published' } as never,
      })
      const bareLocs = readXml(
        await (await pagesSitemap(new Request('http://sans-blogue.localhost/sitemaps/pages.xml'))).text(),
      ).locs
      expect(bareLocs.map((l) => new URL(l).pathname)).toEqual(['/fr'])
      const bareIndex = readXml(
        await (await sitemapIndex(new Request('http://sans-blogue.localhost/sitemap.xml'))).text(),
      ).locs
      expect(bareIndex.map((l) => new URL(l).pathname)).toEqual(['/sitemaps/pages.xml'])
      expect((await child('http://sans-blogue.localhost/sitemaps/listings/1.xml')).status).toBe(404)
      const demoLocs = readXml(
        await (await pagesSitemap(new Request('http://localhost/sitemaps/pages.xml'))).text(),
      ).locs
      expect(demoLocs.some((l) => /\/fr\/blogue\/.+-\d+$/.test(l))).toBe(true)
      expect(demoLocs.some((l) => /\/en\/brokers\/[a-z-]+$/.test(l))).toBe(true)
    } finally {
      await payload.delete({ collection: 'sites', id: bare.id, overrideAccess: true })
    }
  })

  it('serves the pages sitemap as XML and refuses an unknown child name', async () => {
    const pages = readXml(await (await pagesSitemap(new Request('http://localhost/sitemaps/pages.xml'))).text())
    expect(pages.root).toBe('urlset')
    expect(pages.locs.some((l) => l.endsWith('/fr'))).toBe(true)
    expect((await child('http://localhost/sitemaps/listings/x.xml')).status).toBe(404)
  })
})
