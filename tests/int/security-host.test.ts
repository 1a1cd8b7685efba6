import { readdirSync, readFileSync } from 'node:fs'
import { demoSite } from './helpers/sites'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { googleVerifier } from '@/leads/captcha'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { testPayload } from './helpers/db'
import { contactWire, postLead } from './leads-helpers'

/** Issue 12, finding 7: the site's origin comes from configuration, and editor-entered URLs are https only. */
const forged = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  headers: async () => forged.headers,
}))

let payload: Payload
const undo: (() => void)[] = []
beforeAll(async () => {
  payload = await testPayload()
}, 600_000)
afterAll(() => undo.reverse().forEach((u) => u()))

describe('client-chosen host', () => {
  it('never becomes the origin of JSON-LD, share links or the live preview', async () => {
    const { requestOrigin } = await import('@/security/request-origin')
    const { siteOrigin } = await import('@/security/public-origin')
    forged.headers = new Headers({
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    })
    expect(await requestOrigin()).toBe(siteOrigin())
    forged.headers = new Headers({ host: new URL(siteOrigin()).host, 'x-forwarded-host': 'evil.example' })
    expect(await requestOrigin()).toBe(siteOrigin())
    expect(siteOrigin()).not.toContain('evil.example')
  })

  it('is read nowhere in the server code (X-Forwarded-Host, X-Forwarded-Proto)', () => {
    const root = path.resolve(__dirname, '../../src')
    const readers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /['"`]x-forwarded-(host|proto)['"`]/i.test(readFileSync(path.join(root, f), 'utf8')))
    expect(readers).toEqual([])
  })

  it('does not widen the captcha hostname allow-list', async () => {
    // A token minted on evil.example, posted with X-Forwarded-Host: evil.example.
    const verify = googleVerifier({
      secret: 's',
      fetch: (async () =>
        Response.json({
          success: true,
          score: 0.9,
          action: 'contact_form',
          hostname: 'evil.example',
        })) as unknown as typeof fetch,
    })
    undo.push(
      configureLeadServices({
        verifyCaptcha: verify,
        rateLimiter: memoryRateLimiter({ max: 1000, windowMs: 60_000 }),
        afterResponse: () => {},
        wakeAt: () => {},
      }),
    )
    const email = `host-${Date.now()}@example.ca`
    // A Host naming no site reaches no site at all (issue 17); X-Forwarded-Host picks nothing either.
    expect((await postLead(contactWire({ email }), { host: 'evil.example' })).status).toBe(404)
    const res = await postLead(contactWire({ email }), { 'x-forwarded-host': 'evil.example' })
    expect(res.status).toBe(200)
    const [lead] = (
      await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
    ).docs
    expect(lead?.review_flagged).toBe(true)
    expect(lead?.review_reason).toContain('hostname-mismatch')
  })
})

describe('editor-entered URLs (server-side)', () => {
  const site = async () => payload.findByID({ collection: 'sites', id: (await demoSite()).id, depth: 0 })
  const updateSite = async (data: Record<string, unknown>) =>
    payload.update({ collection: 'sites', id: (await demoSite()).id, data })
  it('refuse anything but https in the powered-by link and <link> head elements', async () => {
    const before = await site()
    for (const url of ['javascript:alert(1)', 'http://evil.example', '//evil.example', 'data:text/html,x'])
      await expect(updateSite({ powered_by: { label: 'X', url } })).rejects.toThrow()
    await expect(
      updateSite({ head_elements: [{ tag: 'link', rel: 'stylesheet', href: 'http://evil.example/x.css' }] }),
    ).rejects.toThrow()
    await updateSite({ powered_by: { label: 'X', url: 'https://example.com/ok' } })
    expect((await site()).powered_by?.url).toBe('https://example.com/ok')
    await updateSite({ powered_by: before.powered_by, head_elements: before.head_elements })
  })

  it('refuse scriptable links and non-https canonical URLs in pages', async () => {
    const [page] = (
      await payload.find({
        collection: 'pages',
        where: { route_key: { equals: 'home' }, tenant: { equals: (await demoSite()).id } },
        depth: 0,
        limit: 1,
      })
    ).docs
    const seo = (page as unknown as { seo?: Record<string, unknown> }).seo ?? {}
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'fr',
        data: { seo: { ...seo, canonical_url: 'http://evil.example/' } },
      }),
    ).rejects.toThrow()
    const header = (
      await payload.find({
        collection: 'header',
        where: { tenant: { equals: (await demoSite()).id } },
        depth: 0,
        limit: 1,
      })
    ).docs[0] as unknown as Record<string, unknown>
    const text = JSON.stringify(header)
    // Any link url of the header (menus, buttons) set to javascript: is refused.
    const poisoned = JSON.parse(text.replace(/"url":"\/[^"]*"/, '"url":"javascript:alert(1)"'))
    expect(JSON.stringify(poisoned)).toContain('javascript:alert(1)')
    await expect(
      payload.update({ collection: 'header', id: header.id as number, locale: 'fr', data: poisoned }),
    ).rejects.toThrow()
    // A link inside rich text, too.
    const content = JSON.parse(
      JSON.stringify((page as unknown as { content: Array<Record<string, unknown>> }).content),
    ) as Array<Record<string, unknown>>
    const withText = content.find((b) => b.description && typeof b.description === 'object')!
    const link = {
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false },
      children: [{ type: 'text', text: 'x', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
    }
    ;(withText.description as { root: { children: Array<{ children: unknown[] }> } }).root.children[0].children.push(
      link,
    )
    await expect(
      payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { content } }),
    ).rejects.toThrow()
  })
})
