import 'server-only'
import { outboundFetch } from '@/security/outbound-fetch'
import { OutboundUrlError } from '@/security/outbound-url'
import { retriable, retryDelayMs } from './retry'
import { tokenRequest, type ClientAuth } from './token-request'

export type ResoSettings = {
  endpoint: string
  tokenUrl: string
  clientId: string
  clientSecret: string
  /** OAuth2 scope to ask for (DDF: DDFApi_Read, Trestle: api); none when empty. */
  scope?: string | null
  /** How the client authenticates to the token endpoint (RFC 6749 §2.3.1): HTTP Basic (default) or id and secret in the body. */
  auth?: ClientAuth | null
}
export type ClientOptions = {
  timeoutMs?: number
  maxAttempts?: number
  /** Waits between attempts (tests shorten them). */
  sleep?: (ms: number) => Promise<void>
  fetch?: typeof fetch
}
export type ResoPage = { records: Record<string, unknown>[]; nextLink: string | null }

export class ResoError extends Error {
  constructor(
    message: string,
    public status: number | null,
  ) {
    super(message)
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A RESO Web API client: OData over HTTPS with an OAuth2 client-credentials token, kept until a
 * minute before it expires and refreshed once on a 401. 429/5xx/timeouts wait (Retry-After when
 * the server gives one) and try again, up to `maxAttempts`.
 */
export class ResoClient {
  private token: { value: string; expiresAt: number } | null = null
  private readonly opts: Required<ClientOptions>
  requests = 0

  constructor(
    private settings: ResoSettings,
    opts: ClientOptions = {},
  ) {
    this.opts = { timeoutMs: 30_000, maxAttempts: 6, sleep: wait, fetch: outboundFetch as typeof fetch, ...opts }
  }

  private async attempt(url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let response: Response | null = null
      let failure: unknown = null
      try {
        this.requests++
        response = await this.opts.fetch(url, { ...init, signal: AbortSignal.timeout(this.opts.timeoutMs) })
      } catch (err) {
        // A refused address is not a network fault: nothing was sent, and trying again changes nothing.
        if (err instanceof OutboundUrlError) throw new ResoError(`${err.message} (${new URL(url).origin})`, null)
        failure = err
      }
      if (response && !retriable(response.status)) return response
      if (attempt + 1 >= this.opts.maxAttempts) {
        if (response) return response
        throw new ResoError(
          `${new URL(url).host}: no answer after ${this.opts.maxAttempts} attempts (${(failure as Error)?.message})`,
          null,
        )
      }
      await response?.body?.cancel().catch(() => undefined)
      await this.opts.sleep(retryDelayMs(response?.headers.get('retry-after') ?? null, attempt))
    }
  }

  private async accessToken(force = false): Promise<string> {
    if (!force && this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value
    const response = await this.attempt(this.settings.tokenUrl, { method: 'POST', ...tokenRequest(this.settings) })
    const body = (await response.json().catch(() => null)) as {
      access_token?: string
      expires_in?: number
      error?: unknown
    } | null
    if (!response.ok || !body?.access_token) {
      const code = typeof body?.error === 'string' ? ` ${body.error.slice(0, 60)}` : ''
      throw new ResoError(
        `The token server refused the client credentials (HTTP ${response.status}${code}).`,
        response.status,
      )
    }
    this.token = { value: body.access_token, expiresAt: Date.now() + (Number(body.expires_in) || 3600) * 1000 }
    return this.token.value
  }

  /** One OData page (a resource URL or an @odata.nextLink). */
  async page(url: string): Promise<ResoPage> {
    let response = await this.attempt(url, {
      headers: { authorization: `Bearer ${await this.accessToken()}`, accept: 'application/json' },
    })
    if (response.status === 401) {
      await response.body?.cancel().catch(() => undefined)
      response = await this.attempt(url, {
        headers: { authorization: `Bearer ${await this.accessToken(true)}`, accept: 'application/json' },
      })
      if (response.status === 401)
        throw new ResoError('The feed refused a fresh token (HTTP 401): check the client id and secret.', 401)
    }
    if (!response.ok)
      throw new ResoError(`The feed answered HTTP ${response.status} for ${new URL(url).pathname}.`, response.status)
    const body = (await response.json()) as { value?: unknown; '@odata.nextLink'?: string }
    if (!Array.isArray(body.value)) throw new ResoError('The feed answered without a "value" list.', response.status)
    const next = body['@odata.nextLink']
    return {
      records: body.value as Record<string, unknown>[],
      nextLink: typeof next === 'string' && next ? new URL(next, url).toString() : null,
    }
  }

  /** The service root the sync reads (its watermarks belong to it). */
  get endpoint(): string {
    return this.settings.endpoint.replace(/\/$/, '')
  }

  /** The URL of a resource query. */
  url(
    resource: string,
    query: { filter?: string; select?: string[]; orderby?: string; top?: number; expand?: string },
  ): string {
    const url = new URL(`${this.endpoint}/${resource}`)
    if (query.filter) url.searchParams.set('$filter', query.filter)
    if (query.select) url.searchParams.set('$select', query.select.join(','))
    if (query.expand) url.searchParams.set('$expand', query.expand)
    if (query.orderby) url.searchParams.set('$orderby', query.orderby)
    if (query.top) url.searchParams.set('$top', String(query.top))
    return url.toString()
  }

  /** The service's `$metadata` (OData CSDL XML), or null when it has none to give. */
  async metadata(): Promise<string | null> {
    const url = `${this.endpoint}/$metadata`
    const get = async (force: boolean) =>
      this.attempt(url, {
        headers: { authorization: `Bearer ${await this.accessToken(force)}`, accept: 'application/xml' },
      })
    let response = await get(false)
    if (response.status === 401) {
      await response.body?.cancel().catch(() => undefined)
      response = await get(true)
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      return null
    }
    return response.text()
  }

  /** Every page of a query, following @odata.nextLink. */
  async *pages(url: string): AsyncGenerator<ResoPage> {
    for (let next: string | null = url; next;) {
      const page: ResoPage = await this.page(next)
      yield page
      next = page.nextLink
    }
  }
}
