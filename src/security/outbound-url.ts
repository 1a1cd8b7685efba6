import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'

/**
 * Which addresses the server may call on a URL someone typed or a feed sent (the listings feed, its
 * token server, its photos: docs/decisions/0028). Public unicast addresses only; loopback only when
 * `LISTINGS_FEED_ALLOW_LOOPBACK=1` (the tests' and the local demo's fake RESO server); `https:` only
 * in production, except to an allowed loopback address (that traffic never leaves the machine).
 */
export type OutboundPolicy = { allowLoopback: boolean; httpsOnly: boolean }

export const outboundPolicy = (env: NodeJS.ProcessEnv = process.env): OutboundPolicy => ({
  allowLoopback: env.LISTINGS_FEED_ALLOW_LOOPBACK === '1',
  httpsOnly: env.NODE_ENV === 'production',
})

export type RefusalCode = 'not-a-url' | 'scheme' | 'https-only' | 'credentials' | 'address' | 'unresolved' | 'redirects'

/** Why a URL or address is refused; `code` picks the admin's message (outbound-messages.ts). */
export class OutboundUrlError extends Error {
  constructor(
    public code: RefusalCode,
    message: string,
    public detail = '',
  ) {
    super(message)
  }
}

/** The range of an IP address ('unicast' for a public one), IPv4-mapped IPv6 read as its IPv4 address. */
export function addressRange(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return 'invalid'
  return ipaddr.process(bare).range()
}

export const isIpLiteral = (host: string) => ipaddr.isValid(host.replace(/^\[|\]$/g, ''))

/** Throws unless the server may connect to this address under the policy. */
export function checkAddress(address: string, policy: OutboundPolicy): void {
  const range = addressRange(address)
  if (range === 'unicast' || (range === 'loopback' && policy.allowLoopback)) return
  throw new OutboundUrlError(
    'address',
    `${address} is a ${range} address: the server only calls public addresses.`,
    `${address} (${range})`,
  )
}

/** Throws unless the URL's scheme suits the policy (before any DNS lookup). Returns the parsed URL. */
export function checkUrlShape(raw: string, _policy: OutboundPolicy): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new OutboundUrlError('not-a-url', `Not a URL: ${raw.slice(0, 200)}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OutboundUrlError('scheme', `Only http(s) URLs are called, not ${url.protocol}`)
  if (url.username || url.password)
    throw new OutboundUrlError('credentials', 'A URL may not hold a user name or password.')
  return url
}

/** Every address a host name stands for (an IP literal stands for itself). */
export async function resolveHost(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '')
  if (isIpLiteral(bare)) return [bare]
  try {
    return (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address)
  } catch (err) {
    throw new OutboundUrlError(
      'unresolved',
      `${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? String(err)}).`,
      host,
    )
  }
}

/**
 * The URL's scheme, then every address its host resolves to: all must be allowed (a name with one
 * private address among public ones is refused). `http:` in production only to an allowed loopback.
 */
export async function checkUrl(
  raw: string,
  policy: OutboundPolicy = outboundPolicy(),
): Promise<{ url: URL; addresses: string[] }> {
  const url = checkUrlShape(raw, policy)
  const addresses = await resolveHost(url.hostname)
  for (const a of addresses) checkAddress(a, policy)
  if (url.protocol === 'http:' && policy.httpsOnly && !addresses.every((a) => addressRange(a) === 'loopback')) {
    throw new OutboundUrlError('https-only', `Only https: URLs are called in production: ${url.origin}`)
  }
  return { url, addresses }
}
