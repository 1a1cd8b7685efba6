import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { agencySite } from './helpers/sites'

/** Issue 17: a page, redirect, header, footer or theme names its site; over REST, one without is refused. */
let payload: Payload
let admin = ''
let agencyEditor = ''
beforeAll(async () => {
  payload = await testPayload()
  admin = await editorToken(payload, 'admin-sans-site@example.ca', 'admin', [])
  agencyEditor = await editorToken(payload, 'editeur-sans-site@example.ca', 'editor', [(await agencySite()).id])
}, 600_000)

describe('a page created over REST without its site', () => {
  const page = { title: 'Sans site', path: '/sans-site' }
  const tenantError = (body: { errors?: Array<Record<string, unknown>> }) =>
    (body.errors?.[0]?.data as { errors?: { path: string; message: string }[] } | undefined)?.errors?.[0]

  it('is refused with 400 naming tenant, for an administrator and an editor, published or draft', async () => {
    for (const [token, query] of [
      [admin, ''],
      [admin, '?draft=true'],
      [agencyEditor, '?draft=true'],
      [agencyEditor, ''],
    ]) {
      const res = await rest('POST', `pages${query}`, { token, body: page })
      expect(res.status, query).toBe(400)
      expect(tenantError(res.body)).toMatchObject({ path: 'tenant' })
    }
    expect(tenantError((await rest('POST', 'pages?draft=true', { token: admin, body: page })).body)?.message).toBe(
      'tenant : choisissez le site auquel ce document appartient.',
    )
    const en = await rest('POST', 'pages?draft=true', {
      token: admin,
      body: page,
      headers: { 'accept-language': 'en' },
    })
    expect(tenantError(en.body)?.message).toBe('tenant: choose the site this document belongs to.')
    expect(
      (await payload.find({ collection: 'pages', where: { path: { equals: '/sans-site' } }, draft: true })).totalDocs,
    ).toBe(0)
  })

  it('cannot lose its site afterwards, even as a draft by an administrator', async () => {
    const [home] = (
      await payload.find({
        collection: 'pages',
        where: { tenant: { equals: (await agencySite()).id } },
        limit: 1,
        depth: 0,
      })
    ).docs
    const res = await rest('PATCH', `pages/${home.id}?draft=true`, { token: admin, body: { tenant: null } })
    expect(res.status).toBe(400)
    expect((await payload.findByID({ collection: 'pages', id: home.id, depth: 0, draft: true })).tenant).toBe(
      (await agencySite()).id,
    )
  })

  it('is created in the site it names', async () => {
    const res = await rest('POST', 'pages?draft=true', {
      token: agencyEditor,
      body: { ...page, tenant: (await agencySite()).id },
    })
    expect(res.status).toBe(201)
    await payload.delete({ collection: 'pages', id: (res.body.doc as { id: number }).id })
  })
})
