import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { proxy } from '@/proxy'

/**
 * Issue 24: a cold page costs the proxy one loopback call (the status, which also says whether the host names a
 * site) and its render reuses that call's resolution. A stand-in for the app answers the proxy's calls.
 */
type Call = { url: string; headers: IncomingHttpHeaders }
let calls: Call[] = []
let server: Server
let port = ''
const STATUSES: Record<string, object> = {
  '/a-propos': { status: 200, location: null, resolution: 'jeton-a-propos' },
  '/equipe': { status: 200, location: null, resolution: 'jeton-equipe' },
  '/ancienne': { status: 301, location: '/fr/nouvelle', resolution: null },
  '/espace': { status: 403, location: null, resolution: null },
}

beforeAll(async () => {
  process.env.PAGE_CACHE_GENERATION_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'cold-page-')), 'generation')
  server = createServer((req, res) => {
    calls.push({ url: req.url ?? '', headers: req.headers })
    const url = new URL(req.url ?? '/', 'http://x')
    const host = String(req.headers['x-site-host'] ?? '')
    res.setHeader('content-type', url.pathname.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8')
    if (host !== 'localhost') return void res.end(JSON.stringify({ status: 404, location: null, site: false }))
    if (url.searchParams.has('site')) return void res.end(JSON.stringify({ site: true }))
    if (url.pathname === '/api/route-status')
      return void res.end(JSON.stringify(STATUSES[String(url.searchParams.get('path'))]))
    res.end(`<!doctype html><p>${url.pathname}</p>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = String((server.address() as AddressInfo).port)
  process.env.INTERNAL_ORIGIN = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  delete process.env.INTERNAL_ORIGIN
  delete process.env.PAGE_CACHE_GENERATION_FILE
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  calls = []
})

const visit = (url: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost${url}`, { headers: { host: 'localhost', ...headers } }))
const passed = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`)

describe('a cold page', () => {
  it('cache on: one status call, then one render carrying that status and resolution; then a hit with no call', async () => {
    const res = await visit('/fr/a-propos')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-page-cache')).toBe('miss')
    expect(calls.map((c) => c.url)).toEqual(['/api/route-status?locale=fr&path=%2Fa-propos', '/fr/a-propos'])
    expect(calls[1].headers['x-page-cache-status']).toBe('200')
    expect(calls[1].headers['x-page-resolution']).toBe('jeton-a-propos')
    expect(res.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/)
    calls = []
    expect((await visit('/fr/a-propos')).headers.get('x-page-cache')).toBe('hit')
    expect(calls).toEqual([])
  })

  it('rendered per request (a query string): one call, its status and resolution passed to the page', async () => {
    const res = await visit('/fr/equipe?tri=nom', { 'x-page-resolution': 'forged' })
    expect(calls.map((c) => c.url)).toEqual(['/api/route-status?locale=fr&path=%2Fequipe'])
    expect(passed(res, 'x-page-status')).toBe('200')
    expect(passed(res, 'x-page-resolution')).toBe('jeton-equipe')
    expect(res.headers.get('content-security-policy')).toBe(passed(res, 'content-security-policy'))
  })

  it('never passes on a client’s resolution token; keeps 403 as the HTTP status', async () => {
    const res = await visit('/fr/espace?x=1', { 'x-page-resolution': 'forged' })
    expect(res.status).toBe(403)
    expect(passed(res, 'x-page-resolution')).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it('a redirect is answered and kept from the status call alone', async () => {
    const res = await visit('/fr/ancienne')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('http://localhost/fr/nouvelle')
    expect(calls).toHaveLength(1)
    calls = []
    expect((await visit('/fr/ancienne')).status).toBe(301)
    expect(calls).toEqual([])
  })

  it('a host naming no site: its 404 after the same single call', async () => {
    const res = await proxy(
      new NextRequest('http://inconnu.localhost/fr/a-propos', { headers: { host: 'inconnu.localhost' } }),
    )
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('lang="fr"')
    expect(calls).toHaveLength(1)
  })
})
