import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'

/** The local cluster's instances (scripts/cluster.mjs writes them, with each one's process group, to its folder). */
const instances = (): { port: number; pgid: number }[] =>
  JSON.parse(readFileSync(path.resolve(process.env.CLUSTER_DIR || '.cluster', 'instances.json'), 'utf8'))

/** SIGSTOP freezes an instance (it still takes connections, answers nothing); SIGKILL kills it mid-request. */
export function signalInstance(port: number, signal: 'SIGSTOP' | 'SIGKILL') {
  const found = instances().find((i) => i.port === port)
  if (!found) throw new Error(`no instance on ${port} in instances.json`)
  process.kill(-found.pgid, signal)
}

/** Waits until the instance (started again by the cluster after it died) answers. */
export async function answering(origin: string, ms = 150_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const r = await fetch(`${origin}/fr`, { redirect: 'manual' }).catch(() => null)
    if (r && r.status < 500) return true
    await new Promise((res) => setTimeout(res, 500))
  }
  return false
}

/** A visitor address of its own per call: 127.x.y.z (all loopback), so every lead has its own rate-limit budget. */
export const visitorAddress = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

/** A POST from `localAddress` (the address nginx sees); null when no answer came (connection refused or cut). */
export async function postFrom(
  localAddress: string,
  url: string,
  form: FormData,
  headers: Record<string, string>,
): Promise<number | null> {
  const built = new Request(url, { method: 'POST', body: form })
  const body = Buffer.from(await built.arrayBuffer())
  const target = new URL(url)
  return new Promise((resolve) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          ...headers,
          'content-type': built.headers.get('content-type')!,
          'content-length': String(body.length),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? null))
        res.on('error', () => resolve(null))
      },
    )
    req.on('error', () => resolve(null))
    req.end(body)
  })
}
