import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { googleVerifier } from '@/leads/captcha'
import { DELIVERY_MAX_ATTEMPTS } from '@/leads/constants'
import { claimLead } from '@/leads/lead-store'
import { processOutbox } from '@/leads/outbox'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { testPayload } from './helpers/db'
import { demoSite } from './helpers/sites'
import { contactWire, postLead, startSmtp, startWebhook } from './leads-helpers'

let payload: Payload
let tasks: (() => Promise<unknown>)[] = []
let restore: () => void
const drain = async () => {
  const run = tasks
  tasks = []
  for (const t of run) await t()
}
const lastLead = async () =>
  (await payload.find({ collection: 'leads', sort: '-createdAt', limit: 1, overrideAccess: true, depth: 0 })).docs[0]
const reload = async (id: number | string) =>
  await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000)
const SITE = 'Isabelle Gagnon — Immobilier Boréal'

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_FROM: 'site@courtier.test', SMTP_SECURE: 'false' })
  delete process.env.LEADS_WEBHOOK_URL
  restore = configureLeadServices({
    verifyCaptcha: async () => ({ passed: true, reason: null, score: 0.9 }),
    rateLimiter: memoryRateLimiter({ max: 1000, windowMs: 60_000 }),
    afterResponse: (t) => void tasks.push(t),
    wakeAt: () => {},
  })
})
afterAll(() => restore())

describe('lead delivery outbox', () => {
  it('keeps the lead when SMTP is down and delivers it once SMTP is back', async () => {
    const smtp = await startSmtp()
    const port = smtp.port
    await smtp.close()
    process.env.SMTP_PORT = String(port)
    expect((await postLead(contactWire({ email: 'down@example.ca' }))).status).toBe(200)
    const lead = await lastLead()
    await drain()
    const failed = await reload(lead.id)
    expect(failed).toMatchObject({ delivery_state: 'pending', delivery_attempts: 1, email_sent: false })
    expect(failed.last_error).toBeTruthy()
    expect(new Date(failed.next_attempt_at as string).getTime()).toBeGreaterThan(Date.now())

    const back = await startSmtp(port)
    await processOutbox(payload, SITE, inHours(1))
    expect(await reload(lead.id)).toMatchObject({ delivery_state: 'delivered', delivery_attempts: 2, last_error: null })
    expect(back.received.some((m) => m.raw.includes('down@example.ca'))).toBe(true)
    await back.close()
  })

  it('marks a lead failed after repeated failures, visible with its error', async () => {
    process.env.SMTP_PORT = '9' // discard port: nothing listens
    await postLead(contactWire({ email: 'never@example.ca' }))
    const lead = await lastLead()
    tasks = []
    for (let i = 1; i <= DELIVERY_MAX_ATTEMPTS; i++) await processOutbox(payload, SITE, inHours(7 * i))
    expect(await reload(lead.id)).toMatchObject({ delivery_state: 'failed', delivery_attempts: DELIVERY_MAX_ATTEMPTS })
    const failed = await payload.find({
      collection: 'leads',
      where: { delivery_state: { equals: 'failed' } },
      overrideAccess: true,
    })
    expect(failed.docs.map((d) => d.id)).toContain(lead.id)
  })

  it('posts to the webhook as well, signed, and does not resend the email on a webhook retry', async () => {
    const smtp = await startSmtp()
    const hook = await startWebhook()
    Object.assign(process.env, {
      SMTP_PORT: String(smtp.port),
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: 'whsec',
    })
    await payload.update({
      collection: 'leads',
      where: { delivery_state: { equals: 'pending' } },
      data: { delivery_state: 'failed' },
      overrideAccess: true,
    })
    await postLead(contactWire({ email: 'hook@example.ca' }))
    const lead = await lastLead()
    await drain()
    expect(await reload(lead.id)).toMatchObject({ delivery_state: 'delivered', email_sent: true, webhook_sent: true })
    expect(hook.bodies).toHaveLength(1)
    expect(hook.bodies[0]).toMatchObject({
      signature: expect.stringMatching(/^sha256=[0-9a-f]{64}$/),
      body: { id: lead.id, form_type: 'contact_form' },
    })
    await hook.close()
    await postLead(contactWire({ email: 'hook2@example.ca' }))
    const second = await lastLead()
    await drain()
    expect(await reload(second.id)).toMatchObject({ delivery_state: 'pending', email_sent: true, webhook_sent: false })
    const sent = smtp.received.length
    const hook2 = await startWebhook()
    process.env.LEADS_WEBHOOK_URL = hook2.url
    await processOutbox(payload, SITE, inHours(1))
    expect(await reload(second.id)).toMatchObject({ delivery_state: 'delivered', webhook_sent: true })
    expect(smtp.received.length).toBe(sent)
    delete process.env.LEADS_WEBHOOK_URL
    await hook2.close()
    await smtp.close()
  })
})

describe('parallel delivery over pooled SMTP connections', () => {
  it('sends a batch over a few reused connections; the server going away mid-batch loses no lead and sends none twice', async () => {
    await payload.update({
      collection: 'leads',
      where: { delivery_state: { equals: 'pending' } },
      data: { delivery_state: 'failed' },
      overrideAccess: true,
    })
    // The 11th to 20th mail transactions find the server going away (421, connection closed).
    const smtp = await startSmtp(0, { goneAt: (n) => n > 10 && n <= 20 })
    process.env.SMTP_PORT = String(smtp.port)
    const tenant = (await demoSite()).id
    const emails = Array.from({ length: 40 }, (_, i) => `lot-${i}@example.ca`)
    for (const email of emails)
      await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: {
          form_type: 'contact_form',
          locale: 'fr',
          site: 'demo',
          tenant,
          full_name: 'Lot',
          email,
          recipient_email: 'courtier@example.ca',
          delivery_state: 'pending',
          next_attempt_at: new Date().toISOString(),
        },
      })

    const first = await processOutbox(payload, SITE, new Date(), undefined, 100, 8)
    expect(first.delivered + first.retry).toBe(40)
    expect(first.retry).toBeGreaterThan(0)
    expect(smtp.stats.connections).toBeLessThan(first.delivered)
    const second = await processOutbox(payload, SITE, inHours(1), undefined, 100, 8)
    expect(second).toMatchObject({ delivered: first.retry, retry: 0 })

    const leads = (
      await payload.find({
        collection: 'leads',
        where: { email: { in: emails } },
        overrideAccess: true,
        limit: 100,
        depth: 0,
      })
    ).docs
    expect(leads.every((l) => l.delivery_state === 'delivered' && l.email_sent)).toBe(true)
    for (const email of emails)
      expect(
        smtp.received.filter((m) => m.raw.includes(email)),
        email,
      ).toHaveLength(1)
    await smtp.close()
  })

  it('claims a lead once: a second worker (another instance) gets nothing while the first holds it', async () => {
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        form_type: 'contact_form',
        locale: 'fr',
        site: 'demo',
        tenant: (await demoSite()).id,
        full_name: 'Un',
        email: 'claim@example.ca',
        delivery_state: 'pending',
      },
    })
    const until = inHours(1)
    const [a, b] = await Promise.all([
      claimLead(payload, lead.id, new Date(), until),
      claimLead(payload, lead.id, new Date(), until),
    ])
    expect([a, b].filter(Boolean)).toHaveLength(1)
    expect(await claimLead(payload, lead.id, inHours(2), inHours(3))).toMatchObject({
      id: lead.id,
      email: 'claim@example.ca',
    })
    await payload.update({ collection: 'leads', id: lead.id, data: { delivery_state: 'failed' }, overrideAccess: true })
  })
})

describe('captcha failure paths: stored and flagged, never dropped', () => {
  const flaggedAfter = async (verifier: Parameters<typeof configureLeadServices>[0]['verifyCaptcha']) => {
    const undo = configureLeadServices({ verifyCaptcha: verifier })
    // A token the server could not verify faces the local guards (issue 27, item 7): a person's fill time.
    const res = await postLead(contactWire({ form_elapsed_ms: '6000' }))
    undo()
    expect(res.status).toBe(200)
    return lastLead()
  }
  it('flags when the verifier is unreachable', async () => {
    const down = (async () => {
      throw new Error('connect ECONNREFUSED')
    }) as typeof fetch
    expect(await flaggedAfter(googleVerifier({ secret: 's', fetch: down }))).toMatchObject({
      review_flagged: true,
      review_reason: 'unreachable: connect ECONNREFUSED',
    })
  })
  it('flags a low v3 score', async () => {
    const low = (async () =>
      Response.json({ success: true, score: 0.1, action: 'contact_form', hostname: 'localhost' })) as typeof fetch
    expect(await flaggedAfter(googleVerifier({ secret: 's', fetch: low }))).toMatchObject({
      review_flagged: true,
      review_reason: 'low-score: 0.1',
      captcha_score: 0.1,
    })
  })
  it('flags when no secret is configured', async () => {
    delete process.env.RECAPTCHA_SECRET
    expect(await flaggedAfter(googleVerifier())).toMatchObject({
      review_flagged: true,
      review_reason: 'not-configured',
    })
  })
})

describe('alert and valuation requests', () => {
  const person = {
    first_name: 'Luc',
    last_name: 'Roy',
    full_name: 'Luc Roy',
    phone: '(450) 555-0142',
    email: 'luc@example.ca',
    preferred_method_of_contact: 'phone',
    address: '12 rue Principale',
    postal_code: 'H7T 2K9',
    city: 'Laval',
    province: 'QC',
    country: 'Canada',
    municipality: 'Laval, Terrebonne',
    consent_transaction: '0',
    consent_marketing: '1',
  }
  it('stores a property alert with its fields', async () => {
    const res = await postLead({
      recaptcha_response: 't',
      form_type: 'property_alert',
      locale: 'fr',
      ...person,
      property_type: 'condo',
      current_client_situation: 'tenant',
      desired_moving_timeframe: '0-60-days',
      budget_min: '250000',
      budget_max: 'Infinity',
      nb_bedrooms: '2',
      nb_bathrooms: '1',
    })
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
    expect(await lastLead()).toMatchObject({
      form_type: 'property_alert',
      locale: 'fr',
      fields: { municipality: 'Laval, Terrebonne', budget_max: 'Infinity' },
    })
  })
  it('stores a property valuation and refuses a half-valid one', async () => {
    const valuation = {
      recaptcha_response: 't',
      form_type: 'property_valuation',
      locale: 'en',
      ...person,
      property_type: 'maison',
      year_of_construction: '1988',
      nb_bedrooms: '3',
      nb_bathrooms: '2',
      nb_parking: '2',
      nb_garage: '0',
      living_area: '1400 ft²',
      land_area: '',
      evaluation_report: 'no',
      availability_of_report: '',
      reason_for_sale: 'Moving',
      renos_and_improvments: 'Roof 2020',
    }
    expect((await postLead(valuation)).status).toBe(200)
    expect(await lastLead()).toMatchObject({ form_type: 'property_valuation', fields: { living_area: '1400 ft²' } })
    const bad = await postLead({ ...valuation, year_of_construction: '88', postal_code: 'ABC' })
    expect((await bad.json()).errors).toEqual({
      year_of_construction: 'The Year of construction field is required',
      postal_code: 'The postal code field is invalid',
    })
  })
})
