import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { getSiteByHost } from '@/data/site-data'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { agencySite } from './helpers/sites'

/** Issue 27, items 8 and 9: colour fields take colours only; a site's domains are the administrators'. */
let payload: Payload
let agencyId: number
let pageId: number
const tokens = { admin: '', editor: '' }
const EVIL = 'red;position:fixed;inset:0;background:url(https://evil.example/x.png)'

async function gql(query: string, token: string, lang = 'fr') {
  const res = await GRAPHQL(
    new NextRequest('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': lang },
      body: JSON.stringify({ query }),
    }),
  )
  return (await res.json()) as {
    data?: Record<string, unknown> | null
    errors?: { message: string; extensions?: unknown }[]
  }
}
const fieldErrors = (body: { errors?: Array<Record<string, unknown>> }) =>
  (body.errors?.[0]?.data as { errors?: { path: string; message: string }[] } | undefined)?.errors ?? []

beforeAll(async () => {
  payload = await testPayload()
  agencyId = (await agencySite()).id
  tokens.admin = await editorToken(payload, 'admin-couleurs@example.ca', 'admin', [])
  tokens.editor = await editorToken(payload, 'editeur-couleurs@example.ca', 'editor', [agencyId])
  pageId = (
    await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: { title: 'Couleurs', path: '/couleurs', tenant: agencyId, _status: 'published' },
    })
  ).id
}, 600_000)

const card = (colours: Record<string, string>) => ({
  blockType: 'icon_cta_card',
  main_title: 'Une question?',
  block_params: { color_scheme: 'normal', bg_color_primary: colours.params ?? '' },
  ...(colours.fields ? JSON.parse(colours.fields) : {}),
})

describe('colour fields, on save', () => {
  it('refuse anything but a colour over REST, naming the field in the editor’s language', async () => {
    for (const block of [
      card({ params: EVIL }),
      card({ fields: JSON.stringify({ bg_color_primary: EVIL }) }),
      card({ fields: JSON.stringify({ text_color: 'url(x)' }) }),
      card({ fields: JSON.stringify({ cta: { format: { color: EVIL } } }) }),
    ]) {
      const fr = await rest('PATCH', `pages/${pageId}?locale=fr`, {
        token: tokens.editor,
        body: { content: [block], publish_anyway: true },
      })
      expect(fr.status, JSON.stringify(block)).toBe(400)
      expect(fieldErrors(fr.body)[0]?.message).toMatch(
        /^Couleur non permise : #rrggbb, rgb\(…\), hsl\(…\) ou le nom d’une couleur du thème/,
      )
    }
    const en = await rest('PATCH', `pages/${pageId}?locale=fr`, {
      token: tokens.editor,
      body: { content: [card({ params: EVIL })], publish_anyway: true },
      headers: { 'accept-language': 'en' },
    })
    expect(fieldErrors(en.body)[0]).toMatchObject({
      path: 'content.0.block_params.bg_color_primary',
      message: expect.stringMatching(/^Colour not allowed: #rrggbb, rgb\(…\), hsl\(…\) or a theme colour name/),
    })
    const stored = await payload.findByID({ collection: 'pages', id: pageId, depth: 0 })
    expect(JSON.stringify(stored)).not.toContain('evil.example')
  })

  it('refuse it over GraphQL too', async () => {
    const answer = await gql(
      `mutation { updatePage(id: ${pageId}, locale: fr, data: { publish_anyway: true, variant: { variant_id: "v", color: "${EVIL}" } }) { id } }`,
      tokens.editor,
    )
    expect(JSON.stringify(answer.errors)).toMatch(/Couleur non permise/)
    expect(JSON.stringify(await payload.findByID({ collection: 'pages', id: pageId, depth: 0 }))).not.toContain(
      'evil.example',
    )
  })

  it('take hex, rgb, hsl and the theme’s colour names', async () => {
    const res = await rest('PATCH', `pages/${pageId}?locale=fr`, {
      token: tokens.editor,
      body: {
        publish_anyway: true, // the test page is in French only: a publish with translation gaps (issue 30)
        content: [
          card({
            params: 'primary',
            fields: JSON.stringify({
              bg_color_primary: 'hsl(210 50% 40%)',
              text_color: '#fff',
              cta: { format: { color: 'rgb(1, 2, 3)' } },
            }),
          }),
        ],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(
      fieldErrors(
        (
          await rest('PATCH', `pages/${pageId}?locale=fr`, {
            token: tokens.editor,
            body: { content: [card({ params: 'not_a_theme_colour' })], publish_anyway: true },
          })
        ).body,
      ),
    ).toHaveLength(1)
  })

  it('in the theme: its colours are literal colours', async () => {
    const [theme] = (
      await payload.find({ collection: 'theme', where: { tenant: { equals: agencyId } }, limit: 1, depth: 0 })
    ).docs
    const res = await rest('PATCH', `theme/${theme.id}`, {
      token: tokens.editor,
      body: { colors: [{ name: 'primary', value: '#000;}body{background:url(x)' }] },
    })
    expect(res.status).toBe(400)
  })
})

describe('a site’s domains', () => {
  it('an editor of the site cannot add one, over REST or GraphQL; the host serves no site', async () => {
    const before = (await payload.findByID({ collection: 'sites', id: agencyId, depth: 0 })).domains
    await rest('PATCH', `sites/${agencyId}`, {
      token: tokens.editor,
      body: { domains: [...(before ?? []), { domain: 'vole-par-rest.example' }], domain_name: 'vole-par-rest.example' },
    })
    await gql(
      `mutation { updateSite(id: ${agencyId}, data: { domains: [{ domain: "agence.localhost" }, { domain: "vole-par-graphql.example" }] }) { id } }`,
      tokens.editor,
    )
    const after = await payload.findByID({ collection: 'sites', id: agencyId, depth: 0 })
    expect(after.domains?.map((d) => d.domain)).toEqual(before?.map((d) => d.domain))
    expect(after.domain_name).not.toBe('vole-par-rest.example')
    expect(await getSiteByHost('vole-par-rest.example')).toBeNull()
    expect(await getSiteByHost('vole-par-graphql.example')).toBeNull()
  })

  it('an editor still changes the site’s other settings; an administrator changes its domains', async () => {
    expect(
      (await rest('PATCH', `sites/${agencyId}`, { token: tokens.editor, body: { maintenance: false } })).status,
    ).toBe(200)
    const before = (await payload.findByID({ collection: 'sites', id: agencyId, depth: 0 })).domains ?? []
    const res = await rest('PATCH', `sites/${agencyId}`, {
      token: tokens.admin,
      body: { domains: [...before.map(({ domain }) => ({ domain })), { domain: 'ajout-admin.example' }] },
    })
    expect(res.status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'sites', id: agencyId, depth: 0 })).domains?.map((d) => d.domain),
    ).toContain('ajout-admin.example')
  })
})
