import config from '@payload-config'
import { NextRequest } from 'next/server'
import type { CollectionBeforeOperationHook, Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST } from '@/app/(payload)/api/graphql/route'
import { testPayload } from './helpers/db'
import { editorToken } from './helpers/rest'

/** Issue 27, item 3: GraphQL charged by the documents a query can read, refused before anything runs. */
let payload: Payload
let adminToken = ''
let operations = 0 // Payload operations on members and offices, counted by a hook added for this file
const countOperation: CollectionBeforeOperationHook = ({ args }) => {
  operations++
  return args
}

type Answer = {
  status: number
  type: string | null
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
}
async function gql(
  body: unknown,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await POST(
    new NextRequest('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'agence.localhost',
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  )
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    ...((await res.json().catch(() => ({}))) as object),
  }
}
const docsOf = (a: Answer, key: string) => (a.data?.[key] as { docs?: Record<string, unknown>[] } | null)?.docs ?? []
const messages = (a: Answer) => (a.errors ?? []).map((e) => e.message)

// The reviewer's query: 150 aliases of Members(limit: 1000), about 7.5 KB, 7 to 8 s before this budget.
const REVIEWED = `{ ${Array.from({ length: 150 }, (_, i) => `m${i}: Members(limit: 1000) { docs { id name slug email } }`).join(' ')} }`

beforeAll(async () => {
  payload = await testPayload()
  adminToken = await editorToken(payload, 'gql-budget-admin@example.ca', 'admin', [])
  // Payload builds its GraphQL schema once per process, from the config of the first file that asked, and its
  // resolvers run that config's hooks: build it again from this file's config, the one the hook is added to.
  forgetGraphqlSchema()
  for (const hooks of await operationHooks()) hooks.push(countOperation)
}, 600_000)
afterAll(async () => {
  for (const hooks of await operationHooks()) hooks.splice(hooks.indexOf(countOperation), 1)
  forgetGraphqlSchema()
})
/** Payload's route keeps the schema in this object (loaded once per process, so emptied, not replaced). */
function forgetGraphqlSchema() {
  const cached = (globalThis as { _payload_graphql?: { graphql: unknown; promise: unknown } })._payload_graphql
  if (cached) Object.assign(cached, { graphql: null, promise: null })
}
async function operationHooks() {
  const resolved = await config
  return (['members', 'offices'] as const).map((slug) => {
    const collection = resolved.collections.find((c) => c.slug === slug)
    if (!collection) throw new Error(`no ${slug} collection`)
    return collection.hooks.beforeOperation
  })
}
beforeEach(() => {
  operations = 0
})

describe('an anonymous query over the budget', () => {
  it('is the reviewer’s 150 aliases: refused with 400 and a clear error, before any member is read', async () => {
    expect(REVIEWED.length).toBeGreaterThan(7000)
    const answer = await gql({ query: REVIEWED })
    expect(answer.status).toBe(400)
    expect(answer.type).toMatch(/^application\/json/)
    expect(answer.data).toBeUndefined()
    expect(messages(answer)).toEqual(['Cette requête compte 150 alias ; 20 au plus par requête.'])
    expect(operations).toBe(0)
  })

  it('is refused in English when asked, in GraphQL’s own media type when asked', async () => {
    const english = { 'accept-language': 'en-CA' }
    expect(messages(await gql({ query: REVIEWED }, { headers: english }))).toEqual([
      'This query has 150 aliases; 20 at most per request.',
    ])
    const large = { query: '{ Members(limit: 1000) { docs { id } } }' }
    const answer = await gql(large, { headers: { ...english, accept: 'application/graphql-response+json' } })
    expect(answer.status).toBe(400)
    expect(answer.type).toBe('application/graphql-response+json; charset=utf-8')
    expect(messages(answer)).toEqual([
      'The limit of Members must be between 1 and 500 (0, or pagination: false without a limit, would read every document).',
    ])
    expect((await gql(large)).type).toBe('application/json; charset=utf-8')
  })

  it('is a list of more than 500, or 21 aliases of small lists', async () => {
    const large = await gql({ query: '{ Members(limit: 1000) { docs { id } } }' })
    expect(large.status).toBe(400)
    expect(messages(large)).toEqual([
      'La limite de Members doit être comprise entre 1 et 500 (0, ou pagination: false sans limite, lirait tous les documents).',
    ])
    const many = await gql({
      query: `{ ${Array.from({ length: 21 }, (_, i) => `m${i}: Members(limit: 1) { docs { id } }`).join(' ')} }`,
    })
    expect(many.status).toBe(400)
    expect(messages(many)).toEqual(['Cette requête compte 21 alias ; 20 au plus par requête.'])
    expect(operations).toBe(0)
  })

  it('reads its limit through variables: every member at once (0) or unpaginated is refused', async () => {
    const query = 'query ($n: Int, $all: Boolean) { Members(limit: $n, pagination: $all) { docs { id } } }'
    for (const variables of [{ n: 0 }, { n: -1 }, { n: 100_000 }, { all: false }]) {
      const answer = await gql({ query, variables })
      expect(answer.status, JSON.stringify(variables)).toBe(400)
      expect(messages(answer)[0], JSON.stringify(variables)).toMatch(/^La limite de Members/)
    }
    expect(operations).toBe(0)
  })

  it('multiplies a relationship by the list it is read in, through fragments', async () => {
    const query = (limit: number) =>
      `{ Members(limit: ${limit}) { docs { ...M } } } fragment M on Member { office { id } ... on Member { photo { id } } }`
    const answer = await gql({ query: query(400) }, { token: adminToken })
    expect(answer.status).toBe(400)
    expect(messages(answer)).toEqual(['Cette requête peut lire jusqu’à 1200 documents ; 1000 au plus par requête.'])
    const visitor = await gql({ query: query(40) })
    expect(visitor.status).toBe(400)
    expect(messages(visitor)).toEqual([
      'Cette requête peut lire jusqu’à 120 documents ; 100 au plus par requête sans connexion.',
    ])
    expect(operations).toBe(0)
  })

  it('is, for a visitor, more than 100 documents: 20 aliases of Members(limit: 50) (1000) are refused; an editor’s run', async () => {
    const query = `{ ${Array.from({ length: 20 }, (_, i) => `m${i}: Members(limit: 50) { docs { id } }`).join(' ')} }`
    const answer = await gql({ query })
    expect(answer.status).toBe(400)
    expect(answer.data).toBeUndefined()
    expect(messages(answer)).toEqual([
      'Cette requête peut lire jusqu’à 1000 documents ; 100 au plus par requête sans connexion.',
    ])
    expect(messages(await gql({ query }, { headers: { 'accept-language': 'en' } }))).toEqual([
      'This query can read up to 1000 documents; 100 at most per request without signing in.',
    ])
    expect(operations).toBe(0)
    const editor = await gql({ query }, { token: adminToken })
    expect(editor.status).toBe(200)
    expect(editor.errors).toBeUndefined()
    expect(docsOf(editor, 'm19').length).toBeGreaterThan(0)
  })

  it('cannot hide its size in fragments that each spread the next twice (2^30 fields for Payload’s complexity walk)', async () => {
    const chain = Array.from(
      { length: 31 },
      (_, i) => `fragment F${i} on Member { ${i === 30 ? 'id' : `...F${i + 1} ...F${i + 1}`} }`,
    ).join(' ')
    const answer = await gql({ query: `{ Members(limit: 1) { docs { ...F0 } } } ${chain}` })
    expect(answer.status).toBe(400)
    expect(messages(answer)).toEqual([
      `Requête GraphQL trop grande une fois ses fragments dépliés (${2 + 2 ** 30} champs ; 5000 au plus).`,
    ])
    expect(operations).toBe(0)
  })

  it('cannot be batched: an array of queries is refused without running any', async () => {
    const answer = await gql([
      { query: '{ Members(limit: 1) { docs { id } } }' },
      { query: '{ Offices(limit: 1) { docs { id } } }' },
    ])
    expect(answer.status).toBe(400)
    expect(operations).toBe(0)
  })
})

describe('queries within the budget', () => {
  it('a visitor’s page of members and offices still answers', async () => {
    const answer = await gql({
      query: '{ Members(limit: 50, sort: "name") { docs { name slug } totalDocs } Offices { docs { id } } }',
    })
    expect(answer.status).toBe(200)
    expect(answer.errors).toBeUndefined()
    expect(docsOf(answer, 'Members').length).toBeGreaterThan(0)
    expect(operations).toBeGreaterThan(0)
  })

  it('an administrator’s large pages, with relationships and aliases (901 documents), still answer', async () => {
    const query = `{
      fr: Pages(limit: 300, draft: true, locale: fr) { docs { id title tenant { id } } totalDocs }
      en: Pages(limit: 100, draft: true, locale: en) { docs { id title } }
      Members(limit: 100, page: 1) { docs { id name office { id } } }
      countMembers { totalDocs }
    }`
    const answer = await gql({ query }, { token: adminToken })
    expect(answer.status).toBe(200)
    expect(answer.errors).toBeUndefined()
    expect(docsOf(answer, 'fr').length).toBeGreaterThan(0)
    expect(docsOf(answer, 'Members').length).toBeGreaterThan(0)
    // What it asserts is that the budget lets it through, not its speed: 400 drafts with their blocks take
    // 10–60 s on PostgreSQL on a loaded 2-core machine.
  }, 180_000)

  it('an error in running a query still answers 200 with its data', async () => {
    const answer = await gql({ query: '{ Leads(limit: 1) { docs { email } } Members(limit: 1) { docs { id } } }' })
    expect(answer.status).toBe(200)
    expect(answer.errors?.length).toBeGreaterThan(0)
    expect(docsOf(answer, 'Members')).toHaveLength(1)
  })
})
