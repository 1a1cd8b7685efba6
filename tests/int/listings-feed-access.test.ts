import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as graphql } from '@/app/(payload)/api/graphql/route'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { agencySite } from './helpers/sites'

/** Issue 27 item 2: the listing feed (endpoint, token URL, secret, mass withdrawal) is for agency administrators only. */
let payload: Payload
const tokens = { admin: '', editor: '' }
const sealed = async () => (await payload.findGlobal({ slug: 'listing-feed' })).client_secret_sealed ?? null
const gql = async (query: string, token: string) => {
  const res = await graphql(
    new NextRequest('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await res.json()) as {
    data?: Record<string, Record<string, unknown> | null> | null
    errors?: Array<{ message: string }>
  }
}
const SETTINGS = {
  enabled: false,
  endpoint: 'https://8.8.8.8/odata',
  token_url: 'https://8.8.8.8/token',
  client_id: 'courtier',
  client_secret: 'secret-initial',
}

beforeAll(async () => {
  payload = await testPayload()
  tokens.admin = await editorToken(payload, 'admin-flux@example.ca', 'admin', [])
  tokens.editor = await editorToken(payload, 'editeur-flux@example.ca', 'editor', [(await agencySite()).id])
  await payload.updateGlobal({ slug: 'listing-feed', data: SETTINGS })
}, 600_000)
afterAll(async () => {
  vi.unstubAllEnvs()
  await payload.updateGlobal({
    slug: 'listing-feed',
    data: { enabled: false, endpoint: '', token_url: '', client_id: '' },
  })
})

describe('the listing feed over REST', () => {
  it('an editor of one site can neither read nor change it', async () => {
    expect((await rest('GET', 'globals/listing-feed', { token: tokens.editor })).status).toBe(403)
    const changed = await rest('POST', 'globals/listing-feed', {
      token: tokens.editor,
      body: { token_url: 'https://attacker.example/token', confirm_mass_withdrawal: true, enabled: true },
    })
    expect(changed.status).toBe(403)
    const after = await payload.findGlobal({ slug: 'listing-feed' })
    expect(after).toMatchObject({ token_url: SETTINGS.token_url, confirm_mass_withdrawal: false, enabled: false })
  })

  it('an administrator reads and changes it', async () => {
    const read = await rest('GET', 'globals/listing-feed', { token: tokens.admin })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ endpoint: SETTINGS.endpoint })
    expect(JSON.stringify(read.body)).not.toContain('secret-initial')
    expect(
      (await rest('POST', 'globals/listing-feed', { token: tokens.admin, body: { interval_minutes: 20 } })).status,
    ).toBe(200)
    expect(await sealed()).toMatch(/^v1:/)
  })
})

describe('the listing feed over GraphQL', () => {
  it('an editor of one site is forbidden to read or update it; an administrator may', async () => {
    const read = await gql('{ ListingFeed { endpoint token_url } }', tokens.editor)
    expect(read.errors?.[0]?.message).toMatch(/not allowed|pas autorisé/i)
    expect(read.data?.ListingFeed ?? null).toBeNull()
    const write = await gql(
      'mutation { updateListingFeed(data: { token_url: "https://attacker.example/token", confirm_mass_withdrawal: true, interval_minutes: 15, reconcile_hours: 24 }) { token_url } }',
      tokens.editor,
    )
    expect(write.errors?.[0]?.message).toMatch(/not allowed|pas autorisé/i)
    expect((await payload.findGlobal({ slug: 'listing-feed' })).token_url).toBe(SETTINGS.token_url)
    const admin = await gql('{ ListingFeed { endpoint } }', tokens.admin)
    expect(admin.errors).toBeUndefined()
    expect(admin.data?.ListingFeed).toEqual({ endpoint: SETTINGS.endpoint })
  })
})

describe('the stored secret', () => {
  it('is cleared when the endpoint or the token URL changes, unless a new one is typed with it', async () => {
    await payload.updateGlobal({ slug: 'listing-feed', data: { client_secret: 'secret-a' } })
    expect(await sealed()).toMatch(/^v1:/)
    await rest('POST', 'globals/listing-feed', { token: tokens.admin, body: { token_url: 'https://8.8.4.4/token' } })
    expect(await sealed()).toBeNull()
    await payload.updateGlobal({ slug: 'listing-feed', data: { client_secret: 'secret-b' } })
    await payload.updateGlobal({ slug: 'listing-feed', data: { endpoint: 'https://8.8.4.4/odata/v2' } })
    expect(await sealed()).toBeNull()
    // A new endpoint with its secret keeps the secret typed for it; saving other fields keeps it too.
    await payload.updateGlobal({
      slug: 'listing-feed',
      data: { endpoint: 'https://8.8.8.8/odata', client_secret: 'secret-c' },
    })
    await payload.updateGlobal({
      slug: 'listing-feed',
      data: { endpoint: 'https://8.8.8.8/odata', interval_minutes: 25 },
    })
    expect(await sealed()).toMatch(/^v1:/)
  })
})

describe('feed URLs on save', () => {
  it('a private, loopback, link-local or plain-http address is refused, in the admin’s language', async () => {
    vi.stubEnv('LISTINGS_FEED_ALLOW_LOOPBACK', '')
    vi.stubEnv('NODE_ENV', 'production')
    for (const url of [
      'http://127.0.0.1:6379/',
      'https://localhost/token',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/',
      'https://0.0.0.0/',
    ]) {
      const r = await rest('POST', 'globals/listing-feed', {
        token: tokens.admin,
        body: { token_url: url },
        headers: { 'accept-language': 'fr' },
      })
      expect(r.status, url).toBe(400)
      expect(JSON.stringify(r.body), url).toMatch(/réseau privé ou local|adresses https/)
    }
    const en = await rest('POST', 'globals/listing-feed', {
      token: tokens.admin,
      body: { endpoint: 'http://8.8.8.8/odata' },
      headers: { 'accept-language': 'en' },
    })
    expect(en.status).toBe(400)
    expect(JSON.stringify(en.body)).toContain('Only https:// addresses are accepted.')
    expect((await payload.findGlobal({ slug: 'listing-feed' })).token_url).toBe('https://8.8.4.4/token')
    vi.unstubAllEnvs()
  })
})
