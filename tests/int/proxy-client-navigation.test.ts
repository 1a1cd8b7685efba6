import { createServer, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proxy } from '@/proxy'

/**
 * Decision 0042: a click on an in-site link asks for the page's RSC payload (the router's headers and `?_rsc=`).
 * The page cache must never answer it with the page's HTML (the router then reloads the whole document); a
 * document request still gets the cached page. A stand-in for the app answers the proxy's loopback calls.
 */
let calls: string[] = []
let server: Server
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
const passed = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`)

beforeAll(async () => {
  process.env.PAGE_CACHE_GENERATION_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'client-nav-')), 'generation')
  server = createServer((req, res) => {
    calls.push(req.url ?? '')
    const url = new URL(req.url ?? '/', 'http://x')
    const api = url.pathname.startsWith('/api/')
    res.setHeader('content-type', api ? 'application/json' : 'text/html; charset=utf-8')
    if (req.headers['x-site-host'] !== 'localhost') return void res.end(JSON.stringify({ status: 404, site: false }))
    if (api) return void res.end(JSON.stringify({ status: 200, location: null, site: true, resolution: 'jeton' }))
    res.end(`<!doctype html><html lang="fr"><p>${url.pathname}</p></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.INTERNAL_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  delete process.env.INTERNAL_ORIGIN
  delete process.env.PAGE_CACHE_GENERATION_FILE
  await new Promise((resolve) => server.close(resolve))
})

const visit = (url: string, headers: Record<string, string> = {}, host = 'localhost') =>
  proxy(new NextRequest(`http://${host}${url}`, { headers: { host, ...headers } }))
const navigation = { rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' }

describe('client navigations and the page cache', () => {
  it('the proxy is shown the router’s requests as they are: without the flag Next hides them, and the cache answered', async () => {
    const config = (await import('../../next.config')).default as { skipProxyUrlNormalize?: boolean }
    expect(config.skipProxyUrlNormalize).toBe(true)
  })

  it('a cached page: documents get it from the cache, an RSC request never does (rendered by Next, per request)', async () => {
    await visit('/fr/contact')
    const hit = await visit('/fr/contact')
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(hit.headers.get('content-type')).toMatch(/^text\/html/)

    calls = []
    const rsc = await visit('/fr/contact?_rsc=1a2b3', navigation)
    expect(rsc.headers.get('x-page-cache')).toBe('bypass')
    expect(rsc.headers.get('content-type')).toBeNull() // no body of the proxy's: Next renders the payload
    expect(rsc.headers.get('x-middleware-next')).toBe('1')
    expect(passed(rsc, 'rsc')).toBe('1')
    expect(passed(rsc, 'next-router-state-tree')).toBe(navigation['next-router-state-tree'])
    expect(passed(rsc, 'x-page-status')).toBe('200')
    expect(passed(rsc, 'x-url')).toBe('/fr/contact') // a share link never carries `_rsc`
    expect(calls).toEqual(['/api/route-status?locale=fr&path=%2Fcontact'])
    // Its own nonce, different from the cached page's.
    expect(nonceOf(rsc)).toBe(/'nonce-([^']+)'/.exec(passed(rsc, 'content-security-policy') ?? '')?.[1])
    expect(nonceOf(rsc)).not.toBe(nonceOf(hit))

    const after = await visit('/fr/contact')
    expect(after.headers.get('x-page-cache')).toBe('hit')
    expect(after.headers.get('vary')).toMatch(/\brsc\b/i)
  })

  it('a prefetch, with or without `_rsc`, and an RSC request before the page is cached neither read nor fill it', async () => {
    const prefetches: Record<string, string>[] = [
      { 'next-router-prefetch': '1' },
      { 'next-router-segment-prefetch': '/_tree', rsc: '1' },
    ]
    for (const headers of prefetches) {
      const res = await visit('/en/contact', headers)
      expect(res.headers.get('x-page-cache')).toBe('bypass')
    }
    expect((await visit('/en/contact?_rsc=9z', navigation)).headers.get('x-page-cache')).toBe('bypass')
    // Nothing was kept by those: the first document request is a miss.
    expect((await visit('/en/contact')).headers.get('x-page-cache')).toBe('miss')
  })

  it('the root path sends a navigation to the language without `_rsc`', async () => {
    const res = await visit('/?_rsc=4d5e', { ...navigation, 'accept-language': 'en-CA' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('http://localhost/en')
  })

  it('an RSC request to a host naming no site gets its 404 as a document request does', async () => {
    const res = await visit('/fr/contact?_rsc=1', navigation, 'inconnu.localhost')
    expect(res.status).toBe(404)
  })
})
