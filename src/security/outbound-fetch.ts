import type { LookupAddress, LookupOptions } from 'node:dns'
import { Agent, fetch as undiciFetch } from 'undici'
import {
  checkAddress,
  checkUrl,
  OutboundUrlError,
  outboundPolicy,
  resolveHost,
  type OutboundPolicy,
} from './outbound-url'

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** How many redirects one call follows, each checked like the first URL. */
export const MAX_REDIRECTS = 5
const agents = new Map<string, Agent>()

/**
 * The DNS lookup of outbound connections: it checks what it resolved before the socket connects,
 * so the address connected to is the one checked. A name that resolves to a public address for
 * the URL check and to a private one a moment later (DNS rebinding) cannot get through.
 */
export const checkedLookup =
  (policy: OutboundPolicy) => (host: string, options: LookupOptions, callback: LookupCallback) => {
    resolveHost(host)
      .then((addresses) => {
        for (const a of addresses) checkAddress(a, policy)
        const list = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
        if (options?.all) callback(null, list)
        else callback(null, list[0].address, list[0].family)
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, ''))
  }

function agentFor(policy: OutboundPolicy): Agent {
  const key = JSON.stringify(policy)
  let agent = agents.get(key)
  if (!agent) agents.set(key, (agent = new Agent({ connect: { lookup: checkedLookup(policy) } })))
  return agent
}

/** The refusal behind fetch's "fetch failed" (the lookup's error is its cause, or the cause's). */
function causeOf(err: unknown): unknown {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if (e instanceof OutboundUrlError) return e
  return err
}

/**
 * fetch() for URLs the server did not choose (feed, token and photo URLs): each hop's URL and
 * resolved addresses are checked (outbound-url.ts), redirects are followed by hand (at most
 * MAX_REDIRECTS, each checked), and a redirect to another origin drops the Authorization header.
 * A refusal throws OutboundUrlError before any connection is made.
 */
export async function outboundFetch(
  input: string | URL,
  init: RequestInit = {},
  policy: OutboundPolicy = outboundPolicy(),
): Promise<Response> {
  let url = String(input)
  let method = (init.method ?? 'GET').toUpperCase()
  let body = init.body
  const headers = new Headers(init.headers)
  const follow = init.redirect !== 'manual'
  for (let hop = 0; ; hop++) {
    const checked = (await checkUrl(url, policy)).url
    let response: Response
    try {
      // undici's Response type and the global one differ (its headers iterator lacks Symbol.dispose); the object is the same at run time.
      response = (await undiciFetch(checked, {
        method,
        headers,
        body: body as never,
        signal: init.signal ?? undefined,
        redirect: 'manual',
        dispatcher: agentFor(policy),
      })) as unknown as Response
    } catch (err) {
      throw causeOf(err)
    }
    const location = response.headers.get('location')
    if (!follow || response.status < 300 || response.status > 399 || !location) return response
    await response.body?.cancel().catch(() => undefined)
    if (hop >= MAX_REDIRECTS)
      throw new OutboundUrlError(
        'redirects',
        `More than ${MAX_REDIRECTS} redirects from ${new URL(String(input)).origin}.`,
      )
    const next = new URL(location, checked)
    if (next.origin !== checked.origin) headers.delete('authorization')
    // 303, and 301/302 after a POST, become a GET without a body (the Fetch standard's rule).
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      method = method === 'HEAD' ? 'HEAD' : 'GET'
      body = undefined
      headers.delete('content-type')
    }
    url = next.toString()
  }
}
