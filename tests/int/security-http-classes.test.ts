import config from '@payload-config'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { siteHostHeaders } from '@/access/site-scope'
import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { GET as sitemapIndex } from '@/app/sitemap.xml/route'
import { GET as pagesSitemap } from '@/app/sitemaps/pages.xml/route'
import { GET as listingsSitemap } from '@/app/sitemaps/listings/[file]/route'
import { restCollections } from '@/collections/rest-collections'
import { testPayload } from './helpers/db'

/** Issue 27, items 5 and 6, on the route handlers: a client's X-Site-Host, and what Payload answered with a 500. */
const current = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  headers: async () => current.headers,
}))

const handlers = { GET, POST, PATCH, DELETE }

async function call(
  method: keyof typeof handlers,
  path: string,
  { body, headers = {} }: { body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const url = new URL(`http://localhost/api/${path}`)
  const res = await handlers[method](
    new NextRequest(url, { method, headers: { host: 'localhost', ...headers }, body }),
    { params: Promise.resolve({ slug: url.pathname.replace('/api/', '').split('/') }) },
  )
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { errors?: { message: string; parameter?: string }[] } | null,
  }
}
const broken = {
  body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  headers: { 'content-type': 'multipart/form-data; boundary=x' },
}

let payload: Payload
let COLLECTIONS: string[] = []
beforeAll(async () => {
  payload = await testPayload()
  COLLECTIONS = restCollections(await config)
  expect(COLLECTIONS).toEqual(expect.arrayContaining(['pages', 'media', 'editors', 'members', 'leads', 'sites']))
}, 600_000)

describe('REST requests Payload answered with a 500 (item 6)', () => {
  it('a document id that is no id: 404 on every collection', async () => {
    for (const c of COLLECTIONS)
      for (const id of ['abc', '1.5', '99999999999'])
        expect([c, id, (await call('GET', `${c}/${id}`)).status]).toEqual([c, id, 404])
    // Payload's preferences are named by a key, not an id: still Payload's answer (none without a session).
    expect((await call('GET', 'payload-preferences/nav')).status).not.toBe(404)
  })

  it('near on no point, a date that is none, an id list of words, a key given twice: 400 naming it, on every collection', async () => {
    const queries = [
      'where[id][near]=1',
      'where[createdAt][equals]=pas-une-date',
      'where[updatedAt][greater_than]=2024-13-45',
      'where[id][in]=a,b',
      'where[or][0][id][in]=a',
      'where[id][equals]=1&where[id][equals]=2',
    ]
    for (const c of COLLECTIONS) {
      for (const q of queries) {
        const r = await call('GET', `${c}?${q}`, { headers: { 'accept-language': 'en' } })
        expect([c, q, r.status]).toEqual([c, q, 400])
        expect(q).toContain(r.body?.errors?.[0]?.parameter)
        expect(r.body?.errors?.[0]?.message).toMatch(/^Invalid parameter: where\[/)
      }
    }
    // Good filters still answer.
    expect((await call('GET', 'articles?where[id][in]=1,2&where[createdAt][greater_than]=2020-01-01')).status).toBe(200)
  })

  it('a page size given twice or as a list: 400 naming it, on every collection (fuzz bench)', async () => {
    for (const c of COLLECTIONS)
      for (const q of ['limit=3&limit=3', 'limit[]=3&limit[]=4', 'limit[a]=3']) {
        const r = await call('GET', `${c}?${q}`)
        expect([c, q, r.status]).toEqual([c, q, 400])
        expect(q).toContain(r.body?.errors?.[0]?.parameter)
      }
    expect((await call('GET', 'articles?limit=3&page=1')).status).toBe(200)
  })

  it('a file no media names: 404; one that exists is still served', async () => {
    expect((await call('GET', 'media/file/nonexistent.png')).status).toBe(404)
    const [media] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    expect((await call('GET', `media/file/${media.filename}`)).status).toBe(200)
  })

  it('an e-mail verification the editors do not have: 404', async () => {
    expect((await call('POST', 'editors/verify/x')).status).toBe(404)
  })

  it('multipart it cannot read: 400 on every collection and GraphQL; over 10 MB: 413', async () => {
    for (const c of COLLECTIONS) {
      expect([c, (await call('POST', c, broken)).status]).toEqual([c, 400])
      expect([c, (await call('PATCH', `${c}/1`, broken)).status]).toEqual([c, 400])
    }
    const gql = await GRAPHQL(
      new NextRequest('http://localhost/api/graphql', {
        method: 'POST',
        headers: { host: 'localhost', ...broken.headers },
        body: broken.body,
      }),
    )
    expect(gql.status).toBe(400)
    const big = new FormData()
    big.append('file', new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' }), 'big.png')
    expect((await call('POST', 'media', { body: big })).status).toBe(413)
  })
})

describe('a client’s X-Site-Host (item 5)', () => {
  const forged = { host: 'inconnu.localhost', 'x-site-host': 'agence.localhost' }
  const request = (path: string, headers: Record<string, string>) =>
    new Request(`http://inconnu.localhost${path}`, { headers })

  it('is ignored by the sitemaps and robots.txt; the proxy’s signed one is read', async () => {
    expect((await sitemapIndex(request('/sitemap.xml', forged))).status).toBe(404)
    expect((await pagesSitemap(request('/sitemaps/pages.xml', forged))).status).toBe(404)
    expect(
      (
        await listingsSitemap(request('/sitemaps/listings/1.xml', forged), {
          params: Promise.resolve({ file: '1.xml' }),
        })
      ).status,
    ).toBe(404)
    const signed = { host: 'inconnu.localhost', ...siteHostHeaders('agence.localhost') }
    const index = await sitemapIndex(request('/sitemap.xml', signed))
    expect(index.status).toBe(200)
    expect(await index.text()).toContain('agence.localhost')

    const { default: robots } = await import('@/app/robots')
    current.headers = new Headers(forged)
    expect(JSON.stringify(await robots())).not.toContain('agence.localhost')
    current.headers = new Headers(signed)
    expect(JSON.stringify(await robots())).toContain('agence.localhost')
  })

  it('does not give visitors another site’s pages over REST', async () => {
    const onBroker = { 'x-site-host': 'agence.localhost' }
    const paths = (r: Awaited<ReturnType<typeof call>>) =>
      ((r.body as { docs?: { path?: string }[] } | null)?.docs ?? []).map((d) => d.path)
    expect(paths(await call('GET', 'pages?limit=200&depth=0', { headers: onBroker }))).not.toContain('/agence')
    expect(
      paths(
        await call('GET', 'pages?limit=200&depth=0', {
          headers: { host: 'localhost', ...siteHostHeaders('agence.localhost') },
        }),
      ),
    ).toContain('/agence')
  })
})
