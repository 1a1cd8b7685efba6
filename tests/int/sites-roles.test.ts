import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'
import { testPayload } from './helpers/db'
import { agencySite, demoSite } from './helpers/sites'

/** Issue 17: what each role reaches over the REST API (a JWT, as the admin's own requests carry). */
let payload: Payload
let demoId: number
let agencyId: number
const tokens: Record<'admin' | 'agencyEditor', string> = { admin: '', agencyEditor: '' }

async function account(email: string, role: 'admin' | 'editor', sites: number[]) {
  const password = 'mot-de-passe-roles-2026'
  await payload.create({
    collection: 'editors',
    data: { email, password, name: email, role, sites: sites.map((site) => ({ site })) },
  })
  return (await payload.login({ collection: 'editors', data: { email, password } })).token!
}

const call = async (handler: typeof GET, method: string, path: string, token: string, body?: unknown) => {
  const url = new URL(`http://localhost/api/${path}`)
  const res = await handler(
    new NextRequest(url, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
    { params: Promise.resolve({ slug: url.pathname.replace('/api/', '').split('/') }) },
  )
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as {
      docs?: Array<Record<string, unknown>>
      totalDocs?: number
    } & Record<string, unknown>,
  }
}
const tenantOf = (d: Record<string, unknown>) =>
  typeof d.tenant === 'object' && d.tenant ? (d.tenant as { id: number }).id : d.tenant

beforeAll(async () => {
  payload = await testPayload()
  demoId = (await demoSite()).id
  agencyId = (await agencySite()).id
  for (const [site, email] of [
    [demoId, 'lead-courtier@example.ca'],
    [agencyId, 'lead-agence@example.ca'],
  ] as const)
    await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        form_type: 'contact_form',
        locale: 'fr',
        site: String(site),
        tenant: site,
        full_name: 'X',
        email,
        delivery_state: 'delivered',
      },
    })
  tokens.admin = await account('admin-agence@example.ca', 'admin', [])
  tokens.agencyEditor = await account('editeur-agence@example.ca', 'editor', [agencyId])
}, 600_000)

describe('an editor of one site', () => {
  it('lists only their site’s pages, redirects, leads and site record', async () => {
    const t = tokens.agencyEditor
    for (const collection of ['pages', 'redirects', 'leads']) {
      const r = await call(GET, 'GET', `${collection}?limit=500&depth=0`, t)
      expect(r.status, collection).toBe(200)
      expect(r.body.docs!.length, collection).toBeGreaterThan(0)
      expect(
        r.body.docs!.every((d) => tenantOf(d) === agencyId),
        collection,
      ).toBe(true)
    }
    const leads = await call(GET, 'GET', 'leads?limit=500&depth=0', t)
    expect(leads.body.docs!.map((d) => d.email)).not.toContain('lead-courtier@example.ca')
    const sites = await call(GET, 'GET', 'sites?depth=0', t)
    expect(sites.body.docs!.map((d) => d.site_id)).toEqual(['agence-boreal'])
  })

  it('cannot read, change or create another site’s documents', async () => {
    const t = tokens.agencyEditor
    const demoPage = (
      await payload.find({ collection: 'pages', where: { tenant: { equals: demoId } }, limit: 1, depth: 0 })
    ).docs[0]
    expect((await call(GET, 'GET', `pages/${demoPage.id}`, t)).status).toBe(404)
    expect([403, 404]).toContain((await call(PATCH, 'PATCH', `pages/${demoPage.id}`, t, { title: 'Piraté' })).status)
    expect((await payload.findByID({ collection: 'pages', id: demoPage.id, locale: 'fr', depth: 0 })).title).not.toBe(
      'Piraté',
    )
    const created = await call(POST, 'POST', 'redirects', t, {
      from: '/fr/detour',
      to: '/fr',
      type: '301',
      tenant: demoId,
    })
    expect(created.status).toBeGreaterThanOrEqual(400)
    expect((await payload.find({ collection: 'redirects', where: { from: { equals: '/fr/detour' } } })).totalDocs).toBe(
      0,
    )
  })

  it('cannot change who their site presents (members and offices: administrators only)', async () => {
    const sophie = (
      await payload.find({ collection: 'members', where: { slug: { equals: 'sophie-lavoie' } }, depth: 0, limit: 1 })
    ).docs[0]
    const r = await call(PATCH, 'PATCH', `sites/${agencyId}`, tokens.agencyEditor, {
      members: [sophie.id],
      name: 'Immobilier Boréal — Agence',
    })
    expect(r.status).toBe(200)
    expect((await payload.findByID({ collection: 'sites', id: agencyId, depth: 0 })).members ?? []).toEqual([])
  })

  it('cannot give themselves another site or the administrator role', async () => {
    const me = (
      await payload.find({ collection: 'editors', where: { email: { equals: 'editeur-agence@example.ca' } }, depth: 0 })
    ).docs[0]
    await call(PATCH, 'PATCH', `editors/${me.id}`, tokens.agencyEditor, {
      role: 'admin',
      sites: [{ site: agencyId }, { site: demoId }],
    })
    const after = await payload.findByID({ collection: 'editors', id: me.id, depth: 0 })
    expect(after.role).toBe('editor')
    expect((after.sites ?? []).map((s) => (typeof s.site === 'object' ? s.site.id : s.site))).toEqual([agencyId])
  })
})

describe('an agency administrator', () => {
  it('sees every site and every site’s leads', async () => {
    const leads = await call(GET, 'GET', 'leads?limit=500&depth=0', tokens.admin)
    const emails = leads.body.docs!.map((d) => d.email)
    expect(emails).toEqual(expect.arrayContaining(['lead-courtier@example.ca', 'lead-agence@example.ca']))
    const sites = await call(GET, 'GET', 'sites?depth=0&sort=id', tokens.admin)
    expect(sites.body.docs!.map((d) => d.site_id)).toEqual(['demo', 'agence-boreal'])
  })

  it('chooses the members a site presents', async () => {
    const before = (await payload.findByID({ collection: 'sites', id: demoId, depth: 0 })).members ?? []
    const sophie = (
      await payload.find({ collection: 'members', where: { slug: { equals: 'sophie-lavoie' } }, depth: 0, limit: 1 })
    ).docs[0]
    try {
      const r = await call(PATCH, 'PATCH', `sites/${demoId}`, tokens.admin, { members: [...before, sophie.id] })
      expect(r.status).toBe(200)
      expect((await payload.findByID({ collection: 'sites', id: demoId, depth: 0 })).members).toContain(sophie.id)
    } finally {
      await payload.update({ collection: 'sites', id: demoId, data: { members: before }, overrideAccess: true })
    }
  })
})
