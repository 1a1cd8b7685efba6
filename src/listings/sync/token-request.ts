/** How a client authenticates to the token endpoint: RFC 6749 §2.3.1 allows one method per request. */
export type ClientAuth = 'basic' | 'body'

/** application/x-www-form-urlencoded encoding of one value (RFC 6749 appendix B), as URLSearchParams writes it. */
const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2)

/**
 * The client-credentials token request (RFC 6749 §4.4.2) with exactly one client authentication:
 * HTTP Basic over the form-urlencoded id and secret (so a secret holding "+", ":" or "%" survives),
 * or `client_id` / `client_secret` in the body. The scope is asked for when set.
 */
export function tokenRequest(s: {
  clientId: string
  clientSecret: string
  scope?: string | null
  auth?: ClientAuth | null
}): { headers: Record<string, string>; body: string } {
  const form = new URLSearchParams({ grant_type: 'client_credentials' })
  const scope = s.scope?.trim()
  if (scope) form.set('scope', scope)
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  if (s.auth === 'body') {
    form.set('client_id', s.clientId)
    form.set('client_secret', s.clientSecret)
  } else {
    headers.authorization = `Basic ${Buffer.from(`${formEncode(s.clientId)}:${formEncode(s.clientSecret)}`).toString('base64')}`
  }
  return { headers, body: form.toString() }
}
