import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST } from '@/app/(payload)/api/[...slug]/route'
import { configureLoginThrottle } from '@/security/login-guard'
import { memoryLoginThrottle } from '@/security/login-throttle'
import { testPayload } from './helpers/db'

/** Issue 27, item 1: every route that authenticates is throttled, whatever the case or encoding of its path. */
let payload: Payload
const undo: (() => void)[] = []
const EDITOR = { email: 'editeur@demo.courtier.local', password: 'demo-editeur-2026' }
/** Failures are counted with an unknown e-mail, so the demo editor's account never locks during the run. */
const NOBODY = 'personne@demo.courtier.local'
const VARIANTS = ['LOGIN', 'Login', 'logIn', '%6Cogin', '%4C%4F%47%49%4E', 'login/']
let ip = 0
const freshAddress = () => `203.0.113.${100 + ++ip}`

beforeAll(async () => {
  payload = await testPayload()
  undo.push(configureLoginThrottle(memoryLoginThrottle()))
}, 600_000)
afterAll(() => undo.reverse().forEach((u) => u()))

/** A POST under /api as Next.js hands it to the route: the URL as sent, the catch-all params percent-decoded. */
async function rest(path: string, body: unknown, address: string) {
  const slug = path.split('/').filter(Boolean).map(decodeURIComponent)
  const request = new NextRequest(`http://localhost/api/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'fr' },
  })
  const res = await POST(request, { params: Promise.resolve({ slug }) })
  return {
    status: res.status,
    body: (await res.json().catch(() => ({}))) as { token?: string; errors?: { message: string }[] },
  }
}
const signIn = (route: string, password: string, address: string, email = EDITOR.email) =>
  rest(`editors/${route}`, { email, password }, address)

describe('sign-in under any letter case or encoding', () => {
  it('is what Payload itself routes: each variant signs in with the right password', async () => {
    for (const v of VARIANTS) expect((await signIn(v, EDITOR.password, freshAddress())).body.token, v).toBeTruthy()
  })

  it('is refused (429) from an address that /login throttled, even with the right password', async () => {
    const address = freshAddress()
    for (let i = 0; i < 4; i++) await signIn('login', 'wrong-password', address, NOBODY)
    for (const v of VARIANTS) {
      const answer = await signIn(v, EDITOR.password, address)
      expect(answer.status, v).toBe(429)
      expect(answer.body.token).toBeUndefined()
    }
  })

  it('counts failures through every variant', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (const v of VARIANTS.slice(0, 5)) statuses.push((await signIn(v, 'wrong-password', address, NOBODY)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 429])
  })

  it('answers a locked account with the one generic message through a variant', async () => {
    const victim = { email: 'verrou-casse@demo.courtier.local', password: 'verrou-casse-2026' }
    await payload.create({ collection: 'editors', data: { ...victim, name: 'Verrou', role: 'editor' } })
    for (let i = 0; i < 5; i++) await signIn('LOGIN', 'wrong-password', freshAddress(), victim.email)
    const wrong = await signIn('login', 'wrong-password', freshAddress(), NOBODY)
    for (const v of VARIANTS) {
      const locked = await signIn(v, victim.password, freshAddress(), victim.email)
      expect(locked.status, v).toBe(401)
      expect(locked.body, v).toEqual(wrong.body)
    }
    expect(wrong.body.errors?.[0]?.message).toBe('L’adresse e-mail ou le mot de passe fourni est incorrect.')
  })
})

describe('the other routes that take or send a secret', () => {
  const routes = [
    ['refresh-token', {}],
    ['REFRESH-TOKEN', {}],
    ['forgot-password', { email: EDITOR.email }],
    ['Forgot-Password', { email: EDITOR.email }],
    ['reset-password', { token: 'x', password: 'y' }],
    ['%72eset-password', { token: 'x', password: 'y' }],
    ['unlock', { email: EDITOR.email }],
    ['UNLOCK', { email: EDITOR.email }],
    ['verify/abc', {}],
    ['VERIFY/abc', {}],
    ['first-register', {}],
  ] as const

  it('are refused (429) from a throttled address', async () => {
    const address = freshAddress()
    for (let i = 0; i < 4; i++) await signIn('login', 'wrong-password', address, NOBODY)
    for (const [route, body] of routes) expect((await rest(`editors/${route}`, body, address)).status, route).toBe(429)
  })

  it('count wrong reset tokens and verification codes, and every forgotten-password e-mail', async () => {
    for (const [route, body] of [
      ['RESET-PASSWORD', { token: 'guess', password: 'nouveau-2026' }],
      ['Verify/guess', {}],
      ['forgot-password', { email: 'personne@example.ca' }],
    ] as const) {
      const address = freshAddress()
      for (let i = 0; i < 4; i++) expect((await rest(`editors/${route}`, body, address)).status, route).not.toBe(429)
      expect((await signIn('login', EDITOR.password, address)).status, route).toBe(429)
    }
  })
})

describe('over GraphQL', () => {
  const gql = async (query: string) => {
    const res = await GRAPHQL(
      new NextRequest('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({ query }),
      }),
    )
    return { status: res.status, text: await res.text() }
  }

  it('has no sign-in or account mutation, under any name or alias', async () => {
    const mutations = [
      `loginEditor(email: "${EDITOR.email}", password: "${EDITOR.password}") { token }`,
      `LoginEditor(email: "${EDITOR.email}", password: "${EDITOR.password}") { token }`,
      `a: loginEditor(email: "${EDITOR.email}", password: "${EDITOR.password}") { token }`,
      'refreshTokenEditor { refreshedToken }',
      `forgotPasswordEditor(email: "${EDITOR.email}")`,
      'resetPasswordEditor(token: "x", password: "y") { token }',
      `unlockEditor(email: "${EDITOR.email}")`,
      'verifyEmailEditor(token: "x")',
    ]
    for (const m of mutations) {
      const answer = await gql(`mutation { ${m} }`)
      expect(answer.text, m).toMatch(/"errors"/)
      expect(answer.text, m).not.toMatch(/"token":"ey/)
    }
  })
})
