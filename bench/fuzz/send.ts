/** One fuzz case sent: by fetch, or by node:http for what fetch refuses to send (TRACE, TRACK, CONNECT). */
import { request } from 'node:http'
import type { Case } from './endpoints'

const RAW = new Set(['TRACE', 'TRACK', 'CONNECT'])

export async function send(base: string, c: Case, timeoutMs: number): Promise<Response> {
  if (!RAW.has(c.method))
    return fetch(base + c.path, {
      method: c.method,
      headers: c.headers,
      body: c.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path: c.path, method: c.method, headers: c.headers, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = []
        res
          .on('data', (d: Buffer) => chunks.push(d))
          .on('end', () => {
            const headers = new Headers(
              Object.entries(res.headers).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)] as [string, string]])),
            )
            resolve(
              new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), {
                status: res.statusCode,
                headers,
              }),
            )
          })
      },
    )
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })))
    req.on('error', reject)
    req.end(typeof c.body === 'string' || c.body instanceof Uint8Array ? c.body : undefined)
  })
}
