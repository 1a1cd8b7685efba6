import { describe, expect, it } from 'vitest'
import { allows, makeChoice, parseConsent, withdrawn } from './consent'

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
})
