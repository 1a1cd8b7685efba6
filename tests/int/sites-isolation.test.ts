import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as pageApi } from '@/app/api/page/[site_id]/route'
import { GET as routeStatus } from '@/app/api/route-status/route'
import { POST as contact } from '@/app/api/swc/[microsite_id]/contact/route'
import { GET as pagesSitemap } from '@/app/sitemaps/pages.xml/route'
import { resolvePage } from '@/data/resolve-page'
import { siteOfRequest } from '@/data/site-data'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { toFormData } from '@/leads/wire'
import { testPayload } from './helpers/db'
import { agencySite, demoSite } from './helpers/sites'
import { contactWire, nextIp } from './leads-helpers'

/** Issue 17: what one site's host reaches of another site (nothing), through every entry point. */
let payload: Payload
let restore: () => void
beforeAll(async () => {
  payload = await testPayload()
  restore = configureLeadServices({
    verifyCaptcha: async () => ({ passed: true, reason: null, score: 0.9 }),
    rateLimiter: memoryRateLimiter({ max: 1000, windowMs: 60_000 }),
    afterResponse: () => {},
    wakeAt: () => {},
  })
}, 600_000)
afterAll(() => restore())

const AGENCY = 'agence.localhost'
const status = async (host: string, locale: string, path: string) =>
  (await (
    await routeStatus(
      new NextRequest(`http://${host}/api/route-status?locale=${locale}&path=${encodeURIComponent(path)}`),
    )
  ).json()) as { status: number; location: string | null; site?: boolean }

describe('the host picks the site', () => {
  it('finds each site by its domains, whatever the port or case, and no site for others', async () => {
    expect((await siteOfRequest(new Headers({ host: 'LOCALHOST:3000' })))?.site_id).toBe('demo')
    expect((await siteOfRequest(new Headers({ host: '127.0.0.1:3330' })))?.site_id).toBe('demo')
    expect((await siteOfRequest(new Headers({ host: 'Agence.Localhost' })))?.site_id).toBe('agence-boreal')
    for (const host of ['evil.example', '', 'a'.repeat(5000), 'localhost.evil.example', 'agence.localhost/x'])
      expect(await siteOfRequest(new Headers(host ? { host } : {})), host.slice(0, 30)).toBeNull()
  })

  it('answers the proxy that an unknown host names no site, with a 404 for any path', async () => {
    expect(await status('inconnu.example', 'fr', '/')).toEqual({ status: 404, location: null, site: false })
    expect((await status(AGENCY, 'fr', '/')).status).toBe(200)
  })
})

describe('pages and redirects of one site are not reachable through another host', () => {
  it('serves each site its own home page, theme and identity', async () => {
    const [demo, agency] = [await demoSite(), await agencySite()]
    const a = await resolvePage({ site: agency, locale: 'fr', path: '/' })
    const d = await resolvePage({ site: demo, locale: 'fr', path: '/' })
    expect(a.status === 200 && 'page' in a && a.page?.title.fr).toBe('Immobilier Boréal, agence immobilière')
    expect(d.status === 200 && 'page' in d && d.page?.title.fr).toBe('Accueil')
    expect(a.status === 200 && 'page' in a && a.page?.theme.preset).toBe('red')
    expect(a.status === 200 && 'page' in a && a.page?.site_type).toBe('agency')
  })

  it('finds a page of site B only through site B’s host, in both languages', async () => {
    expect((await status(AGENCY, 'fr', '/agence')).status).toBe(200)
    expect((await status(AGENCY, 'en', '/agency')).status).toBe(200)
    expect((await status('localhost', 'fr', '/agence')).status).toBe(404)
    expect((await status('127.0.0.1', 'en', '/agency')).status).toBe(404)
    expect((await status(AGENCY, 'fr', '/a-propos')).status).toBe(404)
  })

  it('applies a redirect only on the site that holds it', async () => {
    expect(await status(AGENCY, 'fr', '/ancienne-agence')).toMatchObject({ status: 301, location: '/fr/agence' })
    expect((await status('localhost', 'fr', '/ancienne-agence')).status).toBe(404)
    expect((await status(AGENCY, 'fr', '/accueil')).status).toBe(404)
    expect(await status('localhost', 'fr', '/accueil')).toMatchObject({ status: 301, location: '/fr' })
  })

  it('answers the page API for the host’s own site only', async () => {
    const post = (host: string, siteId: string, path: string) =>
      pageApi(
        new NextRequest(`http://${host}/api/page/${siteId}`, {
          method: 'POST',
          body: JSON.stringify({ path }),
          headers: { 'content-type': 'application/json', 'X-Site-Api': 'test-content-api-key' },
        }),
        { params: Promise.resolve({ site_id: siteId }) },
      )
    expect((await post(AGENCY, 'agence-boreal', '/fr/agence')).status).toBe(200)
    expect((await post('localhost', 'agence-boreal', '/fr/agence')).status).toBe(404)
    expect((await post(AGENCY, 'demo', '/fr/a-propos')).status).toBe(404)
    expect((await post('localhost', 'demo', '/fr/agence')).status).toBe(404)
  })

  it('lists in each sitemap only the pages of the host’s site', async () => {
    const locs = async (host: string) =>
      await (await pagesSitemap(new Request(`http://${host}/sitemaps/pages.xml`))).text()
    const agency = await locs(AGENCY)
    expect(agency).toContain('http://agence.localhost')
    expect(agency).toContain('/fr/agence')
    expect(agency).not.toContain('/fr/a-propos')
    expect(await locs('localhost')).not.toContain('/fr/agence<')
    expect((await pagesSitemap(new Request('http://inconnu.example/sitemaps/pages.xml'))).status).toBe(404)
  })

  it('gives REST visitors only the documents of their host’s site', async () => {
    const visitor = (host: string) => ({ headers: new Headers({ host }) })
    const titles = async (host: string) =>
      (
        await payload.find({
          collection: 'pages',
          overrideAccess: false,
          req: visitor(host),
          limit: 500,
          depth: 0,
          locale: 'fr',
        })
      ).docs.map((p) => p.title)
    expect(await titles(AGENCY)).toContain('Notre agence')
    expect(await titles(AGENCY)).not.toContain('À propos')
    expect(await titles('localhost')).not.toContain('Notre agence')
    expect(await titles('inconnu.example')).toEqual([])
    const themes = await payload.find({ collection: 'theme', overrideAccess: false, req: visitor(AGENCY), depth: 0 })
    expect(themes.docs.map((t) => t.preset)).toEqual(['red'])
    const sites = await payload.find({ collection: 'sites', overrideAccess: false, req: visitor(AGENCY), depth: 0 })
    expect(sites.docs.map((s) => s.site_id)).toEqual(['agence-boreal'])
  })
})

describe('leads', () => {
  const post = (host: string, micrositeId: string, key: string, email: string) =>
    contact(
      new NextRequest(`http://${host}/api/swc/${micrositeId}/contact`, {
        method: 'POST',
        body: toFormData(contactWire({ email })),
        headers: { 'x-site-key': key, 'x-forwarded-for': nextIp(), 'user-agent': 'vitest' },
      }),
      { params: Promise.resolve({ microsite_id: micrositeId }) },
    )
  const leadBy = async (email: string) =>
    (await payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0, limit: 1 })).docs[0]

  it('records the site a lead came from, and refuses another site’s microsite through this host', async () => {
    expect((await post(AGENCY, 'agence-boreal', 'agence-public-site-key', 'agence@example.ca')).status).toBe(200)
    expect((await leadBy('agence@example.ca'))?.tenant).toBe((await agencySite()).id)
    expect((await post('localhost', 'agence-boreal', 'agence-public-site-key', 'croise@example.ca')).status).toBe(404)
    expect((await post(AGENCY, 'demo', 'demo-public-site-key', 'croise2@example.ca')).status).toBe(404)
    expect(await leadBy('croise@example.ca')).toBeUndefined()
    expect(await leadBy('croise2@example.ca')).toBeUndefined()
  })
})
