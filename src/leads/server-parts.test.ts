import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION, consentRecord } from './consent'
import { DELIVERY_MAX_DELAY_MS } from './constants'
import { composeLeadEmail } from './lead-email'
import { backoffMs } from './outbox'
import { clientIp, memoryRateLimiter } from './rate-limit'

describe('rate limit', () => {
  it('allows max posts per window per IP, then asks to wait', () => {
    const rl = memoryRateLimiter({ max: 2, windowMs: 1000 })
    expect(rl.hit('a', 0).allowed).toBe(true)
    expect(rl.hit('a', 10).allowed).toBe(true)
    expect(rl.hit('a', 20)).toEqual({ allowed: false, retryAfterS: 1 })
    expect(rl.hit('b', 20).allowed).toBe(true)
    expect(rl.hit('a', 1001).allowed).toBe(true)
  })
  it('reads the client IP from the proxy headers', () => {
    // The proxy in front appends the address it saw: a client-chosen first entry must not pick the bucket.
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-forwarded-for': 'spoofed, 203.0.113.7, 10.0.0.1' }), 2)).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientIp(new Headers())).toBeNull()
  })
})

describe('consent record', () => {
  it('keeps the boxes, the exact wording shown naming the contact, its version and time', () => {
    const at = new Date('2026-11-23T12:00:00Z')
    const r = consentRecord({ shown: true, transaction: true, marketing: false, locale: 'fr', name: 'Isabelle Gagnon', at })
    expect(r).toMatchObject({ shown: true, transaction: true, marketing: false, version: CONSENT_VERSION, recorded_at: at.toISOString() })
    expect(r.transaction_wording).toContain('J’autorise Isabelle Gagnon à m’envoyer')
    expect(r.marketing_wording).toMatch(/promotionnels/)
    const hidden = consentRecord({ shown: false, transaction: true, marketing: true, locale: 'en', name: null, at })
    expect(hidden).toMatchObject({ transaction: false, marketing: false, transaction_wording: null })
  })
})

describe('delivery', () => {
  it('backs off exponentially with a cap', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([60_000, 120_000, 240_000])
    expect(backoffMs(30)).toBe(DELIVERY_MAX_DELAY_MS)
  })
  it('writes the email in the lead language with every field, escaped in HTML', () => {
    const mail = composeLeadEmail({ id: 1, form_type: 'contact_form', locale: 'en', full_name: 'Marie <b>T</b>', email: 'm@example.ca', fields: { first_name: 'Marie', message: 'Hi <there>' }, review_flagged: true, review_reason: 'low-score: 0.1' }, 'Site')
    expect(mail.subject).toBe('New message from Marie <b>T</b>')
    expect(mail.text).toContain('message: Hi <there>')
    expect(mail.text).toContain('To review: low-score: 0.1')
    expect(mail.html).toContain('Hi &#60;there&#62;')
    expect(mail.replyTo).toBe('m@example.ca')
  })
})
