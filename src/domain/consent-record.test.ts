import { describe, expect, it } from 'vitest'
import { parseConsentRecord } from './consent-record'

const ok = {
  visitorId: '2b1f7c1e-8a4d-4f7e-9a61-0c3f5e2d9b10',
  version: 'k3v9a1',
  locale: 'fr',
  functional: false,
  analytics: true,
  marketing: false,
}

describe('proof of consent as posted by the browser', () => {
  it('keeps the random id, the version, the language and each category', () => {
    expect(parseConsentRecord(ok)).toEqual({ ok: true, value: ok })
  })
  it('refuses anything else, naming the field', () => {
    expect(parseConsentRecord({ ...ok, email: 'a@b.ca' })).toEqual({ ok: false, field: 'email' })
    expect(parseConsentRecord({ ...ok, visitorId: 'short' })).toEqual({ ok: false, field: 'visitorId' })
    expect(parseConsentRecord({ ...ok, version: 'V 1' })).toEqual({ ok: false, field: 'version' })
    expect(parseConsentRecord({ ...ok, locale: 'de' })).toEqual({ ok: false, field: 'locale' })
    expect(parseConsentRecord({ ...ok, analytics: 'yes' })).toEqual({ ok: false, field: 'analytics' })
    expect(parseConsentRecord([ok])).toEqual({ ok: false, field: 'body' })
    expect(parseConsentRecord(null)).toEqual({ ok: false, field: 'body' })
  })
})
