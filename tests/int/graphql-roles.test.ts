import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/(payload)/api/graphql/route'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { agencySite, demoSite } from './helpers/sites'

/** Issue 17: what each role reaches over the GraphQL API, as over REST (sites-roles.test.ts). */
let payload: Payload
let demoId: number
let agencyId: number
let demoPageId: number
let draftOnlyId: number
const tokens = { admin: '', agencyEditor: '' }

type Answer = { status: number; data?: Record<string, unknown> | null; errors?: { message: string }[] }
async function gql(
  query: string,
  {
    token,
    host = 'localhost',
    variables,
    headers = {},
  }: { token?: string; host?: string; variables?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await POST(
    new NextRequest('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host,
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return { status: res.status, ...((await res.json().catch(() => ({}))) as object) }
}
const docsOf = (a: Answer, key: string) => (a.data?.[key] as { docs?: Record<string, unknown>[] } | null)?.docs ?? []
const tenantId = (d: Record<string, unknown>) => (d.tenant as { id: number } | null)?.id

beforeAll(async () => {
  payload = await testPayload()
  demoId = (await demoSite()).id
  agencyId = (await agencySite()).id
  demoPageId = (await payload.find({ collection: 'pages', where: { tenant: { equals: demoId } }, limit: 1, depth: 0 }))
    .docs[0].id
  draftOnlyId = (
    await payload.create({
      collection: 'pages',
      locale: 'fr',
      draft: true,
      data: { title: 'Brouillon secret', path: '/brouillon-secret', tenant: agencyId, _status: 'draft' },
    })
  ).id
  for (const [site, email] of [
    [demoId, 'gql-courtier@example.ca'],
    [agencyId, 'gql-agence@example.ca'],
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
  tokens.admin = await editorToken(payload, 'gql-admin@example.ca', 'admin', [])
  tokens.agencyEditor = await editorToken(payload, 'gql-editeur-agence@example.ca', 'editor', [agencyId])
}, 600_000)
afterAll(async () => {
  await payload.delete({ collection: 'pages', id: draftOnlyId })
})

const PAGES = '{ Pages(limit: 500, draft: true) { docs { id title tenant { id } } } }'
const LEADS = '{ Leads(limit: 500) { docs { email tenant { id } } } }'

describe('an editor of one site, over GraphQL', () => {
  it('lists only their site’s pages and leads', async () => {
    const pages = await gql(PAGES, { token: tokens.agencyEditor })
    expect(pages.errors).toBeUndefined()
    expect(docsOf(pages, 'Pages').length).toBeGreaterThan(0)
    expect(docsOf(pages, 'Pages').every((p) => tenantId(p) === agencyId)).toBe(true)
    const leads = await gql(LEADS, { token: tokens.agencyEditor })
    expect(docsOf(leads, 'Leads').map((l) => l.email)).toContain('gql-agence@example.ca')
    expect(docsOf(leads, 'Leads').map((l) => l.email)).not.toContain('gql-courtier@example.ca')
  })

  it('cannot read or change another site’s page', async () => {
    const read = await gql(`{ Page(id: ${demoPageId}) { title } }`, { token: tokens.agencyEditor })
    expect(read.data?.Page ?? null).toBeNull()
    const update = await gql(`mutation { updatePage(id: ${demoPageId}, data: { title: "Piraté" }) { title } }`, {
      token: tokens.agencyEditor,
    })
    expect(update.errors?.length).toBeGreaterThan(0)
    expect((await payload.findByID({ collection: 'pages', id: demoPageId, locale: 'fr', depth: 0 })).title).not.toBe(
      'Piraté',
    )
  })

  it('cannot sign in over GraphQL, where the login throttle does not reach', async () => {
    const login = await gql(
      'mutation { loginEditor(email: "gql-admin@example.ca", password: "mot-de-passe-essais-2026") { token } }',
    )
    expect(login.data ?? null).toBeNull()
    expect(login.errors?.[0]?.message).toMatch(/Cannot query field "loginEditor"/)
  })
})

describe('an agency administrator, over GraphQL', () => {
  it('reads every site’s pages and leads, and changes another site’s page', async () => {
    const tenants = new Set(docsOf(await gql(PAGES, { token: tokens.admin }), 'Pages').map(tenantId))
    expect([...tenants]).toEqual(expect.arrayContaining([demoId, agencyId]))
    const emails = docsOf(await gql(LEADS, { token: tokens.admin }), 'Leads').map((l) => l.email)
    expect(emails).toEqual(expect.arrayContaining(['gql-courtier@example.ca', 'gql-agence@example.ca']))
    const { title } = await payload.findByID({ collection: 'pages', id: demoPageId, locale: 'fr', depth: 0 })
    const update = await gql(
      `mutation { updatePage(id: ${demoPageId}, data: { title: "Titre de l’administrateur" }, locale: fr) { title } }`,
      { token: tokens.admin },
    )
    expect(update.errors).toBeUndefined()
    expect((update.data?.updatePage as { title: string }).title).toBe('Titre de l’administrateur')
    await payload.update({ collection: 'pages', id: demoPageId, locale: 'fr', data: { title } })
  })
})

describe('a visitor, over GraphQL', () => {
  it('cannot read leads nor drafts', async () => {
    const leads = await gql(LEADS, { host: 'agence.localhost' })
    expect(docsOf(leads, 'Leads')).toEqual([])
    expect(leads.errors?.length).toBeGreaterThan(0)
    // A visitor reads 100 documents a request at most (decision 0047): the site's pages all fit in one.
    const pages = await gql('{ Pages(limit: 100, draft: true) { docs { id title } totalDocs } }', {
      host: 'agence.localhost',
    })
    expect(docsOf(pages, 'Pages').length).toBe((pages.data?.Pages as { totalDocs: number }).totalDocs)
    expect(docsOf(pages, 'Pages').map((p) => p.id)).not.toContain(draftOnlyId)
    expect(
      (await gql(`{ Page(id: ${draftOnlyId}, draft: true) { title } }`, { host: 'agence.localhost' })).data?.Page ??
        null,
    ).toBeNull()
    expect(
      (await gql('{ versionsPages { docs { id } } }', { host: 'agence.localhost' })).errors?.length,
    ).toBeGreaterThan(0)
  })

  it('reads only the documents of the site its host names, like REST', async () => {
    const titles = async (host: string) => {
      const pages = await gql('{ Pages(limit: 100, locale: fr) { docs { title } totalDocs } }', { host })
      expect(docsOf(pages, 'Pages').length).toBe((pages.data?.Pages as { totalDocs: number }).totalDocs)
      return docsOf(pages, 'Pages').map((p) => p.title)
    }
    expect(await titles('agence.localhost')).toEqual(expect.arrayContaining(['Notre agence']))
    expect(await titles('agence.localhost')).not.toContain('À propos')
    expect(await titles('localhost')).not.toContain('Notre agence')
    expect(await titles('inconnu.example')).toEqual([])
    const themes = await gql('{ Themes { docs { preset } } }', { host: 'agence.localhost' })
    expect(docsOf(themes, 'Themes').map((t) => t.preset)).toEqual(['red'])
    const sites = await gql('{ Sites { docs { site_id } } }', { host: 'agence.localhost' })
    expect(docsOf(sites, 'Sites').map((s) => s.site_id)).toEqual(['agence-boreal'])
  })

  it('cannot introspect the schema; a signed-in editor can', async () => {
    const query = '{ __schema { queryType { name } } }'
    expect((await gql(query)).errors?.[0]?.message).toBe('Introspection is reserved to signed-in editors.')
    expect((await gql(query, { token: tokens.agencyEditor })).data?.__schema).toEqual({ queryType: { name: 'Query' } })
  })
})

describe('limits', () => {
  it('refuses a query nested deeper than 10 fields, or too complex, even to an editor', async () => {
    // Introspection's ofType chain is the schema's one unbounded nesting (GraphQL's own rule bounds `fields`).
    const typeQuery = (levels: number) =>
      `{ __type(name: "Page") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } }`
    expect((await gql(typeQuery(8), { token: tokens.agencyEditor })).errors).toBeUndefined()
    expect((await gql(typeQuery(12), { token: tokens.agencyEditor })).errors?.map((e) => e.message)).toEqual([
      'Query depth 14 is over the limit of 10.',
    ])
    // Within the alias and document budgets (20 × 33 documents); a relationship costs 10: 20 × 55 > 1000.
    const wide = `{ ${Array.from({ length: 20 }, (_, i) => `p${i}: Pages(limit: 1) { docs { tenant { favicon { id } members { photo { id } office { id } } } } }`).join(' ')} }`
    expect((await gql(wide, { token: tokens.admin })).errors?.map((e) => e.message)).toEqual([
      expect.stringMatching(/complexity/i),
    ])
  })

  it('refuses a body over 32 KB with 413, in the caller’s language', async () => {
    const big = `{ Pages { docs { id } } } # ${'x'.repeat(40_000)}`
    const fr = await gql(big)
    expect(fr.status).toBe(413)
    expect(fr.errors?.[0]?.message).toContain('trop volumineuse')
    expect((await gql(big, { headers: { 'accept-language': 'en-CA' } })).errors?.[0]?.message).toContain('too large')
  })

  it('has no playground', async () => {
    expect((await rest('GET', 'graphql-playground')).status).toBe(404)
  })
})
