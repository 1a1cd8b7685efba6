import type { IncomingMessage } from 'node:http'

/** How a token request authenticated its client, as the fake token endpoint saw it. */
export type TokenRequest = { methods: Array<'basic' | 'body'>; scope: string | null; status: number; error?: string }
export type TokenAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

/** application/x-www-form-urlencoded decoding (RFC 6749 appendix B): "+" is a space, then percent-decoding. */
const formDecode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '))

/**
 * The client-credentials grant of RFC 6749 §4.4, with client authentication by §2.3.1: HTTP Basic
 * over the form-urlencoded id and secret, or both in the body; a request using more than one
 * method is refused (§2.3: "MUST NOT use more than one"; §5.2 `invalid_request`). When the server
 * has a scope, the request must ask for it (§3.3, §5.2 `invalid_scope`).
 */
export async function checkTokenRequest(
  req: IncomingMessage,
  client: { id: string; secret: string; scope?: string },
): Promise<{ answer: TokenAnswer; seen: TokenRequest }> {
  let raw = ''
  for await (const c of req) raw += c
  const form = new URLSearchParams(raw)
  const header = String(req.headers.authorization ?? '')
  const methods: TokenRequest['methods'] = []
  if (/^Basic /i.test(header)) methods.push('basic')
  if (form.has('client_secret')) methods.push('body')
  const scope = form.get('scope')
  const fail = (status: number, error: string): { answer: TokenAnswer; seen: TokenRequest } => ({
    answer: {
      status,
      body: { error },
      headers: status === 401 && methods.includes('basic') ? { 'www-authenticate': 'Basic realm="reso"' } : {},
    },
    seen: { methods, scope, status, error },
  })
  if (!/^application\/x-www-form-urlencoded/.test(String(req.headers['content-type'] ?? '')))
    return fail(400, 'invalid_request')
  if (methods.length > 1) return fail(400, 'invalid_request')
  if (form.get('grant_type') !== 'client_credentials') return fail(400, 'unsupported_grant_type')
  let id: string | null = null
  let secret: string | null = null
  try {
    if (methods[0] === 'basic') {
      const decoded = Buffer.from(header.replace(/^Basic /i, ''), 'base64').toString()
      const colon = decoded.indexOf(':')
      if (colon >= 0) [id, secret] = [formDecode(decoded.slice(0, colon)), formDecode(decoded.slice(colon + 1))]
    } else if (methods[0] === 'body') [id, secret] = [form.get('client_id'), form.get('client_secret')]
  } catch {
    /* a malformed percent-encoding authenticates nobody */
  }
  if (id !== client.id || secret !== client.secret) return fail(401, 'invalid_client')
  if (client.scope && !(scope ?? '').split(' ').includes(client.scope)) return fail(400, 'invalid_scope')
  return { answer: { status: 200, body: {} }, seen: { methods, scope, status: 200 } }
}
