import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import { SMTPServer } from 'smtp-server'
import { POST } from '@/app/api/swc/[microsite_id]/contact/route'
import { closeMailPool } from '@/leads/transports'
import { toFormData } from '@/leads/wire'

export type Received = { to: string[]; raw: string }

type SmtpOptions = {
  /**
   * Whether the server goes away at the n-th mail transaction (1-based): it answers MAIL FROM with 421
   * and closes the connection, as RFC 5321 §3.8 has a server that must shut down do.
   */
  goneAt?: (transaction: number) => boolean
}

/** A local SMTP server on a random 127.0.0.1 port that keeps what it receives (and counts its connections). */
export async function startSmtp(port = 0, { goneAt = () => false }: SmtpOptions = {}) {
  const received: Received[] = []
  const stats = { connections: 0, transactions: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      stats.connections++
      callback()
    },
    onMailFrom(_address, _session, callback) {
      if (!goneAt(++stats.transactions)) return callback()
      callback(Object.assign(new Error('Service not available, closing transmission channel'), { responseCode: 421 }))
    },
    onData(stream, session, done) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = (server.server.address() as AddressInfo).port
  // The outbox keeps its SMTP connections open (a pool): close them first, or the server waits for them to time out.
  const close = () => (closeMailPool(), new Promise<void>((resolve) => server.close(() => resolve())))
  return { port: address, received, stats, close }
}

/** A local webhook receiver. */
export async function startWebhook() {
  const bodies: unknown[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      bodies.push({ signature: req.headers['x-leads-signature'], body: JSON.parse(raw) })
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let ipCounter = 0
/** A fresh client address per test so the rate limit of one test does not touch another. */
export const nextIp = () => `198.51.100.${++ipCounter}`

export const SITE_KEY = 'demo-public-site-key'

export function postLead(wire: Record<string, string>, headers: Record<string, string> = {}, micrositeId = 'demo') {
  const request = new NextRequest(`http://localhost/api/swc/${micrositeId}/contact`, {
    method: 'POST',
    body: toFormData(wire),
    headers: { 'x-site-key': SITE_KEY, 'x-forwarded-for': nextIp(), 'user-agent': 'vitest', ...headers },
  })
  return POST(request, { params: Promise.resolve({ microsite_id: micrositeId }) })
}

export const contactWire = (over: Record<string, string> = {}) => ({
  recaptcha_response: 'token-ok',
  form_type: 'contact_form',
  locale: 'en',
  full_name: 'Marie Tremblay',
  first_name: 'Marie',
  last_name: 'Tremblay',
  phone: '(514) 555-0123',
  email: 'marie@example.ca',
  message: 'I would like to visit the house on rue Principale.',
  consent_transaction: '1',
  consent_marketing: '0',
  ...over,
})
