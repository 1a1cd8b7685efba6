import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as pageApi } from '@/app/api/page/[site_id]/route'
import { GET as routeStatus } from '@/app/api/route-status/route'
import { GET as membersGet } from '@/app/api/swc/[microsite_id]/members/route'
import { GET as properties } from '@/app/api/swc/[microsite_id]/properties/route'
import { GET as tooltip } from '@/app/api/swc/[microsite_id]/property/[uls]/tooltip/route'
import { GET as pagesSitemap } from '@/app/sitemaps/pages.xml/route'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { AGENCY, callCore, type Handler } from './helpers/core-api'
import { testPayload } from './helpers/db'

/**
 * Issue 17, decision 0025: through one site's host, nothing of another site's members and listings is
 * reached. The demo broker site (localhost) presents Isabelle Gagnon, Marc-André Tremblay and their
 * team; the agency site (agence.localhost) everyone. Sophie Lavoie and her listings are the agency's only.
 */
let db: ListingsDb
let sophie: { uls: string }
let isabelle: { uls: string }
beforeAll(async () => {
  db = listingsDb(await testPayload())
  const of = async (agent: string) =>
    (
      await db.all<{ uls: string }>(
        `SELECT l.uls FROM listings l JOIN listing_details d ON d.listing_id = l.id WHERE l.status = 'active' AND d.list_agent_key = ? ORDER BY l.id LIMIT 1`,
        [agent],
      )
    )[0]
  ;[sophie, isabelle] = [await of('AGT-1003'), await of('AGT-1001')]
}, 600_000)

const status = async (host: string, locale: string, path: string) =>
  (
    (await (
      await routeStatus(
        new NextRequest(`http://${host}/api/route-status?locale=${locale}&path=${encodeURIComponent(path)}`),
      )
    ).json()) as { status: number }
  ).status

const BROKER = { host: 'localhost', microsite_id: 'demo', headers: { 'X-Site-Key': 'demo-public-site-key' } }
type Site = typeof BROKER
const core = (site: Site, handler: Handler<any>, path: string, params: Record<string, string>, query = '') =>
  callCore(
    handler,
    `${site.microsite_id}/${path}`,
    { ...params, microsite_id: site.microsite_id },
    query,
    site.headers,
    site.host,
  )

describe('member profiles', () => {
  it('answer 404 through a site that does not present the member, in both languages', async () => {
    expect(await status('localhost', 'fr', '/courtiers/sophie-lavoie')).toBe(404)
    expect(await status('127.0.0.1', 'en', '/brokers/sophie-lavoie')).toBe(404)
    expect(await status(AGENCY.host, 'fr', '/courtiers/sophie-lavoie')).toBe(200)
    expect(await status('localhost', 'fr', '/courtiers/isabelle-gagnon')).toBe(200)
    expect(await status(AGENCY.host, 'en', '/brokers/isabelle-gagnon')).toBe(200)
  })

  it('answer 404 through the page API of a site that does not present the member', async () => {
    const post = (host: string, siteId: string, path: string) =>
      pageApi(
        new NextRequest(`http://${host}/api/page/${siteId}`, {
          method: 'POST',
          body: JSON.stringify({ path }),
          headers: { 'content-type': 'application/json', 'X-Site-Api': 'test-content-api-key' },
        }),
        { params: Promise.resolve({ site_id: siteId }) },
      )
    expect((await post('localhost', 'demo', '/fr/courtiers/sophie-lavoie')).status).toBe(404)
    expect((await post(AGENCY.host, 'agence-boreal', '/fr/courtiers/sophie-lavoie')).status).toBe(200)
  })

  it('are left out of the members API and the sitemap of a site that does not present them', async () => {
    const names = async (site: Site) =>
      (await core(site, membersGet, 'members', {}, 'role=broker&limit=48')).body.data.members.map(
        (m: { name: string }) => m.name,
      )
    expect(await names(BROKER)).not.toContain('Sophie Lavoie')
    expect(await names(AGENCY)).toContain('Sophie Lavoie')
    const sitemap = async (host: string) =>
      (await pagesSitemap(new Request(`http://${host}/sitemaps/pages.xml`))).text()
    expect(await sitemap('localhost')).not.toContain('/fr/courtiers/sophie-lavoie<')
    expect(await sitemap('localhost')).toContain('/fr/courtiers/isabelle-gagnon<')
    expect(await sitemap(AGENCY.host)).toContain('/fr/courtiers/sophie-lavoie<')
  })
})

describe('listings', () => {
  it('a listing page answers 404 through a site that does not show the listing', async () => {
    // Any slug of a listing that is on the site redirects to its own URL (301); another site's is unknown here.
    expect(await status('localhost', 'fr', `/proprietes/x-${sophie.uls}`)).toBe(404)
    expect(await status('localhost', 'en', `/properties/x-${sophie.uls}`)).toBe(404)
    expect(await status(AGENCY.host, 'fr', `/proprietes/x-${sophie.uls}`)).toBe(301)
    expect(await status('localhost', 'fr', `/proprietes/x-${isabelle.uls}`)).toBe(301)
  })

  it('the core API answers 404 for another site’s listing, and leaves it out of every search', async () => {
    expect((await core(BROKER, tooltip, `property/${sophie.uls}/tooltip`, { uls: sophie.uls })).status).toBe(404)
    expect((await core(AGENCY, tooltip, `property/${sophie.uls}/tooltip`, { uls: sophie.uls })).status).toBe(200)
    expect((await core(BROKER, tooltip, `property/${isabelle.uls}/tooltip`, { uls: isabelle.uls })).status).toBe(200)
    const all = async (site: Site) => {
      const seen: string[] = []
      for (let page = 1; page < 40; page++) {
        const r = await core(site, properties, 'properties', {}, `page=${page}&limit=50&order_by=oldest`)
        seen.push(...r.body.data.propertiesListing.map((p: { uls: string }) => p.uls))
        if (!r.body.data.has_more) break
      }
      return seen
    }
    const broker = await all(BROKER)
    const agency = await all(AGENCY)
    expect(broker).toContain(isabelle.uls)
    expect(broker).not.toContain(sophie.uls)
    expect(agency).toContain(sophie.uls)
    expect(broker.length).toBeLessThan(agency.length)
    const own = await db.all<{ n: number }>(
      `SELECT count(*) AS n FROM listings l JOIN listing_details d ON d.listing_id = l.id WHERE l.status = 'active' AND d.list_agent_key IN ('AGT-1001', 'AGT-1002')`,
    )
    expect(broker.length).toBe(Number(own[0].n))
    const map = await core(BROKER, properties, 'properties', {}, 'format=map&listingLimit=10')
    expect(map.body.data.total).toBe(broker.length)
  })
})
