import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { BASE_URL } from './helpers/browser'

/** Issue 27, items 4–6 over HTTP: paths that are files, a client's X-Site-Host, and anonymous requests that answered 5xx. */
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** Any request with headers of our choice (fetch can set neither Host nor TRACE, and reads paths it re-encodes). */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Answer> {
  const { hostname, port } = new URL(BASE_URL)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      let text = ''
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => {
          text += chunk
        })
        .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const isHtml = (a: Answer) =>
  String(a.headers['content-type'] ?? '').includes('text/html') || /^\s*<!doctype html/i.test(a.body)
const AGENCY = 'Immobilier Boréal — Agence'

describe('paths under the folders of files (item 4)', () => {
  const folders = ['/images/', '/videos/', '/demo-scripts/', '/sitemaps/', '/_next/static/']
  const tails = ['anything', '..%2Ffr%2Fa-propos', '%C0%AF', 'pages.xml/%ff', 'chunks/nope.js', 'a/b/c.png']

  it('answer a plain 404, never a page, under every folder the proxy used to skip', async () => {
    for (const folder of folders) {
      for (const tail of tails) {
        const a = await send('GET', folder + tail)
        expect([folder + tail, a.status, isHtml(a)]).toEqual([folder + tail, 404, false])
        expect(a.body).not.toContain('<header')
      }
    }
    for (const path of ['/favicon.ico', '/_next/x', '/_next/static/chunks', '/_next/static/%2e%2e/x']) {
      const a = await send('GET', path)
      expect([path, a.status, isHtml(a)]).toEqual([path, 404, false])
    }
  })

  it('still serve their files', async () => {
    expect((await send('GET', '/demo-scripts/analytics-demo.js')).status).toBe(200)
    expect((await send('GET', '/videos/visite-demo.webm')).status).toBe(200)
    expect((await send('GET', '/sitemaps/pages.xml')).status).toBe(200)
    const page = await send('GET', '/fr/a-propos')
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+)"/.exec(page.body)?.[1]
    expect(script).toBeTruthy()
    expect((await send('GET', script!)).status).toBe(200)
  })

  it('every HTML answer carries a CSP, whatever the path', async () => {
    for (const path of [
      '/fr/a-propos',
      '/fr/nulle-part',
      '/nulle-part',
      '/images/x',
      '/sitemaps/x',
      '/_next/static/x',
      '/fr/%C0%AF',
    ]) {
      const a = await send('GET', path, { accept: 'text/html' })
      if (isHtml(a)) expect([path, typeof a.headers['content-security-policy']]).toEqual([path, 'string'])
    }
  })
})

describe('a client’s X-Site-Host (item 5)', () => {
  const forged = { host: 'inconnu.localhost', 'x-site-host': 'agence.localhost' }

  it('is ignored by the sitemaps, robots.txt and the folders of files: the Host decides', async () => {
    expect((await send('GET', '/sitemap.xml', forged)).status).toBe(404)
    expect((await send('GET', '/sitemaps/pages.xml', forged)).status).toBe(404)
    expect((await send('GET', '/sitemaps/listings/1.xml', forged)).status).toBe(404)
    const robots = await send('GET', '/robots.txt', forged)
    expect(robots.body).not.toContain('agence.localhost')
    expect((await send('GET', '/images/x', forged)).body).not.toContain(AGENCY)
  })

  it('cannot take the broker’s host to the agency’s site, even with a made-up signature', async () => {
    const onBroker = {
      host: new URL(BASE_URL).host,
      'x-site-host': 'agence.localhost',
      'x-site-host-signature': `${Date.now() + 60_000}.${'A'.repeat(43)}`,
    }
    const index = await send('GET', '/sitemap.xml', onBroker)
    expect(index.status).toBe(200)
    expect(index.body).not.toContain('agence.localhost')
    expect((await send('GET', '/sitemaps/pages.xml', onBroker)).body).not.toContain('agence.localhost')
    expect((await send('GET', '/robots.txt', onBroker)).body).not.toContain('agence.localhost')
    expect((await send('GET', '/fr', onBroker)).body).not.toContain(AGENCY)
    expect((await send('GET', '/api/pages?limit=100&depth=0', onBroker)).body).not.toContain('"/agence"')
  })
})

describe('anonymous requests that answered 5xx (item 6)', () => {
  const multipart = (parts: string) => ({
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: Buffer.from(parts.replaceAll('\n', '\r\n')),
  })
  const broken = multipart('--x\nContent-Disposition: form-data; name="a"\n\nb')

  it('TRACE on any path: 405', async () => {
    for (const path of [
      '/',
      '/fr',
      '/fr/a-propos',
      '/api/pages',
      '/api/graphql',
      '/robots.txt',
      '/sitemap.xml',
      '/images/x',
      '/_next/static/x',
    ]) {
      expect([path, (await send('TRACE', path)).status]).toEqual([path, 405])
    }
  })

  it('a POST to a page, multipart or not, or to a file: 405', async () => {
    expect((await send('POST', '/demo-scripts/analytics-demo.js', { 'content-type': 'text/plain' }, 'x')).status).toBe(
      405,
    )
    expect((await send('POST', '/fr', broken.headers, broken.body)).status).toBe(405)
    expect(
      (await send('POST', '/fr/contact', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=b')).status,
    ).toBe(405)
    expect((await send('POST', '/fr', { ...broken.headers, 'next-action': 'abc' }, broken.body)).status).toBe(405)
    expect((await send('POST', '/admin', broken.headers, broken.body)).status).toBe(405)
  })

  it('REST: an id that is no id, a bad filter, a missing file, an e-mail check the editors do not have', async () => {
    for (const path of [
      '/api/pages/abc',
      '/api/media/abc',
      '/api/members/1.5',
      '/api/pages/99999999999',
      '/api/media/file/nonexistent.png',
    ])
      expect([path, (await send('GET', path)).status]).toEqual([path, 404])
    for (const path of ['/api/pages/init', '/api/pages/access'])
      expect([path, (await send('GET', path)).status]).toEqual([path, 404])
    expect((await send('POST', '/api/pages?where=%ff', { 'content-type': 'application/json' }, '{}')).status).toBe(400)
    for (const q of [
      'where[id][near]=1',
      'where[createdAt][equals]=pas-une-date',
      'where[createdAt][all]=-73.5,45.5',
      'where[updatedAt][not_like]=x',
      'where[slug][all]=a',
      'where[id][in]=a,b',
      'where[id][equals]=1&where[id][equals]=2',
      'valueOf=1',
    ]) {
      const a = await send('GET', `/api/articles?${q}`)
      expect([q, a.status]).toEqual([q, 400])
      expect(q).toContain(JSON.parse(a.body).errors[0].parameter)
    }
    expect((await send('POST', '/api/editors/verify/x')).status).toBe(404)
  })

  it('multipart to the REST collections and GraphQL: 400 when it does not parse (JSON too), has a bad file name or a file as text; 413 over 10 MB', async () => {
    for (const path of ['/api/pages', '/api/media', '/api/leads', '/api/graphql'])
      expect([path, (await send('POST', path, broken.headers, broken.body)).status]).toEqual([path, 400])
    expect((await send('POST', '/api/graphql', { 'content-type': 'application/json' }, '{')).status).toBe(400)
    const byUrl = multipart(
      '--x\nContent-Disposition: form-data; name="file"\n\n{"url":"http://127.0.0.1:1/x.png","filename":"x.png"}\n--x\nContent-Disposition: form-data; name="_payload"\n\n{"alt":"x"}\n--x--\n',
    )
    expect((await send('POST', '/api/media', byUrl.headers, byUrl.body)).status).toBe(400)
    const nul = multipart(
      '--x\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\nContent-Type: image/png\n\nPNG\n--x--\n',
    )
    expect((await send('POST', '/api/media', nul.headers, nul.body)).status).toBe(400)
    const encodedNul = multipart(
      '--x\nContent-Disposition: form-data; name="file"; filename*=utf-8\'\'a%00b.png\nContent-Type: image/png\n\nPNG\n--x--\n',
    )
    expect((await send('POST', '/api/media', encodedNul.headers, encodedNul.body)).status).toBe(400)
    const big = Buffer.concat([
      Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(11 * 1024 * 1024),
      Buffer.from('\r\n--x--\r\n'),
    ])
    expect((await send('POST', '/api/media', broken.headers, big)).status).toBe(413)
  })
})
