import { describe, expect, it } from 'vitest'
import { allows, CONSENT_MODE_DEFAULTS, consentModeOf, makeChoice, parseConsent, withdrawn } from './consent'

describe('consent choices (Law 25)', () => {
  it('allows only strictly necessary scripts before any choice', () => {
    expect(allows(null, 'necessary')).toBe(true)
    expect(allows(null, 'analytics')).toBe(false)
    expect(allows(null, 'marketing')).toBe(false)
    expect(allows(null, 'functional')).toBe(false)
  })
  it('keeps a stored choice and asks again when it is malformed', () => {
    const c = makeChoice({ analytics: true }, new Date('2026-01-01T00:00:00Z'))
    const back = parseConsent(JSON.stringify(c))
    expect(back).toEqual(c)
    expect(allows(back, 'analytics')).toBe(true)
    expect(allows(back, 'marketing')).toBe(false)
    expect(parseConsent('{"analytics":"yes"}')).toBeNull()
    expect(parseConsent('not json')).toBeNull()
    expect(parseConsent(null)).toBeNull()
  })
  it('names the categories a visitor withdrew', () => {
    const all = makeChoice({ functional: true, analytics: true, marketing: true })
    expect(withdrawn(all, makeChoice({ functional: true }))).toEqual(['analytics', 'marketing'])
    expect(withdrawn(null, makeChoice({}))).toEqual([])
  })
  it('asks again when the choice was made under another version of the choices', () => {
    const c = makeChoice({ analytics: true }, new Date('2026-01-01T00:00:00Z'), 'v1')
    expect(parseConsent(JSON.stringify(c), 'v1')).toEqual(c)
    expect(parseConsent(JSON.stringify(c), 'v2')).toBeNull()
    expect(parseConsent(JSON.stringify(makeChoice({ analytics: true })), 'v1')).toBeNull()
  })
  it('Google Consent Mode v2: all denied by default, granted by category once accepted', () => {
    expect(Object.entries(CONSENT_MODE_DEFAULTS).filter(([, v]) => v === 'granted')).toEqual([
      ['security_storage', 'granted'],
    ])
    expect(consentModeOf(null)).toEqual(CONSENT_MODE_DEFAULTS)
    const m = consentModeOf(makeChoice({ analytics: true }))
    expect(m.analytics_storage).toBe('granted')
    expect([m.ad_storage, m.ad_user_data, m.ad_personalization]).toEqual(['denied', 'denied', 'denied'])
    expect(consentModeOf(makeChoice({ marketing: true })).ad_user_data).toBe('granted')
  })
})
