import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION, consentRecord } from './consent'
import { DELIVERY_MAX_DELAY_MS } from './constants'
import { composeLeadEmail } from './lead-email'
import { backoffMs } from './outbox'
import { clientIp } from '@/security/client-ip'
import { memoryRateLimiter } from './rate-limit'

describe('rate limit', () => {
  it('allows max posts per window per IP, then asks to wait', () => {
    const rl = memoryRateLimiter({ max: 2, windowMs: 1000 })
    expect(rl.hit('a', 0).allowed).toBe(true)
    expect(rl.hit('a', 10).allowed).toBe(true)
    expect(rl.hit('a', 20)).toEqual({ allowed: false, retryAfterS: 1 })
    expect(rl.hit('b', 20).allowed).toBe(true)
    expect(rl.hit('a', 1001).allowed).toBe(true)
  })
  it('keeps at most maxKeys addresses: a flood of new addresses drops the least recently seen', () => {
    const rl = memoryRateLimiter({ max: 1, windowMs: 60_000 }, 2)
    rl.hit('a', 0)
    rl.hit('b', 1)
    expect(rl.hit('a', 2).allowed).toBe(false) // a is now the most recent key
    rl.hit('c', 3) // drops b
    expect(rl.hit('b', 4).allowed).toBe(true)
    expect(rl.hit('c', 5).allowed).toBe(false)
  })
  it('keys on the last X-Forwarded-For entry, the one the connection hook resolved', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBeNull()
    expect(clientIp(new Headers())).toBeNull()
  })
})

describe('consent record', () => {
  it('keeps the boxes, the exact wording shown naming the contact, its version and time', () => {
    const at = new Date('2026-11-23T12:00:00Z')
    const r = consentRecord({
      shown: true,
      transaction: true,
      marketing: false,
      locale: 'fr',
      name: 'Isabelle Gagnon',
      at,
    })
    expect(r).toMatchObject({
      shown: true,
      transaction: true,
      marketing: false,
      version: CONSENT_VERSION,
      recorded_at: at.toISOString(),
    })
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
    const mail = composeLeadEmail(
      {
        id: 1,
        form_type: 'contact_form',
        locale: 'en',
        full_name: 'Marie <b>T</b>',
        email: 'm@example.ca',
        fields: { first_name: 'Marie', message: 'Hi <there>' },
        review_flagged: true,
        review_reason: 'low-score: 0.1',
      },
      'Site',
    )
    expect(mail.subject).toBe('New message from Marie <b>T</b>')
    expect(mail.text).toContain('message: Hi <there>')
    expect(mail.text).toContain('To review: low-score: 0.1')
    expect(mail.html).toContain('Hi &#60;there&#62;')
    expect(mail.replyTo).toBe('m@example.ca')
  })
  it('lists the favourites and saved searches the visitor chose to attach, in the lead’s language, escaped', () => {
    const shared = {
      favourites: ['28374651', '19283746'],
      searches: [{ name: 'Plateau <3 ch.>', query: 'municipalities=Montr%C3%A9al&bedrooms=3' }],
      consent: { wording: 'x', recorded_at: '2026-11-28T00:00:00.000Z' },
    }
    const mail = composeLeadEmail(
      { id: 2, form_type: 'property_alert', locale: 'fr', shared_shortlist: shared },
      'Site',
    )
    expect(mail.text).toContain('Favoris partagés (2): 28374651, 19283746')
    expect(mail.text).toContain(
      'Recherches sauvegardées partagées (1): Plateau <3 ch.> — municipalities=Montréal, bedrooms=3',
    )
    expect(mail.html).toContain('Plateau &#60;3 ch.&#62;')
    const none = composeLeadEmail({ id: 3, form_type: 'contact_form', locale: 'en', shared_shortlist: null }, 'Site')
    expect(none.text).not.toContain('Shared')
  })
})

describe('delivery policy for flagged leads', () => {
  it('holds a lead that failed the captcha, delivers one whose captcha could not be checked, marked unverified', async () => {
    const { isHeld, isUnverified } = await import('./delivery-policy')
    expect(isHeld({ review_flagged: true, review_reason: 'low-score: 0.1' })).toBe(true)
    expect(isHeld({ review_flagged: true, review_reason: 'invalid-token: timeout-or-duplicate' })).toBe(true)
    expect(isHeld({ review_flagged: false, review_reason: 'low-score: 0.1' })).toBe(false)
    for (const reason of ['captcha-unavailable', 'unreachable: ECONNREFUSED', 'not-configured']) {
      expect(isHeld({ review_flagged: true, review_reason: reason })).toBe(false)
      expect(isUnverified({ review_flagged: true, review_reason: reason })).toBe(true)
    }
    const mail = composeLeadEmail(
      {
        id: 2,
        form_type: 'contact_form',
        locale: 'fr',
        full_name: 'Luc Roy',
        review_flagged: true,
        review_reason: 'captcha-unavailable',
      },
      'Site',
    )
    expect(mail.subject).toBe('[Non vérifiée] Nouveau message de Luc Roy')
    expect(mail.text).toContain('Non vérifiée : la protection antipourriel était indisponible')
  })
})
