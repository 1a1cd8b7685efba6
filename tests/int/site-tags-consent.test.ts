import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postConsent } from '@/app/api/consent/route'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { agencySite, demoSite } from './helpers/sites'

/** Issue 28: the site's tags (administrators only, validated on save) and the proof of consent. */
let payload: Payload
let demoId: number
let agencyId: number
const t = { admin: '', agencyEditor: '', demoEditor: '' }

const choice = (visitorId: string, extra: Record<string, unknown> = {}) => ({
  visitorId,
  version: 'abc123',
  locale: 'fr',
  functional: false,
  analytics: true,
  marketing: false,
  ...extra,
})

async function consent(host: string, body: unknown) {
  const res = await postConsent(
    new NextRequest(`http://${host}/api/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: res.status, body: (await res.json()) as { status: string; message?: string } }
}

const tagsOf = async (id: number) =>
  ((await payload.findByID({ collection: 'sites', id, depth: 0 })).tags ?? []).map((x) => x.name)

beforeAll(async () => {
  payload = await testPayload()
  demoId = (await demoSite()).id
  agencyId = (await agencySite()).id
  t.admin = await editorToken(payload, 'admin-balises@example.ca', 'admin', [])
  t.agencyEditor = await editorToken(payload, 'editeur-balises-agence@example.ca', 'editor', [agencyId])
  t.demoEditor = await editorToken(payload, 'editeur-balises-courtier@example.ca', 'editor', [demoId])
}, 600_000)

describe('site tags in the admin', () => {
  const ga4 = { name: 'GA4', category: 'analytics', placement: 'head', provider: 'ga4', tag_id: 'G-INT2026' }

  it('are saved by an administrator, and a site editor cannot change them', async () => {
    const saved = await rest('PATCH', `sites/${demoId}`, { token: t.admin, body: { tags: [ga4] } })
    expect(saved.status).toBe(200)
    expect(await tagsOf(demoId)).toEqual(['GA4'])
    const tried = await rest('PATCH', `sites/${demoId}`, {
      token: t.demoEditor,
      body: { tags: [{ ...ga4, name: 'Pixel', provider: 'meta', tag_id: '1234567890' }] },
    })
    expect(tried.status).toBe(200)
    expect(await tagsOf(demoId)).toEqual(['GA4'])
    await rest('PATCH', `sites/${demoId}`, { token: t.admin, body: { tags: [] } })
  })

  it('refuses a custom tag without a declared origin, in the admin’s language', async () => {
    const custom = { name: 'Clavardage', category: 'functional', placement: 'body', provider: 'custom' }
    const body = { tags: [{ ...custom, script_url: 'https://chat.example.ca/w.js' }] }
    const fr = await rest('PATCH', `sites/${demoId}`, { token: t.admin, body })
    expect(fr.status).toBe(400)
    expect(JSON.stringify(fr.body)).toContain('Origine déclarée requise')
    const en = await rest('PATCH', `sites/${demoId}`, { token: t.admin, body, headers: { 'accept-language': 'en' } })
    expect(en.status).toBe(400)
    expect(JSON.stringify(en.body)).toContain('Declared origin required')
    const elsewhere = { tags: [{ ...custom, origin: 'https://chat.example.ca', script_url: 'https://x.example/w.js' }] }
    expect(
      JSON.stringify((await rest('PATCH', `sites/${demoId}`, { token: t.admin, body: elsewhere })).body),
    ).toContain('sur l’origine déclarée')
    const badId = await rest('PATCH', `sites/${demoId}`, {
      token: t.admin,
      body: { tags: [{ ...ga4, tag_id: 'UA-1-1' }] },
    })
    expect(badId.status).toBe(400)
    expect(JSON.stringify(badId.body)).toContain('Identifiant non valide')
    expect(await tagsOf(demoId)).toEqual([])
  })
})

describe('proof of consent', () => {
  it('stores each saved choice for the site of the host, and refuses anything else in the visitor’s language', async () => {
    const stored = await consent('agence.localhost', choice('11111111-2222-4333-8444-555555555555'))
    expect(stored).toEqual({ status: 201, body: { status: 'ok' } })
    expect((await consent('localhost', choice('66666666-2222-4333-8444-555555555555'))).status).toBe(201)
    const found = await payload.find({
      collection: 'consent-records',
      where: { visitor_id: { equals: '11111111-2222-4333-8444-555555555555' } },
      depth: 0,
    })
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]).toMatchObject({ tenant: agencyId, version: 'abc123', analytics: true, marketing: false })
    expect(Date.now() - Date.parse(found.docs[0].decided_at)).toBeLessThan(60_000)

    const fr = await consent('agence.localhost', choice('11111111-2222-4333-8444-555555555555', { email: 'a@b.ca' }))
    expect(fr).toEqual({
      status: 400,
      body: { status: 'error', message: 'Ce choix de consentement n’est pas valide.' },
    })
    const en = await consent('agence.localhost', choice('short', { locale: 'en' }))
    expect(en.body.message).toBe('This consent choice is not valid.')
    expect((await consent('agence.localhost', 'not json')).status).toBe(400)
    expect((await consent('inconnu.localhost', choice('77777777-2222-4333-8444-555555555555'))).status).toBe(404)
  })

  it('is listed for administrators and per site for editors, never readable or writable anonymously', async () => {
    const ids = (r: Awaited<ReturnType<typeof rest>>) => (r.body.docs ?? []).map((d) => d.tenant)
    const admin = await rest('GET', 'consent-records?limit=100&depth=0', { token: t.admin })
    expect(new Set(ids(admin))).toEqual(new Set([agencyId, demoId]))
    const agency = await rest('GET', 'consent-records?limit=100&depth=0', { token: t.agencyEditor })
    expect(ids(agency).length).toBeGreaterThan(0)
    expect(ids(agency).every((id) => id === agencyId)).toBe(true)
    const demo = await rest('GET', 'consent-records?limit=100&depth=0', { token: t.demoEditor })
    expect(ids(demo).every((id) => id === demoId)).toBe(true)
    const anonymous = await rest('GET', 'consent-records?limit=100&depth=0', { headers: { host: 'agence.localhost' } })
    expect(anonymous.status).toBe(403)
    const forged = await rest('POST', 'consent-records', {
      body: { visitor_id: 'x', version: 'v', decided_at: '2026-01-01' },
    })
    expect(forged.status).toBe(403)
    const byEditor = await rest('POST', 'consent-records', {
      token: t.agencyEditor,
      body: { visitor_id: 'x', version: 'v', decided_at: '2026-01-01', tenant: agencyId },
    })
    expect(byEditor.status).toBe(403)
  })

  it('is rate limited per address and site, with the reason in the visitor’s language', async () => {
    let last = { status: 0, body: { status: '' } as { status: string; message?: string } }
    for (let i = 0; i < 25 && last.status !== 429; i++)
      last = await consent('agence.localhost', choice(`88888888-2222-4333-8444-${String(i).padStart(12, '0')}`))
    expect(last.status).toBe(429)
    expect(last.body.message).toBe('Trop de choix enregistrés en peu de temps. Réessayez dans une minute.')
  })
})
