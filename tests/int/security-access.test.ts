import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET, POST } from '@/app/(payload)/api/[...slug]/route'
import { GET as preview } from '@/app/api/preview/route'
import { configureLoginThrottle } from '@/security/login-guard'
import { memoryLoginThrottle } from '@/security/login-throttle'
import { testPayload } from './helpers/db'

/** Issue 12, finding 9: what worked in the review stays so — the access matrix and the login lockout. */
const session = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  headers: async () => session.headers,
}))

let payload: Payload
let token = ''
const undo: (() => void)[] = []
const EDITOR = { email: 'editeur@demo.courtier.local', password: 'demo-editeur-2026' }

beforeAll(async () => {
  payload = await testPayload()
  undo.push(configureLoginThrottle(memoryLoginThrottle({ maxFailures: 1000, windowMs: 60_000 })))
  token = (await payload.login({ collection: 'editors', data: EDITOR })).token!
}, 600_000)
afterAll(() => undo.reverse().forEach((u) => u()))

/** A REST GET through the app's route, anonymous or as the editor (JWT header). */
const rest = async (path: string, asEditor = false) => {
  const url = new URL(`http://localhost/api${path}`)
  const res = await GET(new NextRequest(url, { headers: asEditor ? { authorization: `JWT ${token}` } : {} }), {
    params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
  })
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { docs?: unknown[]; totalDocs?: number } | null,
  }
}

describe('the access matrix', () => {
  const closed = ['/leads', '/editors', '/redirects', '/pages/versions', '/globals/site/versions', '/editors/me']
  it.each(closed)('anonymous visitors read nothing of %s', async (path) => {
    const r = await rest(path)
    const leaked =
      r.status === 200 && ((r.body?.docs?.length ?? 0) > 0 || Boolean((r.body as { user?: unknown } | null)?.user))
    expect(leaked, `${path} answered ${r.status}`).toBe(false)
  })
  it.each(['/leads', '/editors', '/redirects', '/pages/versions'])('editors read %s', async (path) => {
    expect((await rest(path, true)).status).toBe(200)
  })
  it('anonymous visitors cannot create, change or delete', async () => {
    const [page] = (await payload.find({ collection: 'pages', depth: 0, limit: 1 })).docs
    const anon = { overrideAccess: false as const }
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/x', to: '/y' } as never, ...anon }),
    ).rejects.toThrow()
    await expect(payload.update({ collection: 'pages', id: page.id, data: { title: 'x' }, ...anon })).rejects.toThrow()
    await expect(payload.delete({ collection: 'pages', id: page.id, ...anon })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'editors',
        data: { email: 'intrus@example.com', password: 'intrus-2026', role: 'admin' } as never,
        ...anon,
      }),
    ).rejects.toThrow()
  })
  it('nobody creates a lead through the CMS, not even an editor', async () => {
    const [editor] = (
      await payload.find({
        collection: 'editors',
        where: { email: { equals: 'editeur@demo.courtier.local' } },
        limit: 1,
        depth: 0,
      })
    ).docs
    await expect(
      payload.create({
        collection: 'leads',
        data: { email: 'x@example.com' } as never,
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
  })
  it('draft preview is for signed-in editors only', async () => {
    const anon = await preview(new NextRequest('http://localhost/api/preview?path=/fr'))
    expect(anon.status).toBe(403)
    const forged = await preview(
      new NextRequest('http://localhost/api/preview?path=/fr', { headers: { cookie: 'payload-token=forged' } }),
    )
    expect(forged.status).toBe(403)
  })
  it('QA pages send visitors to the sign-in, and let editors in', async () => {
    const { requireEditor } = await import('@/data/editor-session')
    session.headers = new Headers()
    const refused = await requireEditor('/qa/sections').then(
      () => null,
      (e: unknown) => e as { digest?: string },
    )
    expect(refused?.digest).toContain('/admin/login?redirect=%2Fqa%2Fsections')
    session.headers = new Headers({ authorization: `JWT ${token}` })
    expect((await requireEditor('/qa/sections')).email).toBe(EDITOR.email)
  })
})

describe('the login lockout', () => {
  const login = async (password: string) => {
    const request = new NextRequest('http://localhost/api/editors/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'verrou@demo.courtier.local', password }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    })
    const res = await POST(request, { params: Promise.resolve({ slug: ['editors', 'login'] }) })
    return { status: res.status, body: (await res.json()) as unknown }
  }
  it('locks an account after 5 failures: even the right password is refused, with the same answer as a wrong one', async () => {
    await payload.create({
      collection: 'editors',
      data: {
        email: 'verrou@demo.courtier.local',
        password: 'verrou-2026-mot-de-passe',
        name: 'Verrou',
        role: 'admin',
      },
    })
    const first = await login('wrong-password')
    for (let i = 0; i < 4; i++) await login('wrong-password')
    const right = await login('verrou-2026-mot-de-passe')
    expect(right.status).toBe(401)
    expect(right.body).toEqual(first.body)
    await payload.unlock({
      collection: 'editors',
      data: { email: 'verrou@demo.courtier.local' } as never,
      overrideAccess: true,
    })
    expect((await login('verrou-2026-mot-de-passe')).status).toBe(200)
  })
})
