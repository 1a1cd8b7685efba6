import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { testPayload } from './helpers/db'
import { contactWire, postLead, startSmtp } from './leads-helpers'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let tasks: (() => Promise<unknown>)[] = []
let restore: () => void
const passing = async () => ({ passed: true, reason: null, score: 0.9 })

/** Run what the endpoint scheduled after its response. */
const drain = async () => {
  const run = tasks
  tasks = []
  for (const t of run) await t()
}
const leadsCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
const lastLead = async () =>
  (await payload.find({ collection: 'leads', sort: '-createdAt', limit: 1, overrideAccess: true, depth: 0 })).docs[0]

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
  restore = configureLeadServices({
    verifyCaptcha: passing,
    rateLimiter: memoryRateLimiter({ max: 1000, windowMs: 60_000 }),
    afterResponse: (t) => void tasks.push(t),
    wakeAt: () => {},
  })
})
afterAll(async () => {
  restore()
  await smtp.close()
})
beforeEach(() => {
  tasks = []
})

describe('POST /api/swc/{microsite_id}/contact', () => {
  it('stores a valid contact with its consent record before answering, then delivers it by email', async () => {
    const res = await postLead(
      contactWire({
        recipient_type: 'broker',
        recipient_slug: 'isabelle-gagnon',
        message: 'Could we visit 12 rue Principale on Saturday?',
      }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'success' })
    const lead = await lastLead()
    expect(lead).toMatchObject({
      form_type: 'contact_form',
      locale: 'en',
      site: 'demo',
      first_name: 'Marie',
      last_name: 'Tremblay',
      email: 'marie@example.ca',
      recipient_type: 'broker',
      recipient_slug: 'isabelle-gagnon',
      recipient_email: 'isabelle.gagnon@immobilierboreal.ca',
      review_flagged: false,
      delivery_state: 'pending',
      user_agent: 'vitest',
    })
    expect(lead.ip).toMatch(/^198\.51\.100\./)
    expect(lead.fields).toMatchObject({
      message: 'Could we visit 12 rue Principale on Saturday?',
      consent_transaction: '1',
    })
    expect(lead.consent).toMatchObject({ shown: true, transaction: true, marketing: false })
    expect(lead.consent?.transaction_wording).toContain('from Isabelle Gagnon')
    expect(lead.consent?.version).toMatch(/^[0-9a-f]{12}$/)
    await drain()
    const mail = smtp.received.find((m) => m.raw.includes('12 rue Principale on Saturday'))
    expect(mail?.to).toEqual(['isabelle.gagnon@immobilierboreal.ca'])
    expect(mail?.raw).toContain('New message from Marie Tremblay')
    expect(await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).toMatchObject({
      delivery_state: 'delivered',
      email_sent: true,
      delivery_attempts: 1,
    })
  })

  it('answers 400 with each field’s message in the request’s language and stores nothing', async () => {
    const count = await leadsCount()
    const en = await postLead(contactWire({ first_name: '', email: 'nope', phone: '5145550123', message: ' ' }))
    expect(en.status).toBe(400)
    expect(await en.json()).toEqual({
      status: 'error',
      message: 'Please correct the following fields.',
      errors: {
        first_name: 'The First name field is required',
        email: 'The email address field is invalid',
        phone: 'The phone number field is invalid',
        message: 'The message field is required',
      },
    })
    const fr = await postLead(contactWire({ locale: '', last_name: '', email: '' }), { 'content-language': 'fr-CA' })
    expect((await fr.json()).errors).toEqual({
      last_name: 'Le champ Nom est obligatoire',
      email: 'Le champ Adresse courriel est obligatoire',
    })
    const noToken = await postLead(contactWire({ recaptcha_response: '' }))
    expect((await noToken.json()).errors).toHaveProperty('recaptcha_response')
    expect(await leadsCount()).toBe(count)
  })

  it('stores a retried post (same Idempotency-Key or submission_id) once', async () => {
    const count = await leadsCount()
    const key = { 'idempotency-key': 'retry-0123456789' }
    for (let i = 0; i < 3; i++) expect((await postLead(contactWire(), key)).status).toBe(200)
    for (let i = 0; i < 2; i++) await postLead(contactWire({ submission_id: 'form-field-0123456789' }))
    expect(await leadsCount()).toBe(count + 2)
  })

  it('sends to the recipient’s own email from the directory, else the site default; the consent names who was contacted', async () => {
    await postLead(contactWire({ recipient_type: 'broker', recipient_slug: 'marc-andre-tremblay' }))
    const toMarc = await lastLead()
    expect(toMarc.recipient_email).toBe('marc-andre.tremblay@immobilierboreal.ca')
    expect(toMarc.consent?.transaction_wording).toContain('Marc-André Tremblay')
    await postLead(contactWire({ recipient_type: 'team', recipient_slug: 'no-such-team' }))
    const fallback = await lastLead()
    expect(fallback.recipient_email).toBe('isabelle.gagnon@immobilierboreal.ca')
    expect(fallback.consent?.transaction_wording).not.toContain('Marc-André')
  })

  it('never reaches, through this site, a broker it does not present: the lead goes to the site default', async () => {
    await postLead(contactWire({ recipient_type: 'broker', recipient_slug: 'sophie-lavoie' }))
    const lead = await lastLead()
    expect(lead.recipient_email).toBe('isabelle.gagnon@immobilierboreal.ca')
    expect(lead.consent?.transaction_wording).not.toContain('Sophie Lavoie')
  })

  it('refuses a missing (401) or wrong (403) site key and an unknown microsite (404)', async () => {
    expect((await postLead(contactWire(), { 'x-site-key': '' })).status).toBe(401)
    const wrong = await postLead(contactWire(), { 'x-site-key': 'wrong', 'content-language': 'fr' })
    expect(wrong.status).toBe(403)
    expect((await wrong.json()).message).toBe('Ce formulaire n’est pas autorisé pour ce site.')
    expect((await postLead(contactWire(), {}, 'other-site')).status).toBe(404)
  })

  it('rate-limits per IP with a localized 429', async () => {
    const undo = configureLeadServices({ rateLimiter: memoryRateLimiter({ max: 2, windowMs: 60_000 }) })
    const ip = { 'x-forwarded-for': '203.0.113.50' }
    expect((await postLead(contactWire(), ip)).status).toBe(200)
    expect((await postLead(contactWire(), ip)).status).toBe(200)
    const limited = await postLead(contactWire(), { ...ip, 'content-language': 'fr' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect((await limited.json()).message).toMatch(/^Trop de demandes/)
    expect((await postLead(contactWire(), { 'x-forwarded-for': '203.0.113.51' })).status).toBe(200)
    // A client-chosen first X-Forwarded-For entry (before the one our proxy appends) changes nothing.
    expect((await postLead(contactWire(), { 'x-forwarded-for': '10.9.8.7, 203.0.113.50' })).status).toBe(429)
    undo()
  })

  it('lets only editors read leads', async () => {
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
    const editor = (
      await payload.find({
        collection: 'editors',
        where: { email: { equals: 'editeur@demo.courtier.local' } },
        limit: 1,
      })
    ).docs[0]
    const asEditor = await payload.find({
      collection: 'leads',
      overrideAccess: false,
      user: { ...editor, collection: 'editors' },
    })
    expect(asEditor.totalDocs).toBeGreaterThan(0)
  })
})
