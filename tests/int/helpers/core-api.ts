import { NextRequest } from 'next/server'

export const SITE_KEY = 'demo-public-site-key'
export type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>

/** Call a core API route handler like the browser's request clients do (spec 1 §7). */
export async function callCore<P extends Record<string, string>>(
  handler: Handler<P>,
  path: string,
  params: P,
  query: string | URLSearchParams = '',
  headers: Record<string, string> = { 'X-Site-Key': SITE_KEY },
) {
  const qs = typeof query === 'string' ? query : query.toString()
  const request = new NextRequest(`http://localhost/api/swc/${path}${qs ? `?${qs}` : ''}`, {
    headers: { Accept: 'application/json', 'Content-Language': 'fr', ...headers },
  })
  const res = await handler(request, { params: Promise.resolve(params) })
  const text = await res.text()
  let body: any = null
  try {
    body = JSON.parse(text)
  } catch {
    body = { unparsable: text }
  }
  return { status: res.status, body, headers: res.headers, size: text.length, text }
}
