import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { NextRequest } from 'next/server'
import { POST } from '@/app/api/swc/[microsite_id]/contact/route'

/**
 * POST /api/swc/{microsite_id}/contact behind a real HTTP server on 127.0.0.1, so the request
 * arrives through a socket (its address, its streamed body) as it does under `next start`.
 */
export async function startContactServer() {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const micrositeId = decodeURIComponent(/\/api\/swc\/([^/]+)\/contact/.exec(req.url ?? '')?.[1] ?? '')
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
    const request = new NextRequest(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: 'half',
    })
    const answer = await POST(request, { params: Promise.resolve({ microsite_id: micrositeId }) })
    // One request per connection: a body refused unread (413) must not poison the next request's socket.
    res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), connection: 'close' })
    res.end(Buffer.from(await answer.arrayBuffer()))
  }
  const server: Server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/api/swc/demo/contact`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A stand-in for Google's siteverify endpoint on 127.0.0.1: answers what `answer` says for the posted token. */
export async function startSiteverify(answer: (token: string) => object) {
  const seen: string[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const token = new URLSearchParams(raw).get('response') ?? ''
      seen.push(token)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer(token)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  /** A fetch for googleVerifier that reaches this fake instead of Google. */
  const fetchVia = (async (_url: string, init: RequestInit) =>
    fetch(`http://127.0.0.1:${port}/recaptcha/api/siteverify`, init)) as unknown as typeof fetch
  return { seen, fetch: fetchVia, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
