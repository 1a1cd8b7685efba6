import { createHmac, timingSafeEqual } from 'node:crypto'

/** The public one-click unsubscribe route of property alerts (no login). */
export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe'

const keyOf = (secret: string) => createHmac('sha256', `property-alerts:${secret}`)
const signature = (leadId: string, secret: string) =>
  keyOf(secret).update(`unsubscribe:${leadId}`).digest('base64url').slice(0, 32)
const defaultSecret = () => {
  const s = process.env.PAYLOAD_SECRET
  if (!s) throw new Error('PAYLOAD_SECRET is needed to sign unsubscribe links')
  return s
}

/** A token naming one property-alert request: "<lead id>.<HMAC>", stable, unforgeable without the secret. */
export function unsubscribeToken(leadId: number | string, secret = defaultSecret()): string {
  return `${leadId}.${signature(String(leadId), secret)}`
}

/** The lead id a token names, or null when it was not signed with this secret. */
export function verifyUnsubscribeToken(token: string | null | undefined, secret = defaultSecret()): string | null {
  const m = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{32})$/.exec(String(token ?? '').trim())
  if (!m) return null
  const expected = Buffer.from(signature(m[1], secret))
  const given = Buffer.from(m[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? m[1] : null
}
