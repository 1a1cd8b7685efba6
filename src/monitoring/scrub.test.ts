import { describe, expect, it } from 'vitest'
import { FILTERED, scrubEvent, scrubText } from './scrub'

describe('error-reporting scrubbing', () => {
  it('filters every lead field at any depth, keeps the rest', () => {
    const event = {
      message: 'Lead from marie.tremblay@example.com failed',
      request: {
        url: '/api/swc/demo/contact',
        data: {
          full_name: 'Marie Tremblay',
          email: 'marie@example.com',
          message: 'Rappelez-moi',
          form_type: 'contact_form',
        },
        headers: { cookie: 'a=b', 'user-agent': 'x' },
      },
      extra: { lead: { phone: '514-555-0199', consent_marketing: 'true' }, attempt: 3 },
      breadcrumbs: [{ message: 'call 450 555 0123', data: { first_name: 'Marie' } }],
    }
    const out = scrubEvent(event)
    expect(out.request.data).toBe(FILTERED)
    expect(out.request.headers).toEqual({ cookie: FILTERED, 'user-agent': 'x' })
    expect(out.extra).toEqual({ lead: { phone: FILTERED, consent_marketing: FILTERED }, attempt: 3 })
    expect(out.breadcrumbs[0]).toEqual({ message: `call ${FILTERED}`, data: { first_name: FILTERED } })
    expect(out.message).toBe(`Lead from ${FILTERED} failed`)
    expect(JSON.stringify(out)).not.toMatch(/Marie|514-555|example\.com/)
  })
  it('drops a request body whole, whatever its form', () => {
    expect(scrubEvent({ request: { data: 'full_name=Marie&email=m%40x.ca' } })).toEqual({ request: { data: FILTERED } })
    expect(scrubEvent({ request: { data: { message: 'Rappelez-moi' } } })).toEqual({ request: { data: FILTERED } })
  })
  it('scrubs e-mails and phone numbers from text', () => {
    expect(scrubText('+1 (514) 555-0199 / a.b@c.qc.ca')).toBe(`${FILTERED} / ${FILTERED}`)
    expect(scrubText('listing 90000001 at 1200 rue des Érables')).toBe('listing 90000001 at 1200 rue des Érables')
  })
})
