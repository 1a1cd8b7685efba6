import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/page/[site_id]/route'
import { GET as routeStatus } from '@/app/api/route-status/route'
import { testPayload } from './helpers/db'

beforeAll(async () => {
  await testPayload()
})

const KEY = 'test-content-api-key'
const post = (siteId: string, body: unknown, headers: Record<string, string> = { 'X-Site-Api': KEY }) =>
  POST(
    new NextRequest(`http://localhost/api/page/${siteId}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    }),
    {
      params: Promise.resolve({ site_id: siteId }),
    },
  )

describe('POST /api/page/{site_id}', () => {
  it('returns the spec page response with every field', async () => {
    const res = await post('demo', { path: '/en/properties', production: true })
    expect(res.status).toBe(200)
    const body = await res.json()
    for (const key of [
      'content',
      'header',
      'footer',
      'seo',
      'theme',
      'metadata',
      'variant',
      'alternate_paths',
      'title',
      'production',
      'microsite_id',
      'site_id',
      'site_type',
      'site_key',
      'recaptcha',
      'location',
    ]) {
      expect(body, key).toHaveProperty(key)
    }
    expect(body.title).toEqual({ fr: 'Propriétés', en: 'Properties' })
    expect(body.seo.global.title.en).toBe('Properties for sale in Laval')
    expect(body.theme.preset).toBe('blue')
  })

  it('refuses a missing or wrong key, an unknown site and a bad body', async () => {
    expect((await post('demo', { path: '/fr' }, {})).status).toBe(401)
    expect((await post('demo', { path: '/fr' }, { 'X-Header-Api': 'nope' })).status).toBe(401)
    expect((await post('autre-site', { path: '/fr' })).status).toBe(404)
    const bad = await post('demo', { path: 42 })
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues[0].field).toBe('path')
    expect((await post('demo', { path: '/de/x' })).status).toBe(400)
  })

  it('names the field "body" when the body is not a JSON object (found by bench/fuzz-endpoints.ts)', async () => {
    for (const body of [null, [1, 2], '/fr', 42]) {
      const res = await post('demo', body)
      expect(res.status).toBe(400)
      expect((await res.json()).issues).toEqual([{ field: 'body', message: expect.stringMatching(/expected object/) }])
    }
  })

  it('passes statuses and redirect locations through', async () => {
    const missing = await post('demo', { path: '/fr/inexistante' })
    expect(missing.status).toBe(404)
    const moved = await post('demo', { path: '/fr/accueil' })
    expect(await moved.json()).toEqual({ status: 301, location: '/fr' })
  })
})

describe('GET /api/route-status', () => {
  it('tells the proxy the status of a path', async () => {
    const res = await routeStatus(new NextRequest('http://localhost/api/route-status?locale=en&path=%2Fbroker-area'))
    // With the resolution it made, passed on to the page so the page does not resolve again (decision 0029).
    expect(await res.json()).toMatchObject({ status: 403, location: null, resolution: expect.any(String) })
  })
})
