import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type Rec = Record<string, unknown>
export type Fault = { status: number; retryAfter?: string }

/**
 * A local RESO Web API for tests and the bench: an OAuth2 client-credentials token endpoint and
 * Property / Member / Office / Media resources over OData ($filter on ModificationTimestamp or
 * a key field, $orderby, $top, $select, @odata.nextLink paging). Faults are queued
 * (`faults`: 429 with Retry-After, 503…) and tokens can be expired server-side.
 */
export async function startFakeReso(opts: { clientId?: string; clientSecret?: string; maxTop?: number } = {}) {
  const clientId = opts.clientId ?? 'broker-client'
  const clientSecret = opts.clientSecret ?? 'broker-secret'
  const data: Record<string, Rec[]> = { Property: [], Member: [], Office: [], Media: [] }
  const valid = new Set<string>()
  const log: Array<{ path: string; status: number; at: number }> = []
  const faults: Fault[] = []
  let tokens = 0
  const cache = new Map<string, Rec[]>()
  /** A failure that lasts: every resource request answers this status (a feed that is down). */
  let down: number | null = null
  let downIn: { requests: number; status: number } | null = null

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    let body = ''
    for await (const c of req) body += c
    const form = new URLSearchParams(body)
    const basic = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString()
    const ok = form.get('grant_type') === 'client_credentials' &&
      (basic === `${clientId}:${clientSecret}` || (form.get('client_id') === clientId && form.get('client_secret') === clientSecret))
    if (!ok) return send(res, 401, { error: 'invalid_client' })
    const value = `tok-${++tokens}`
    valid.add(value)
    send(res, 200, { access_token: value, token_type: 'Bearer', expires_in: 3600 })
  }

  function query(resource: string, url: URL) {
    let rows = data[resource] ?? []
    const filter = url.searchParams.get('$filter') ?? ''
    const since = /ModificationTimestamp (ge|gt) (\S+)/.exec(filter)
    if (since) {
      const t = Date.parse(since[2])
      rows = rows.filter((r) => (since[1] === 'ge' ? Date.parse(String(r.ModificationTimestamp)) >= t : Date.parse(String(r.ModificationTimestamp)) > t))
    }
    // `<Key field> eq '…' or …` (ResourceRecordKey on Media; ListingKey, MemberKey, OfficeKey on the others).
    const terms = [...filter.matchAll(/(\w*Key) eq '((?:[^']|'')*)'/g)]
    if (terms.length) { const set = new Set(terms.map((m) => m[2].replace(/''/g, "'"))); rows = rows.filter((r) => set.has(String(r[terms[0][1]]))) }
    if (/ModificationTimestamp/.test(url.searchParams.get('$orderby') ?? '')) {
      rows = [...rows].sort((a, b) => Date.parse(String(a.ModificationTimestamp)) - Date.parse(String(b.ModificationTimestamp)))
    }
    return rows
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const at = Date.now()
    if (url.pathname === '/token' && req.method === 'POST') return token(req, res)
    const resource = /^\/odata\/(\w+)$/.exec(url.pathname)?.[1]
    if (!resource || !(resource in data)) return send(res, 404, { error: 'no such resource' })
    const auth = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
    if (downIn && --downIn.requests < 0) { down = downIn.status; downIn = null }
    const fault = faults.shift()
    const status = fault?.status ?? down ?? (valid.has(auth) ? 200 : 401)
    log.push({ path: url.pathname, status, at })
    if (status !== 200) return send(res, status, { error: `HTTP ${status}` }, fault?.retryAfter ? { 'retry-after': fault.retryAfter } : {})
    const top = Math.min(Number(url.searchParams.get('$top')) || 100, opts.maxTop ?? 5000)
    const skip = Number(url.searchParams.get('$skip')) || 0
    // A query's first page computes its rows; the following pages (nextLink, $skip) reuse them.
    const cacheKey = `${resource}|${url.searchParams.get('$filter')}|${url.searchParams.get('$orderby')}`
    if (!skip || !cache.has(cacheKey)) cache.set(cacheKey, query(resource, url))
    const rows = cache.get(cacheKey) as Rec[]
    const select = url.searchParams.get('$select')?.split(',')
    const page = rows.slice(skip, skip + top).map((r) => (select ? Object.fromEntries(select.map((k) => [k, r[k]])) : r))
    const next = new URL(url)
    next.searchParams.set('$skip', String(skip + top))
    send(res, 200, { value: page, ...(skip + top < rows.length ? { '@odata.nextLink': next.pathname + next.search } : {}) })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    data, log, faults,
    settings: { endpoint: `${base}/odata`, tokenUrl: `${base}/token`, clientId, clientSecret },
    expireTokens: () => valid.clear(),
    setDown: (status: number | null) => { down = status },
    /** The feed goes down after this many more resource requests (a sync dies mid-run). */
    downAfter: (requests: number, status = 503) => { downIn = { requests, status } },
    tokensIssued: () => tokens,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}
export type FakeReso = Awaited<ReturnType<typeof startFakeReso>>
