import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as routeStatus } from '@/app/api/route-status/route'
import { siteOfRequest } from '@/data/site-data'
import { NextRequest } from 'next/server'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { agencySite, demoSite } from './helpers/sites'

/** Issue 17: an administrator creates a broker site from a template site of the agency. */
let payload: Payload
let admin = ''
let editor = ''
let template: { id: number; name: string }
let marc: { id: number; name: string; email: string; phone: { display: string; intl: string } }

const create = (body: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
  rest('POST', 'sites/from-template', { token, body, headers })
const siteByDomain = async (domain: string) =>
  (await payload.find({ collection: 'sites', where: { 'domains.domain': { equals: domain } }, depth: 0, limit: 1 }))
    .docs[0]

type Doc = Record<string, unknown>
async function docsOf(tenant: number, draft: boolean) {
  const all: Record<string, Doc[]> = {}
  for (const collection of ['pages', 'header', 'footer', 'theme'] as const)
    for (const locale of ['fr', 'en'] as const)
      all[`${collection}.${locale}`] = (
        await payload.find({
          collection,
          where: { tenant: { equals: tenant } },
          locale,
          fallbackLocale: false,
          draft,
          depth: 0,
          pagination: false,
          sort: 'id',
        })
      ).docs as unknown as Doc[]
  return all
}
const pageAt = (docs: Record<string, Doc[]>, locale: 'fr' | 'en', path: string) =>
  docs[`pages.${locale}`].find((p) => p.path === path)!

/** The sites this file creates go again: other files count the sites. */
afterAll(async () => {
  for (const site_id of ['marc-andre', 'boreal-nord']) {
    const [site] = (await payload.find({ collection: 'sites', where: { site_id: { equals: site_id } }, depth: 0 })).docs
    if (!site) continue
    for (const collection of ['pages', 'header', 'footer', 'theme'] as const)
      await payload.delete({ collection, where: { tenant: { equals: site.id } } })
    await payload.delete({ collection: 'sites', id: site.id })
  }
})

beforeAll(async () => {
  payload = await testPayload()
  const demo = await demoSite()
  template = { id: demo.id, name: demo.name }
  admin = await editorToken(payload, 'admin-modeles@example.ca', 'admin', [])
  editor = await editorToken(payload, 'editeur-modeles@example.ca', 'editor', [demo.id])
  const m = (
    await payload.find({
      collection: 'members',
      where: { slug: { equals: 'marc-andre-tremblay' } },
      depth: 0,
      limit: 1,
    })
  ).docs[0]
  marc = { id: m.id, name: m.name, email: m.email!, phone: { display: m.phone!.display!, intl: m.phone!.intl! } }
}, 600_000)

describe('creating a site from a template', () => {
  const entry = {
    name: 'Marc-André Tremblay — Immobilier Boréal',
    site_id: 'marc-andre',
    microsite_id: 'marc-andre',
    domains: 'marc.localhost\nwww.marc-andre.ca',
    site_type: 'broker',
  }
  let before: Record<string, Doc[]>
  let created: { site: { id: number }; pages: number; substitutions: { from: string; to: string }[] }

  beforeAll(async () => {
    before = {
      ...(await docsOf(template.id, false)),
      ...Object.fromEntries(Object.entries(await docsOf(template.id, true)).map(([k, v]) => [`draft.${k}`, v])),
    }
    const res = await create({ ...entry, template: template.id, member: marc.id })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    created = res.body as never
  }, 600_000)

  it('creates the site record with its identity, domains and the broker’s contact details', async () => {
    const site = await payload.findByID({ collection: 'sites', id: created.site.id, depth: 0 })
    expect(site).toMatchObject({
      name: entry.name,
      site_id: 'marc-andre',
      site_type: 'broker',
      domain_name: 'marc.localhost',
      production: false,
    })
    expect(site.domains.map((d) => d.domain)).toEqual(['marc.localhost', 'www.marc-andre.ca'])
    expect(site.contact).toMatchObject({ email: marc.email, phone_display: marc.phone.display })
    expect(site.contact_form?.contact_name).toBe(marc.name)
    expect(site.site_key).toMatch(/^[\w-]{20,}$/)
    expect(site.members).toEqual([marc.id]) // the site presents its broker (decision 0025)
  })

  it('copies every page, the theme, header and footer, in both languages', async () => {
    const copy = await docsOf(created.site.id, true)
    const source = Object.fromEntries(
      Object.entries(before)
        .filter(([k]) => k.startsWith('draft.'))
        .map(([k, v]) => [k.slice(6), v]),
    )
    expect(created.pages).toBe(source['pages.fr'].length)
    for (const key of Object.keys(source)) expect(copy[key].length, key).toBe(source[key].length)
    for (const locale of ['fr', 'en'] as const) {
      expect(copy[`pages.${locale}`].map((p) => p.path).sort()).toEqual(
        source[`pages.${locale}`].map((p) => p.path).sort(),
      )
      expect(copy[`pages.${locale}`].map((p) => (p.content as unknown[] | null)?.length ?? 0)).toEqual(
        source[`pages.${locale}`].map((p) => (p.content as unknown[] | null)?.length ?? 0),
      )
    }
    expect(copy['theme.fr'][0]).toMatchObject({ preset: source['theme.fr'][0].preset, colors: expect.any(Array) })
    expect(JSON.stringify(copy['footer.en'][0].blocks)).toContain('"blockType"')
  })

  it('replaces the template’s names in French and English text, block fields and rich text', async () => {
    const copy = await docsOf(created.site.id, true)
    expect((pageAt(copy, 'fr', '/').seo as Doc).title).toBe('Marc-André Tremblay, courtière immobilière à Laval')
    expect((pageAt(copy, 'en', '/').seo as Doc).title).toBe('Marc-André Tremblay, real estate broker in Laval')
    const contactFr = JSON.stringify(pageAt(copy, 'fr', '/contact').content)
    expect(contactFr).toContain('"broker_name":"Marc-André Tremblay"')
    expect(contactFr).toContain(`mailto:${marc.email}`)
    expect(contactFr).toContain(`tel:${marc.phone.intl}`)
    expect(contactFr).not.toContain('Isabelle Gagnon')
    expect(JSON.stringify(pageAt(copy, 'fr', '/conditions-et-utilisation').content)).toContain(
      'Marc-André Tremblay est courtière immobilière',
    )
    expect(JSON.stringify(pageAt(copy, 'en', '/terms-of-use').content)).toContain(
      'Marc-André Tremblay is a residential real estate broker',
    )
    expect(created.substitutions).toContainEqual({ from: template.name, to: entry.name })
  })

  it('leaves the template unchanged', async () => {
    const after = {
      ...(await docsOf(template.id, false)),
      ...Object.fromEntries(Object.entries(await docsOf(template.id, true)).map(([k, v]) => [`draft.${k}`, v])),
    }
    expect(after).toEqual(before)
  })

  it('answers on its domain at once, with its own home page', async () => {
    const site = await siteOfRequest(new Headers({ host: 'marc.localhost:3000' }))
    expect(site?.id).toBe(created.site.id)
    const status = await (
      await routeStatus(new NextRequest('http://marc.localhost/api/route-status?locale=en&path=%2Fabout'))
    ).json()
    expect(status).toMatchObject({ status: 200, location: null })
  })
})

describe('deleting a site', () => {
  it('takes its pages, header, footer and theme, and its editors’ access, keeps its leads, and frees its domain', async () => {
    const site = await siteByDomain('marc.localhost')
    const email = `lead-marc-${Date.now()}@example.ca`
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        form_type: 'contact_form',
        locale: 'fr',
        site: String(site.id),
        tenant: site.id,
        full_name: 'X',
        email,
        delivery_state: 'delivered',
      },
    })
    const editorOfBoth = await payload.create({
      collection: 'editors',
      overrideAccess: true,
      data: {
        email: `deux-sites-${Date.now()}@example.ca`,
        password: 'un-mot-de-passe-long',
        role: 'editor',
        sites: [{ site: site.id }, { site: template.id }],
      } as never,
    })
    expect(Object.values(await docsOf(site.id, true)).every((docs) => docs.length > 0)).toBe(true)

    const res = await rest('DELETE', `sites/${site.id}`, { token: admin })
    expect(res.status, JSON.stringify(res.body)).toBe(200)

    expect(Object.values(await docsOf(site.id, true)).every((docs) => docs.length === 0)).toBe(true)
    const kept = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true })
    expect(kept.email).toBe(email)
    const editor = await payload.findByID({
      collection: 'editors',
      id: editorOfBoth.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(editor.sites?.map((row) => row.site)).toEqual([template.id])
    expect(await siteOfRequest(new Headers({ host: 'marc.localhost' }))).toBeNull()
    expect(
      (await payload.find({ collection: 'pages', where: { tenant: { equals: template.id } }, depth: 0, limit: 1 }))
        .totalDocs,
    ).toBeGreaterThan(0)
    await payload.delete({ collection: 'editors', id: editorOfBoth.id, overrideAccess: true })
  })
})

describe('published pages and drafts', () => {
  const entry = {
    name: 'Agence Boréal Nord',
    site_id: 'boreal-nord',
    microsite_id: 'boreal-nord',
    domains: 'nord.localhost',
    site_type: 'agency',
  }
  let draftOnly: number

  beforeAll(async () => {
    const agency = await agencySite()
    const [contact] = (
      await payload.find({
        collection: 'pages',
        where: { tenant: { equals: agency.id }, route_key: { equals: 'contact' } },
        depth: 0,
      })
    ).docs
    await payload.update({
      collection: 'pages',
      id: contact.id,
      locale: 'fr',
      draft: true,
      data: { title: 'Joindre l’agence (brouillon)' },
    })
    draftOnly = (
      await payload.create({
        collection: 'pages',
        locale: 'fr',
        draft: true,
        data: { title: 'Page en préparation', path: '/en-preparation', tenant: agency.id, _status: 'draft' },
      })
    ).id
    const res = await create({ ...entry, template: agency.id })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  }, 600_000)
  afterAll(async () => {
    await payload.delete({ collection: 'pages', id: draftOnly })
  })

  it('publishes what the template published, keeps its newer draft as a draft, and a draft-only page as a draft', async () => {
    const site = await siteByDomain('nord.localhost')
    const find = (draft: boolean, path: string) =>
      payload
        .find({
          collection: 'pages',
          where: { tenant: { equals: site.id }, path: { equals: path } },
          locale: 'fr',
          draft,
          depth: 0,
        })
        .then((r) => r.docs[0])
    expect((await find(false, '/contact'))?.title).toBe('Joindre l’agence')
    expect((await find(false, '/contact'))?._status).toBe('published')
    expect((await find(true, '/contact'))?.title).toBe('Joindre l’agence (brouillon)')
    expect((await find(true, '/en-preparation'))?._status).toBe('draft')
    const visitor = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      req: { headers: new Headers({ host: 'nord.localhost' }) },
      locale: 'fr',
      depth: 0,
      pagination: false,
    })
    // The template's contact name ("Immobilier Boréal") became the new site's name: no contact was given.
    expect(visitor.docs.map((p) => p.title).sort()).toEqual([
      'Agence Boréal Nord, agence immobilière',
      'Blogue',
      'Calculatrice hypothécaire',
      'Conditions d’utilisation',
      'Joindre l’agence',
      'Nos bureaux',
      'Notre agence',
      'Notre équipe',
      'Politique de confidentialité',
      'Propriétés',
    ])
  })
})

describe('who may create a site, and with what', () => {
  it('refuses visitors (401) and editors who are not administrators (403), creating nothing', async () => {
    const body = {
      template: template.id,
      name: 'Intrus',
      site_id: 'intrus',
      microsite_id: 'intrus',
      domains: 'intrus.localhost',
      site_type: 'broker',
    }
    expect((await rest('POST', 'sites/from-template', { body })).status).toBe(401)
    const refused = await create(body, editor)
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.[0]?.message).toBe('Seul un administrateur de l’agence crée des sites.')
    expect(await siteByDomain('intrus.localhost')).toBeUndefined()
  })

  it('refuses a domain or site_id another site has, naming it, in French or in English', async () => {
    const base = {
      template: template.id,
      name: 'Doublon',
      site_id: 'doublon',
      microsite_id: 'doublon',
      site_type: 'broker',
    }
    const fr = await create({ ...base, domains: 'doublon.localhost\nagence.localhost' })
    expect(fr.status).toBe(409)
    expect(fr.body.errors).toEqual([
      {
        field: 'domains',
        message: 'Le domaine « agence.localhost » est déjà celui du site « Immobilier Boréal — Agence ».',
      },
    ])
    const en = await create({ ...base, site_id: 'demo', domains: 'doublon.localhost' }, admin, {
      'accept-language': 'en',
    })
    expect(en.status).toBe(409)
    expect(en.body.errors?.[0]).toMatchObject({
      field: 'site_id',
      message: expect.stringContaining('already belongs to the site'),
    })
    expect(await siteByDomain('doublon.localhost')).toBeUndefined()
  })

  it('answers 400 naming each wrong field', async () => {
    const res = await create({
      template: template.id,
      name: '',
      site_id: 'a b',
      microsite_id: 'ok',
      domains: '',
      site_type: 'franchise',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors?.map((e) => e.field)).toEqual(['name', 'site_id', 'domains', 'site_type'])
  })

  it('leaves nothing behind when the copy fails half-way', async () => {
    const hooks = payload.collections.footer.config.hooks
    const fail = () => {
      throw new Error('panne simulée')
    }
    hooks.beforeChange.push(fail)
    try {
      const res = await create({
        template: template.id,
        name: 'Panne',
        site_id: 'panne',
        microsite_id: 'panne',
        domains: 'panne.localhost',
        site_type: 'broker',
      })
      expect(res.status).toBe(500)
      expect(res.body.errors?.[0]?.message).toContain('rien n’a été enregistré')
    } finally {
      hooks.beforeChange.splice(hooks.beforeChange.indexOf(fail), 1)
    }
    expect(await siteByDomain('panne.localhost')).toBeUndefined()
    for (const collection of ['theme', 'header', 'pages'] as const) {
      const sites = new Set(
        (await payload.find({ collection, depth: 0, pagination: false, select: { tenant: true } })).docs.map(
          (d) => d.tenant,
        ),
      )
      const ids = new Set(
        (await payload.find({ collection: 'sites', depth: 0, pagination: false, select: {} })).docs.map((s) => s.id),
      )
      expect(
        [...sites].filter((t) => !ids.has(t as number)),
        collection,
      ).toEqual([])
    }
  })
})
