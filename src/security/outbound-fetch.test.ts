import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkedLookup, outboundFetch } from './outbound-fetch'
import { OutboundUrlError } from './outbound-url'

const loopbackOk = { allowLoopback: true, httpsOnly: false }
const strict = { allowLoopback: false, httpsOnly: false }
const seen: IncomingMessage[] = []
let server: Server
let base = ''
let port = 0

/** Stands for a photo server or token URL that redirects: where to is in the path. */
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req)
    const to = /^\/to\/(.+)$/.exec(req.url ?? '')?.[1]
    if (to) return res.writeHead(302, { location: decodeURIComponent(to) }).end()
    if (req.url === '/loop') return res.writeHead(301, { location: '/loop' }).end()
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`ok ${req.method} ${req.headers.authorization ?? '-'}`)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
}, 30_000)
afterAll(
  () =>
    new Promise<void>((r) => {
      server.closeAllConnections()
      server.close(() => r())
    }),
)

const code = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    return e instanceof OutboundUrlError ? e.code : `other: ${(e as Error).message}`
  }
  return 'fetched'
}

describe('outbound fetch', () => {
  it('connects to nothing when the URL or a name resolves to loopback and loopback is not allowed', async () => {
    const before = seen.length
    expect(await code(outboundFetch(`${base}/x.jpg`, {}, strict))).toBe('address')
    expect(await code(outboundFetch(`http://localhost:${port}/x.jpg`, {}, strict))).toBe('address')
    expect(await code(outboundFetch(`http://[::ffff:127.0.0.1]:${port}/x.jpg`, {}, strict))).toBe('address')
    expect(seen.length).toBe(before)
  })

  it('checks every redirect: to a private, link-local or metadata address it stops before connecting', async () => {
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.7/',
      'http://[fe80::1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://0.0.0.0:6379/',
      'gopher://8.8.8.8/',
    ]) {
      expect(await code(outboundFetch(`${base}/to/${encodeURIComponent(target)}`, {}, loopbackOk)), target).not.toBe(
        'fetched',
      )
    }
    expect(
      await code(outboundFetch(`${base}/to/${encodeURIComponent('http://169.254.169.254/')}`, {}, loopbackOk)),
    ).toBe('address')
  })

  it('follows allowed redirects by hand, at most five, and drops the credentials on another origin', async () => {
    const same = await outboundFetch(
      `${base}/to/${encodeURIComponent('/photo.jpg')}`,
      { headers: { authorization: 'Bearer t' } },
      loopbackOk,
    )
    expect(await same.text()).toBe('ok GET Bearer t')
    const other = await outboundFetch(
      `${base}/to/${encodeURIComponent(`http://localhost:${port}/photo.jpg`)}`,
      { headers: { authorization: 'Bearer t' } },
      loopbackOk,
    )
    expect(await other.text()).toBe('ok GET -')
    expect(await code(outboundFetch(`${base}/loop`, {}, loopbackOk))).toBe('redirects')
    const manual = await outboundFetch(`${base}/to/x`, { redirect: 'manual' }, loopbackOk)
    expect(manual.status).toBe(302)
  })

  it('checks again at connect time what the name resolves to then (no DNS rebinding between check and connection)', async () => {
    const lookup = (policy: typeof strict, all: boolean) =>
      new Promise<unknown>((resolve) =>
        checkedLookup(policy)('localhost', { all }, (err, address) => resolve(err ?? address)),
      )
    expect(await lookup(strict, true)).toBeInstanceOf(OutboundUrlError)
    expect(await lookup(strict, false)).toBeInstanceOf(OutboundUrlError)
    expect(await lookup(loopbackOk, true)).toEqual(expect.arrayContaining([{ address: '127.0.0.1', family: 4 }]))
  })
})
