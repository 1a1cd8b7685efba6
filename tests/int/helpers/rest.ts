import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

type Body = { docs?: Array<Record<string, unknown>>; errors?: Array<Record<string, unknown>> } & Record<string, unknown>
const handlers = { GET, POST, PATCH, DELETE } as Record<'GET' | 'POST' | 'PATCH' | 'DELETE', typeof GET>

/** A call to Payload's REST API route handler, as the admin and scripts make it (a JWT, or none). */
export async function rest(
  method: keyof typeof handlers,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const url = new URL(`http://localhost/api/${path}`)
  const res = await handlers[method](
    new NextRequest(url, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { params: Promise.resolve({ slug: url.pathname.replace('/api/', '').split('/') }) },
  )
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as Body }
}

/** An editor account (created once per run) and its token. */
export async function editorToken(payload: Payload, email: string, role: 'admin' | 'editor', sites: number[]) {
  const password = 'mot-de-passe-essais-2026'
  const found = await payload.find({ collection: 'editors', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (!found.docs.length)
    await payload.create({
      collection: 'editors',
      data: { email, password, name: email, role, sites: sites.map((site) => ({ site })) },
    })
  return (await payload.login({ collection: 'editors', data: { email, password } })).token!
}
