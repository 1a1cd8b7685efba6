import { NextRequest } from 'next/server'

export const SITE_KEY = 'demo-public-site-key'
/** The demo agency site's host and key (every member, office and listing; decision 0025). */
export const AGENCY = {
  host: 'agence.localhost',
  microsite_id: 'agence-boreal',
  headers: { 'X-Site-Key': 'agence-public-site-key' },
}
export type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>

/** Call a core API route handler like the browser's request clients do (spec 1 §7), on the host of a site (the demo broker site's by default). */
export async function callCore<P extends Record<string, string>>(
  handler: Handler<P>,
  path: string,
  params: P,
  query: string | URLSearchParams = '',
  headers: Record<string, string> = { 'X-Site-Key': SITE_KEY },
  host = 'localhost',
) {
  const qs = typeof query === 'string' ? query : query.toString()
  const request = new NextRequest(`http://${host}/api/swc/${path}${qs ? `?${qs}` : ''}`, {
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
