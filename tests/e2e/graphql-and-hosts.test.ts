import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { BASE_URL } from './helpers/browser'

/** Issue 17: GraphQL behind the same headers and limits as REST; a host naming no site is never cached. */
const graphql = (query: string) =>
  fetch(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })

/** A GET to the server with a Host header of our choice (fetch cannot set Host). */
function getAs(
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(BASE_URL)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { host, accept: 'text/html' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('GraphQL over HTTP', () => {
  it('answers visitors with the site’s security headers, the host’s published pages and no introspection', async () => {
    const res = await graphql('{ Pages(limit: 5) { docs { title } } }')
    expect(res.status).toBe(200)
    for (const header of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security'])
      expect(res.headers.get(header), header).toBeTruthy()
    expect(((await res.json()) as { data: { Pages: { docs: unknown[] } } }).data.Pages.docs.length).toBeGreaterThan(0)
    const introspection = (await (await graphql('{ __schema { types { name } } }')).json()) as { errors?: unknown[] }
    expect(introspection.errors?.length).toBeGreaterThan(0)
  })

  it('has no playground', async () => {
    expect((await fetch(`${BASE_URL}/api/graphql-playground`)).status).toBe(404)
  })
})

describe('a host naming no site', () => {
  it('gets the plain 404, never from the page cache, for good and undecodable paths alike', async () => {
    for (const path of ['/fr/a-propos', '/fr/a-propos', '/en', '/fr/%E0%A4%A']) {
      const res = await getAs('inconnu.example', path)
      expect(res.status, path).toBe(404)
      expect(res.headers['cache-control'], path).toBe('no-store')
      expect(res.headers['x-page-cache'], path).toBeUndefined()
    }
    expect((await getAs('localhost', '/fr/%E0%A4%A')).status).toBe(400)
  })
})
