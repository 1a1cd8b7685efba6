import type { Payload } from 'payload'
import { agencySite, demoSite } from './helpers/sites'
import { siteScope } from '@/domain/site-people'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as membersGet } from '@/app/api/swc/[microsite_id]/members/route'
import { pageSitemapEntries as sitemap } from '@/seo/sitemap-pages'
import { brokerJsonLd } from '@/blocks/BrokerProfile/json-ld'
import type { BrokerProfileData } from '@/data/broker-page'
import { resolvePage } from '@/data/resolve-page'
import { AGENCY, callCore } from './helpers/core-api'
import { testPayload } from './helpers/db'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
}, 600_000)

const profile = async (locale: 'fr' | 'en', path: string) => {
  const r = await resolvePage({ site: await demoSite(), locale, path })
  if (r.status !== 200 || !('page' in r) || !r.page)
    throw new Error(`expected 200 for ${locale}${path}, got ${r.status}`)
  const block = r.page.content[0]
  expect(block.block_type).toBe('broker_profile')
  return { page: r.page, data: block.fields as unknown as BrokerProfileData }
}

describe('broker profile pages', () => {
  it('exist at a stable URL in both languages with the OACIQ lines in the visitor’s language', async () => {
    const fr = await profile('fr', '/courtiers/isabelle-gagnon')
    expect(fr.data.member).toMatchObject({
      licence_name: 'Isabelle Gagnon',
      designation: 'Courtière immobilière résidentielle',
      agency: 'Immobilier Boréal inc.',
    })
    expect(fr.page.alternate_paths).toEqual([
      { locale: 'fr', path: '/fr/courtiers/isabelle-gagnon' },
      { locale: 'en', path: '/en/brokers/isabelle-gagnon' },
    ])
    expect(fr.page.seo.canonical_url.fr).toBe('/fr/courtiers/isabelle-gagnon')
    const en = await profile('en', '/brokers/isabelle-gagnon')
    expect(en.data.member.designation).toBe('Residential Real Estate Broker')
    expect(en.data.listings.length).toBeGreaterThan(0)
    expect(en.data.listings.every((l) => l.status === 'active')).toBe(true)
  })

  it('describe the broker as a schema.org RealEstateAgent', async () => {
    const { data } = await profile('fr', '/courtiers/marc-andre-tremblay')
    const ld = brokerJsonLd(data, 'fr', 'https://demo.example')
    expect(ld).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Marc-André Tremblay',
      url: 'https://demo.example/fr/courtiers/marc-andre-tremblay',
      jobTitle: 'Courtier immobilier',
      parentOrganization: { name: 'Immobilier Boréal inc.' },
      address: { addressLocality: 'Laval', addressCountry: 'CA' },
    })
    expect(ld.image).toMatch(/^https:\/\/demo\.example\/api\/media\/file\//)
  })

  it('answer 404 for an unknown broker, a malformed slug or a staff member without a profile', async () => {
    expect(
      (await resolvePage({ site: await demoSite(), locale: 'fr', path: '/courtiers/personne-inconnue' })).status,
    ).toBe(404)
    expect((await resolvePage({ site: await demoSite(), locale: 'en', path: '/brokers/<script>' })).status).toBe(404)
    expect(
      (await resolvePage({ site: await demoSite(), locale: 'en', path: '/courtiers/isabelle-gagnon' })).status,
    ).toBe(404)
    expect((await resolvePage({ site: await demoSite(), locale: 'fr', path: '/courtiers/nathalie-roy' })).status).toBe(
      404,
    )
  })

  it('are in the sitemap of their site with their alternate language', async () => {
    const entries = await sitemap(siteScope(await demoSite()))
    const fr = entries.find((e) => e.url.endsWith('/fr/courtiers/isabelle-gagnon'))
    expect(fr?.alternates?.languages).toMatchObject({
      'en-CA': expect.stringMatching(/\/en\/brokers\/isabelle-gagnon$/),
    })
    expect(entries.some((e) => e.url.endsWith('/en/brokers/sophie-lavoie'))).toBe(false) // a broker of the agency, not of this site
    expect(
      (await sitemap(siteScope(await agencySite()))).some((e) => e.url.endsWith('/en/brokers/sophie-lavoie')),
    ).toBe(true)
  })
})

describe('GET /api/swc/{microsite}/members', () => {
  let microsite = 'demo'
  beforeAll(async () => {
    microsite = (await demoSite()).microsite_id
  })
  const agency = (query: string) =>
    callCore(membersGet, 'x/members', { microsite_id: AGENCY.microsite_id }, query, AGENCY.headers, AGENCY.host)

  it('filters by office on the server and pages with offset and limit', async () => {
    const office = (
      await payload.find({ collection: 'offices', where: { name: { equals: 'Immobilier Boréal — Québec' } }, limit: 1 })
    ).docs[0]
    const all = await agency('role=broker&limit=48')
    const some = await agency(`role=broker&office=${office.id}&limit=3`)
    expect(all.status).toBe(200)
    expect(some.status).toBe(200)
    expect(some.body.data.total).toBeLessThan(all.body.data.total)
    expect(some.body.data.members).toHaveLength(3)
    expect(some.body.data.members.every((m: { office: { id: number } }) => m.office.id === office.id)).toBe(true)
    const next = await agency(`role=broker&office=${office.id}&offset=3&limit=3`)
    expect(next.body.data.members[0].id).not.toBe(some.body.data.members[0].id)
  })

  it('answers only the members of the host’s site', async () => {
    const broker = await callCore(membersGet, 'x/members', { microsite_id: microsite }, 'role=broker&limit=48')
    expect(broker.body.data.members.map((m: { name: string }) => m.name)).toEqual([
      'Isabelle Gagnon',
      'Marc-André Tremblay',
    ])
    expect((await agency('role=broker&limit=48')).body.data.total).toBeGreaterThan(30)
  })

  it.each([
    ['office=abc', 'office'],
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['offset=-1', 'offset'],
    ['role=pope', 'role'],
    ['sort=name', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const r = await callCore(membersGet, 'x/members', { microsite_id: microsite }, query)
    expect(r.status).toBe(400)
    expect(r.body.parameter).toBe(parameter)
  })
})

describe('OACIQ member fields', () => {
  it('are required for a broker, with an admin error naming them', async () => {
    await expect(
      payload.create({ collection: 'members', data: { name: 'Sans Permis', role: 'broker' } as never }),
    ).rejects.toThrow(/licence|permis/i)
  })
  it('are optional for administrative staff', async () => {
    const doc = await payload.create({
      collection: 'members',
      data: { name: 'Adjointe Test', role: 'administrative_team' } as never,
    })
    expect(doc.id).toBeTruthy()
    await payload.delete({ collection: 'members', id: doc.id })
  })
})
