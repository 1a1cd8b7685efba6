import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { generatePayloadCookie } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST } from '@/app/(payload)/api/[...slug]/route'
import { siteOrigin } from '@/security/public-origin'
import { configureLoginThrottle } from '@/security/login-guard'
import { memoryLoginThrottle } from '@/security/login-throttle'
import { testPayload } from './helpers/db'

/** Issue 12, finding 6: the admin session (cookie, CSRF, per-address throttle, one answer, admin CSP). */
let payload: Payload
const undo: (() => void)[] = []
const EDITOR = { email: 'editeur@demo.courtier.local', password: 'demo-editeur-2026' }

beforeAll(async () => {
  payload = await testPayload()
  undo.push(configureLoginThrottle(memoryLoginThrottle()))
}, 600_000)
afterAll(() => undo.reverse().forEach((u) => u()))

/** POST /api/editors/login through the app's REST route, from a client address. */
const login = async (email: string, password: string, address: string) => {
  const request = new NextRequest('http://localhost/api/editors/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'fr' },
  })
  const res = await POST(request, { params: Promise.resolve({ slug: ['editors', 'login'] }) })
  return {
    status: res.status,
    body: (await res.json()) as { token?: string; errors?: { message: string }[] },
    retryAfter: res.headers.get('retry-after'),
  }
}

describe('the auth cookie', () => {
  it('is Secure, HttpOnly and SameSite=Lax in production', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://courtier.example')
    vi.resetModules()
    try {
      const { Editors } = await import('@/collections/Editors')
      const auth = Editors.auth as Parameters<typeof generatePayloadCookie>[0]['collectionAuthConfig']
      const cookie = generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: 'payload', token: 't' })
      expect(cookie).toMatch(/; Secure/)
      expect(cookie).toMatch(/; HttpOnly/)
      expect(cookie).toMatch(/; SameSite=Lax/)
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})

describe('cookie auth and the CSRF allow-list', () => {
  it('refuses the session cookie from another origin, accepts it from the site', async () => {
    const { token } = await payload.login({ collection: 'editors', data: EDITOR })
    const as = (h: Record<string, string>) =>
      payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, ...h }) })
    expect((await as({ origin: 'https://evil.example' })).user).toBeNull()
    expect((await as({ 'sec-fetch-site': 'cross-site' })).user).toBeNull()
    expect((await as({ origin: siteOrigin() })).user?.email).toBe(EDITOR.email)
    expect((await as({ 'sec-fetch-site': 'same-origin' })).user?.email).toBe(EDITOR.email)
  })
})

describe('sign-in throttling and one answer', () => {
  it('stops an address after 4 failures, before the account could lock, while others still sign in', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await login(EDITOR.email, 'wrong-password', '203.0.113.50')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 429])
    const throttled = await login(EDITOR.email, EDITOR.password, '203.0.113.50')
    expect(throttled.status).toBe(429)
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0)
    expect(throttled.body.errors?.[0]?.message).toMatch(/Trop de tentatives/)
    // The editor, from their own address, is not locked out.
    const own = await login(EDITOR.email, EDITOR.password, '203.0.113.51')
    expect(own.status).toBe(200)
    expect(own.body.token).toBeTruthy()
  })

  it('answers a wrong password, an unknown e-mail and a locked account alike', async () => {
    const victim = { email: 'victime@demo.courtier.local', password: 'victime-mot-de-passe-2026' }
    await payload.create({ collection: 'editors', data: { ...victim, name: 'Victime', role: 'admin' } })
    // Five failures from five addresses lock the account (the distributed case the throttle cannot stop).
    for (let i = 0; i < 5; i++) await login(victim.email, 'wrong-password', `198.51.100.${200 + i}`)
    const wrong = await login(EDITOR.email, 'wrong-password', '192.0.2.10')
    const unknown = await login('personne@demo.courtier.local', 'wrong-password', '192.0.2.11')
    const lockedWrong = await login(victim.email, 'wrong-password', '192.0.2.12')
    const lockedRight = await login(victim.email, victim.password, '192.0.2.13')
    for (const a of [unknown, lockedWrong, lockedRight]) {
      expect(a.status).toBe(wrong.status)
      expect(a.body).toEqual(wrong.body)
    }
    expect(wrong.status).toBe(401)
    expect(wrong.body.errors?.[0]?.message).toBe('L’adresse e-mail ou le mot de passe fourni est incorrect.')
    expect(JSON.stringify(lockedRight.body)).not.toMatch(/lock|verrouill/i)
  })
})

describe('the admin CSP', () => {
  it('serves /admin with a nonce-based script policy, no inline scripts and no framing', async () => {
    const { proxy } = await import('@/proxy')
    const res = await proxy(new NextRequest('http://localhost/admin/login'))
    const csp = res.headers.get('content-security-policy') ?? ''
    const script = csp.split('; ').find((d) => d.startsWith('script-src')) ?? ''
    expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(script).not.toContain('unsafe-inline')
    expect(csp).toContain(`frame-ancestors 'none'`)
    expect(csp).toContain(`object-src 'none'`)
  })
})
