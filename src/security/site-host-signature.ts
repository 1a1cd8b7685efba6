import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The proxy's X-Site-Host (docs/decisions/0023) is only believed with this header beside it: an HMAC of
 * the host and an expiry, keyed by the server's secret (PAYLOAD_SECRET, the same in every bundle and
 * instance). A client cannot make one; one seen somewhere (a log) stops working within a minute.
 */
export const SITE_HOST_SIGNATURE_HEADER = 'x-site-host-signature'

const LIFETIME_MS = 60_000

const secretOf = () => {
  const s = process.env.PAYLOAD_SECRET
  if (!s) throw new Error('PAYLOAD_SECRET is needed to sign the site host')
  return s
}
const mac = (host: string, expires: string, secret: string) =>
  createHmac('sha256', `site-host:${secret}`).update(`${host}\n${expires}`).digest('base64url')

/** The signature of a host for the next minute: "<expiry ms>.<HMAC>". */
export function signSiteHost(host: string, now = Date.now(), secret = secretOf()): string {
  const expires = String(now + LIFETIME_MS)
  return `${expires}.${mac(host, expires, secret)}`
}

/** Whether a signature was made by this server for this host and has not expired. */
export function isSignedSiteHost(
  host: string | null,
  signature: string | null,
  now = Date.now(),
  secret = secretOf(),
): boolean {
  const m = /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(signature ?? '')
  if (!host || !m || Number(m[1]) < now) return false
  const expected = Buffer.from(mac(host, m[1], secret))
  const given = Buffer.from(m[2])
  return expected.length === given.length && timingSafeEqual(expected, given)
}
