import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureAnonymousApi } from '@/app/(payload)/api/_lib/anonymous-api'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'

/** Issue 27, item 3 (decision 0029): anonymous GraphQL and REST list reads, per client address. */
let payload: Payload
let token = ''
const undo: (() => void)[] = []
const QUERY = '{ Members(limit: 50) { docs { id name } } }'

async function gql(address: string, { language, auth }: { language?: string; auth?: string } = {}) {
  const res = await GRAPHQL(
    new NextRequest('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'agence.localhost',
        'x-forwarded-for': address,
        ...(language ? { 'accept-language': language } : {}),
        ...(auth ? { authorization: `JWT ${auth}` } : {}),
      },
      body: JSON.stringify({ query: QUERY }),
    }),
  )
  const body = (await res.json()) as { errors?: { message: string }[] }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), message: body.errors?.[0]?.message }
}
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status)

beforeAll(async () => {
  payload = await testPayload()
  token = await editorToken(payload, 'anonymous-api-admin@example.ca', 'admin', [])
}, 600_000)
afterEach(() => {
  for (const u of undo.splice(0).reverse()) u()
})

describe('anonymous GraphQL', () => {
  it('three queries at once from one address: two run, the third gets 429 with Retry-After', async () => {
    undo.push(configureAnonymousApi({ concurrency: 2, graphql: 100, graphqlAtOnce: 10 }))
    const answers = await Promise.all([gql('203.0.113.1'), gql('203.0.113.1'), gql('203.0.113.1')])
    expect(statuses(answers).sort()).toEqual([200, 200, 429])
    expect(answers.find((a) => a.status === 429)?.retryAfter).toBe('1')
    // Another address is not held up by the first one's queries.
    expect(statuses(await Promise.all([gql('203.0.113.2'), gql('203.0.113.1')]))).toEqual([200, 200])
  })

  it('past the budget a minute: 429 in the caller’s language, Retry-After in seconds; other addresses still answered', async () => {
    undo.push(configureAnonymousApi({ concurrency: 2, graphql: 3 }))
    for (let i = 0; i < 3; i++) expect((await gql('203.0.113.3')).status).toBe(200)
    const fr = await gql('203.0.113.3')
    expect(fr.status).toBe(429)
    expect(fr.message).toBe('Trop de requêtes anonymes depuis cette adresse. Réessayez dans quelques instants.')
    expect(Number(fr.retryAfter)).toBeGreaterThan(0)
    expect(Number(fr.retryAfter)).toBeLessThanOrEqual(60)
    const en = await gql('203.0.113.3', { language: 'en-CA,en;q=0.9' })
    expect(en.message).toBe('Too many anonymous requests from this address. Try again in a moment.')
    expect((await gql('203.0.113.4')).status).toBe(200)
  })

  it('ten addresses at once: two queries run, the others get 503 with Retry-After, each address within its cap', async () => {
    undo.push(configureAnonymousApi({ concurrency: 2, graphql: 100, graphqlAtOnce: 2 }))
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => gql(`203.0.113.${20 + i}`)))
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(2)
    expect(statuses(answers).filter((s) => s === 503)).toHaveLength(8)
    const busy = answers.find((a) => a.status === 503)
    expect(busy?.retryAfter).toBe('1')
    expect(busy?.message).toBe('Trop de requêtes anonymes en cours. Réessayez dans quelques instants.')
  })

  it('past their share of the process’s time: 503 with Retry-After and why, in the caller’s language; editors still answered', async () => {
    // A bucket of 1 ms refilled at 0.1% of wall time: the first query is charged what it took, the next find it empty.
    undo.push(configureAnonymousApi({ concurrency: 2, graphql: 100, graphqlShare: 0.001, graphqlBurstMs: 1 }))
    expect((await gql('203.0.113.40')).status).toBe(200)
    const fr = await gql('203.0.113.41')
    expect(fr.status).toBe(503)
    expect(Number(fr.retryAfter)).toBeGreaterThan(0)
    expect(fr.message).toBe(
      `Les requêtes GraphQL anonymes ont utilisé leur part du temps du serveur. Réessayez dans ${fr.retryAfter} s, ou connectez-vous.`,
    )
    const en = await gql('203.0.113.42', { language: 'en' })
    expect(en.status).toBe(503)
    expect(en.message).toMatch(
      /^Anonymous GraphQL queries have used their share of the server's time\. Try again in \d+ s/,
    )
    expect((await gql('203.0.113.41', { auth: token })).status).toBe(200)
  })

  it('a signed-in editor is not limited; a made-up token counts as anonymous', async () => {
    undo.push(configureAnonymousApi({ concurrency: 2, graphql: 1 }))
    for (let i = 0; i < 3; i++) expect((await gql('203.0.113.5', { auth: token })).status).toBe(200)
    expect((await gql('203.0.113.5', { auth: 'forged.token.value' })).status).toBe(200)
    expect((await gql('203.0.113.5', { auth: 'forged.token.value' })).status).toBe(429)
  })
})

describe('anonymous REST', () => {
  it('list reads are limited per address; a document, its count and files are not', async () => {
    undo.push(configureAnonymousApi({ concurrency: 2, rest: 2 }))
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
    expect((await rest('GET', 'members?limit=5', from('198.51.100.1'))).status).toBe(200)
    expect((await rest('GET', 'members/versions', from('198.51.100.1'))).status).not.toBe(429)
    const refused = await rest('GET', 'pages?limit=100', from('198.51.100.1'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.body.errors?.[0]?.message).toMatch(/^Trop de requêtes anonymes/)
    const [member] = (await payload.find({ collection: 'members', limit: 1, depth: 0 })).docs
    expect((await rest('GET', `members/${member.id}`, from('198.51.100.1'))).status).not.toBe(429)
    expect((await rest('GET', 'members/count', from('198.51.100.1'))).status).not.toBe(429)
    expect((await rest('GET', 'members?limit=5', from('198.51.100.2'))).status).toBe(200)
    expect((await rest('GET', 'members?limit=5', { ...from('198.51.100.1'), token })).status).toBe(200)
  })
})
