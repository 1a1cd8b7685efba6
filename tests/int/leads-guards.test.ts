import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { googleVerifier } from '@/leads/captcha'
import { installClientAddressHook } from '@/leads/client-address-hook'
import { UNVERIFIED_PER_HOUR } from '@/leads/constants'
import { unverifiedWhere } from '@/leads/delivery-policy'
import { processOutbox } from '@/leads/outbox'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { toFormData } from '@/leads/wire'
import { testPayload } from './helpers/db'
import { SITE_KEY, contactWire, startSmtp } from './leads-helpers'
import { startContactServer, startSiteverify } from './leads-http'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let server: Awaited<ReturnType<typeof startContactServer>>
let siteverify: Awaited<ReturnType<typeof startSiteverify>>
let tasks: (() => Promise<unknown>)[] = []
const undo: (() => void)[] = []
const SITE = 'Isabelle Gagnon — Immobilier Boréal'
const drain = async () => {
  const run = tasks
  tasks = []
  for (const t of run) await t()
}
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000)
const leadOf = async (email: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true, depth: 0 }))
    .docs
const mailTo = (email: string) => smtp.received.filter((m) => m.raw.includes(email))

/** The hourly cap counts the site's unverified leads, whichever test file stored them (one database per run). */
const clearUnverified = () => payload.delete({ collection: 'leads', where: unverifiedWhere, overrideAccess: true })
/** Post form fields over HTTP, as a browser does. */
const post = (wire: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(server.url, { method: 'POST', body: toFormData(wire), headers: { 'x-site-key': SITE_KEY, ...headers } })
/** What the browser sends when the captcha script could not give a token. */
const unavailable = (over: Record<string, string> = {}) =>
  contactWire({ recaptcha_response: '', captcha_status: 'unavailable', website: '', form_elapsed_ms: '6000', ...over })

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtp()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'site@courtier.test',
    SMTP_SECURE: 'false',
  })
  delete process.env.LEADS_WEBHOOK_URL
  siteverify = await startSiteverify((token) => ({
    success: true,
    score: token === 'bot-token' ? 0.1 : 0.9,
    action: 'contact_form',
    hostname: '127.0.0.1',
  }))
  undo.push(installClientAddressHook(0))
  undo.push(
    configureLeadServices({
      verifyCaptcha: googleVerifier({ secret: 'local-secret', fetch: siteverify.fetch }),
      rateLimiter: memoryRateLimiter({ max: 1000, windowMs: 60_000 }),
      afterResponse: (t) => void tasks.push(t),
      wakeAt: () => {},
    }),
  )
  server = await startContactServer()
})
afterAll(async () => {
  for (const u of undo.reverse()) u()
  await server.close()
  await siteverify.close()
  await smtp.close()
})

describe('the client address comes from the connection', () => {
  it('varied X-Forwarded-For values share one limit without a trusted proxy, and the socket address is stored', async () => {
    const restore = configureLeadServices({ rateLimiter: memoryRateLimiter({ max: 3, windowMs: 60_000 }) })
    const statuses: number[] = []
    const email = `xff-${Date.now()}@example.ca`
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await post(contactWire({ recaptcha_response: 'ok', email }), {
            'x-forwarded-for': `203.0.113.${i + 1}`,
            'x-real-ip': `198.51.100.${i}`,
          })
        ).status,
      )
    restore()
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    const stored = await leadOf(email)
    expect(stored).toHaveLength(3)
    expect(stored.every((l) => l.ip === '127.0.0.1')).toBe(true)
  })
})

describe('a resend of a stored lead', () => {
  it('is answered as sent even once the address has used up its limit, and stores nothing more', async () => {
    const restore = configureLeadServices({ rateLimiter: memoryRateLimiter({ max: 2, windowMs: 60_000 }) })
    const email = `resend-${Date.now()}@example.ca`
    const key = `resend-key-${Date.now()}`
    const first = await post(contactWire({ recaptcha_response: 'ok', email }), { 'idempotency-key': key })
    const second = await post(contactWire({ recaptcha_response: 'ok', email: `other-${email}` }))
    const resend = await post(contactWire({ recaptcha_response: 'ok', email }), { 'idempotency-key': key })
    const fresh = await post(contactWire({ recaptcha_response: 'ok', email }), { 'idempotency-key': `${key}-new` })
    restore()
    expect([first.status, second.status, resend.status, fresh.status]).toEqual([200, 200, 200, 429])
    expect(await resend.json()).toEqual({ status: 'success' })
    expect(await leadOf(email)).toHaveLength(1)
  })
})

describe('captcha outage: the lead is taken behind the local guards', () => {
  it('stores a post without a token flagged captcha-unavailable, without asking the provider, and delivers it marked unverified', async () => {
    const asked = siteverify.seen.length
    const email = `outage-${Date.now()}@example.ca`
    const res = await post(unavailable({ email, locale: 'fr' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'success' })
    expect(siteverify.seen.length).toBe(asked)
    const [lead] = await leadOf(email)
    expect(lead).toMatchObject({
      review_flagged: true,
      review_reason: 'captcha-unavailable',
      delivery_state: 'pending',
    })
    await drain()
    expect(await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).toMatchObject({
      delivery_state: 'delivered',
      email_sent: true,
    })
    expect(mailTo(email)[0]?.raw).toMatch(/Non v=C3=A9rifi=C3=A9e|Non vérifiée/)
  })

  it('refuses a filled honeypot (with or without a token) and a form sent too fast, clearly, in the visitor’s language', async () => {
    const email = `trap-${Date.now()}@example.ca`
    const trapped = await post(unavailable({ email, website: 'http://cheap-pills.example', locale: 'fr' }))
    expect(trapped.status).toBe(403)
    expect((await trapped.json()).message).toMatch(
      /^Votre demande a été refusée par notre protection contre les envois automatiques/,
    )
    expect((await post(contactWire({ recaptcha_response: 'ok', email, website: 'x' }))).status).toBe(403)
    const fast = await post(unavailable({ email, form_elapsed_ms: '300', locale: 'en' }))
    expect(fast.status).toBe(403)
    expect((await fast.json()).message).toBe(
      'The form was sent too quickly to have been filled in by a person. Please wait a few seconds and try again.',
    )
    expect(await leadOf(email)).toEqual([])
  })

  it('caps captcha-unavailable leads per site and hour', async () => {
    await clearUnverified()
    const tag = `cap-${Date.now()}`
    let last: Response | null = null
    for (let i = 0; i <= UNVERIFIED_PER_HOUR + 1; i++) {
      last = await post(unavailable({ email: `${tag}-${i}@example.ca`, locale: 'fr' }))
      if (last.status !== 200) break
    }
    expect(last?.status).toBe(429)
    expect((await last!.json()).message).toMatch(/^La vérification antipourriel est indisponible/)
    const since = new Date(Date.now() - 3_600_000).toISOString()
    const taken = await payload.count({
      collection: 'leads',
      where: { review_reason: { equals: 'captcha-unavailable' }, createdAt: { greater_than: since } },
      overrideAccess: true,
    })
    expect(taken.totalDocs).toBe(UNVERIFIED_PER_HOUR)
    // A post with a token is not concerned by the cap.
    expect((await post(contactWire({ recaptcha_response: 'ok', email: `${tag}-token@example.ca` }))).status).toBe(200)
    await payload.delete({
      collection: 'leads',
      where: { review_reason: { equals: 'captcha-unavailable' } },
      overrideAccess: true,
    })
  })
})

describe('a token the server could not verify (issue 27, item 7)', () => {
  beforeEach(clearUnverified)
  const unverifiable = {
    unreachable: googleVerifier({
      secret: 's',
      fetch: async () => {
        throw new Error('connect ECONNREFUSED')
      },
    }),
    'not configured': googleVerifier({ secret: '' }),
  }

  it.each(Object.entries(unverifiable))(
    '%s: any non-empty token still needs the fill time',
    async (_name, verifier) => {
      const restore = configureLeadServices({ verifyCaptcha: verifier })
      const email = `anything-${Date.now()}@example.ca`
      const fast = await post(contactWire({ recaptcha_response: 'anything', email, locale: 'en' }))
      const quick = await post(
        contactWire({ recaptcha_response: 'anything', email, form_elapsed_ms: '300', locale: 'en' }),
      )
      expect(await leadOf(email)).toEqual([])
      const person = await post(
        contactWire({ recaptcha_response: 'anything', email, form_elapsed_ms: '6000', locale: 'en' }),
      )
      restore()
      expect([fast.status, quick.status, person.status]).toEqual([403, 403, 200])
      expect((await fast.json()).message).toBe(
        'The form was sent too quickly to have been filled in by a person. Please wait a few seconds and try again.',
      )
      expect(await leadOf(email)).toHaveLength(1)
      await payload.delete({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })
    },
  )

  it('counts against the site’s hourly cap, and a verified token does not', async () => {
    const restore = configureLeadServices({ verifyCaptcha: unverifiable.unreachable })
    const tag = `cap-token-${Date.now()}`
    let last: Response | null = null
    for (let i = 0; i <= UNVERIFIED_PER_HOUR + 1; i++) {
      last = await post(
        contactWire({
          recaptcha_response: 'anything',
          email: `${tag}-${i}@example.ca`,
          form_elapsed_ms: '6000',
          locale: 'fr',
        }),
      )
      if (last.status !== 200) break
    }
    restore()
    expect(last?.status).toBe(429)
    expect((await last!.json()).message).toMatch(/^La vérification antipourriel est indisponible/)
    expect((await post(contactWire({ recaptcha_response: 'ok', email: `${tag}-verified@example.ca` }))).status).toBe(
      200,
    )
    await payload.delete({ collection: 'leads', where: { email: { like: tag } }, overrideAccess: true })
  })
})

describe('delivery policy', () => {
  it('holds a lead that failed the captcha from email until an editor releases it', async () => {
    await drain()
    const email = `held-${Date.now()}@example.ca`
    expect((await post(contactWire({ recaptcha_response: 'bot-token', email }))).status).toBe(200)
    const [lead] = await leadOf(email)
    expect(lead).toMatchObject({ review_flagged: true, review_reason: 'low-score: 0.1' })
    await drain()
    await processOutbox(payload, SITE, inHours(2))
    const held = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect(held).toMatchObject({ delivery_state: 'pending', delivery_attempts: 0 })
    expect(held.email_sent).toBeFalsy()
    expect(mailTo(email)).toEqual([])
    await payload.update({ collection: 'leads', id: lead.id, data: { review_flagged: false }, overrideAccess: true })
    await processOutbox(payload, SITE, inHours(2))
    expect(await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).toMatchObject({
      delivery_state: 'delivered',
      email_sent: true,
    })
    expect(mailTo(email)).toHaveLength(1)
  })
})

describe('input bounds', () => {
  it('refuses a 1 MB body with 413 before reading it, declared or streamed without a length', async () => {
    const big = await post(contactWire({ recaptcha_response: 'ok', message: 'x'.repeat(1_000_000) }), {
      'content-language': 'fr',
    })
    expect(big.status).toBe(413)
    expect((await big.json()).message).toMatch(/^Le formulaire envoyé est trop volumineux/)
    const chunk = new TextEncoder().encode(`message=${'y'.repeat(16_383)}&`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({ pull: (c) => (sent++ < 64 ? c.enqueue(chunk) : c.close()) })
    const streamed = await fetch(server.url, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'x-site-key': SITE_KEY, 'content-type': 'application/x-www-form-urlencoded' },
    } as RequestInit)
    expect(streamed.status).toBe(413)
  })

  it('answers 400 naming each over-long field, in the visitor’s language, and calls a long first name too long, not required', async () => {
    const email = `long-${Date.now()}@example.ca`
    const res = await post(
      contactWire({
        recaptcha_response: 'ok',
        email,
        locale: 'fr',
        first_name: 'M'.repeat(101),
        full_name: 'N'.repeat(60_000),
      }),
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.errors).toEqual({
      first_name: 'Le champ Prénom est trop long (100 caractères au plus)',
      full_name: 'Ce champ est trop long',
    })
    expect(await leadOf(email)).toEqual([])
  })
})
