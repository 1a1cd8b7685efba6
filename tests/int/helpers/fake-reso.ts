import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { checkTokenRequest, type TokenRequest } from './fake-oauth'
import { metadataXml } from './fake-reso-metadata'
import { orderBy, parseFilter } from './odata-filter'

type Rec = Record<string, unknown>
export type Fault = { status: number; retryAfter?: string }
/**
 * How the server pages a query (OData v4 part 1 §11.2.6.7 server-driven paging, part 2 §5.1.4–5):
 * - `nextLink`: pages of `$top` (at most `maxTop`), an `@odata.nextLink` while rows remain;
 * - `skip`: `$top` is the total answered, `$skip` skips, never a nextLink;
 * - `topCap`: like `skip`, but `$top` is cut to `maxTop` (1,000) without saying so (no nextLink).
 */
export type Paging = 'nextLink' | 'skip' | 'topCap'
export type FakeOptions = {
  clientId?: string
  clientSecret?: string
  maxTop?: number
  paging?: Paging
  /** The scope a token request must ask for (DDF: DDFApi_Read, Trestle: api). */
  scope?: string
  /** Photos as RESO's Media resource, or only as Property's contained `Media` navigation ($expand), as on DDF. */
  media?: 'resource' | 'expand'
}

/**
 * A local RESO Web API for tests and the bench, from the standards: an OAuth2 client-credentials
 * token endpoint (RFC 6749), `$metadata` (CSDL XML), Property / Member / Office / Media entity sets
 * over OData v4 (`$filter` with comparisons, and/or/not, `$orderby`, `$top`, `$skip`, `$select`,
 * `$expand=Media`) paged in one of three styles. Faults are queued (`faults`: 429 with Retry-After,
 * 503…) and tokens can be expired server-side.
 */
export async function startFakeReso(opts: FakeOptions = {}) {
  const clientId = opts.clientId ?? 'broker-client'
  const clientSecret = opts.clientSecret ?? 'broker-secret'
  const paging = opts.paging ?? 'nextLink'
  const media = opts.media ?? 'resource'
  const maxTop = opts.maxTop ?? (paging === 'topCap' ? 1000 : 5000)
  const data: Record<string, Rec[]> = { Property: [], Member: [], Office: [], Media: [] }
  const valid = new Set<string>()
  const log: Array<{ path: string; status: number; at: number; query: Record<string, string> }> = []
  const tokenRequests: TokenRequest[] = []
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
  const entitySets = () => ['Property', 'Member', 'Office', ...(media === 'resource' ? ['Media'] : [])]

  function query(resource: string, url: URL) {
    let rows = data[resource] ?? []
    const filter = url.searchParams.get('$filter')
    if (filter) {
      const keep = parseFilter(filter)
      rows = rows.filter(keep)
    }
    const orderby = url.searchParams.get('$orderby')
    return orderby ? orderBy(rows, orderby) : rows
  }

  function shape(resource: string, r: Rec, url: URL): Rec {
    let out = r
    const expand =
      resource === 'Property' && media === 'expand' && /(^|,)\s*Media\b/.test(url.searchParams.get('$expand') ?? '')
    if (resource === 'Property' && media === 'expand') {
      const { Media: inline, ...rest } = r
      out = rest
      if (expand) {
        const own = data.Media.filter((m) => m.ResourceRecordKey === r.ListingKey)
        out.Media = own.length ? own : (inline ?? [])
      }
    }
    const select = url.searchParams
      .get('$select')
      ?.split(',')
      .map((s) => s.trim())
    return select ? Object.fromEntries(select.concat(expand ? ['Media'] : []).map((k) => [k, out[k]])) : out
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const at = Date.now()
    if (url.pathname === '/token' && req.method === 'POST') {
      const { answer, seen } = await checkTokenRequest(req, { id: clientId, secret: clientSecret, scope: opts.scope })
      tokenRequests.push(seen)
      if (answer.status !== 200) return send(res, answer.status, answer.body, answer.headers)
      const value = `tok-${++tokens}`
      valid.add(value)
      return send(res, 200, {
        access_token: value,
        token_type: 'Bearer',
        expires_in: 3600,
        ...(opts.scope ? { scope: opts.scope } : {}),
      })
    }
    const resource = /^\/odata\/(\$metadata|\w+)$/.exec(url.pathname)?.[1]
    const auth = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
    if (resource === '$metadata') {
      log.push({ path: url.pathname, status: valid.has(auth) ? 200 : 401, at, query: {} })
      if (!valid.has(auth)) return send(res, 401, { error: { code: '401', message: 'Unauthorized' } })
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(metadataXml(media))
    }
    if (!resource || !entitySets().includes(resource))
      return send(res, 404, { error: { code: '404', message: 'no such entity set' } })
    if (downIn && --downIn.requests < 0) {
      down = downIn.status
      downIn = null
    }
    const fault = faults.shift()
    const status = fault?.status ?? down ?? (valid.has(auth) ? 200 : 401)
    log.push({ path: url.pathname, status, at, query: Object.fromEntries(url.searchParams) })
    if (status !== 200)
      return send(
        res,
        status,
        { error: { code: String(status), message: `HTTP ${status}` } },
        fault?.retryAfter ? { 'retry-after': fault.retryAfter } : {},
      )
    const asked = Number(url.searchParams.get('$top'))
    const top = Math.min(asked > 0 ? asked : 100, maxTop)
    const skip = Number(url.searchParams.get('$skip')) || 0
    let rows: Rec[]
    try {
      // nextLink: a query's first page computes its rows and the following pages reuse them (a snapshot);
      // the other styles answer each request afresh, as a database would.
      const cacheKey = `${resource}|${url.searchParams.get('$filter')}|${url.searchParams.get('$orderby')}`
      if (paging !== 'nextLink' || !skip || !cache.has(cacheKey)) cache.set(cacheKey, query(resource, url))
      rows = cache.get(cacheKey) as Rec[]
    } catch (err) {
      return send(res, 400, { error: { code: '400', message: (err as Error).message } })
    }
    const page = rows.slice(skip, skip + top).map((r) => shape(resource, r, url))
    const next = new URL(url)
    next.searchParams.set('$skip', String(skip + top))
    const more = paging === 'nextLink' && skip + top < rows.length
    send(res, 200, {
      '@odata.context': `${base}/odata/$metadata#${resource}`,
      value: page,
      ...(more ? { '@odata.nextLink': next.pathname + next.search } : {}),
    })
  }
  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    data,
    log,
    faults,
    tokenRequests,
    settings: { endpoint: `${base}/odata`, tokenUrl: `${base}/token`, clientId, clientSecret },
    expireTokens: () => valid.clear(),
    setDown: (status: number | null) => {
      down = status
    },
    /** The feed goes down after this many more resource requests (a sync dies mid-run). */
    downAfter: (requests: number, status = 503) => {
      downIn = { requests, status }
    },
    tokensIssued: () => tokens,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
export type FakeReso = Awaited<ReturnType<typeof startFakeReso>>
