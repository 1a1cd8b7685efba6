/** What the lead fault benches share (bench/leads-faults.ts): posting leads, reading them back as an editor, a fake SMTP server. */
import { SMTPServer } from 'smtp-server'

export const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3305').replace(/\/+$/, '')
export const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2526)
const SITE_KEY = process.env.BENCH_SITE_KEY ?? 'demo-public-site-key'
export const RUN = `bench${Date.now().toString(36)}`
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
export const pct = (list: number[], q: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0
export const histogram = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}))
    .map(([s, c]) => `${s}×${c}`)
    .join(' ') || 'none'

function wire(email: string, over: Record<string, string> = {}) {
  const f = new FormData()
  // A token the server cannot verify (no secret) faces the local guards: a person's fill time.
  const fields = {
    recaptcha_response: 'bench-token',
    website: '',
    form_elapsed_ms: '8000',
    form_type: 'contact_form',
    locale: 'fr',
    full_name: 'Banc Essai',
    first_name: 'Banc',
    last_name: 'Essai',
    phone: '',
    email,
    message: `Banc ${RUN}`,
    consent_transaction: '0',
    consent_marketing: '0',
    ...over,
  }
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}

let n = 0
export type Posted = { status: number; ms: number; body: { status?: string; message?: string } | null; at: number }
/** One lead from its own address (the server trusts one proxy); status 0 when no answer came within 15 s. */
export async function post(
  email: string,
  over: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Posted> {
  const t = performance.now()
  const res = await fetch(`${BASE}/api/swc/demo/contact`, {
    method: 'POST',
    body: wire(email, over),
    signal: AbortSignal.timeout(15_000),
    headers: {
      'x-site-key': SITE_KEY,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
      ...headers,
    },
  }).catch(() => null)
  const body = res ? ((await res.json().catch(() => null)) as Posted['body']) : null
  return { status: res?.status ?? 0, ms: performance.now() - t, body, at: Date.now() }
}

let token: string | null = null
type LeadRow = { email: string; delivery_state: string; delivery_attempts?: number }
/** Leads as an editor reads them through the admin API (REST, JWT). */
export async function leads(query: string): Promise<{ totalDocs: number; docs: LeadRow[] }> {
  token ??= (
    (await (
      await fetch(`${BASE}/api/editors/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: process.env.SEED_EDITOR_EMAIL ?? 'editeur@demo.courtier.local',
          password: process.env.SEED_EDITOR_PASSWORD ?? 'demo-editeur-2026',
        }),
      })
    ).json()) as { token: string }
  ).token
  return (await (
    await fetch(`${BASE}/api/leads?${query}&depth=0&limit=10000`, { headers: { authorization: `JWT ${token}` } })
  ).json()) as never
}

/**
 * A local SMTP server that refuses every connection (421) while `refusing.on`, and keeps what it receives;
 * `drop()` cuts every open connection at once (an SMTP server going down mid-batch).
 */
export function smtp(refusing: { on: boolean }, port = SMTP_PORT) {
  const received: string[] = []
  const sockets = new Set<import('node:net').Socket>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect: (_s, cb) =>
      refusing.on ? cb(Object.assign(new Error('Service not available'), { responseCode: 421 })) : cb(),
    onData(stream, _s, done) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')))
      stream.on('end', () => {
        received.push(raw)
        done()
      })
    },
  })
  server.server.on('connection', (socket: import('node:net').Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const drop = () => sockets.forEach((socket) => socket.destroy())
  return new Promise<{ received: string[]; close: () => void; drop: () => void }>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ received, drop, close: () => (drop(), server.close()) })),
  )
}

/** Wait until the site answers (after a start); the milliseconds it took. */
export async function untilUp(timeoutMs = 120_000): Promise<number> {
  const t = Date.now()
  while (Date.now() - t < timeoutMs) {
    const res = await fetch(`${BASE}/fr`, { signal: AbortSignal.timeout(5_000) }).catch(() => null)
    if (res?.ok) return Date.now() - t
    await sleep(250)
  }
  throw new Error(`${BASE} did not answer within ${timeoutMs} ms`)
}
