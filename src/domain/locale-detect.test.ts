import { describe, it, expect } from 'vitest'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, detectLocale, parseAcceptLanguage } from './locale-detect'

describe('locale cookie constants', () => {
  it('uses the i18n_redirected cookie for one year', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected')
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000)
  })
})

describe('parseAcceptLanguage', () => {
  it('sorts by q-value then by order and drops q=0', () => {
    const ranges = parseAcceptLanguage('de;q=0.5, en-US, fr;q=0.9, es;q=0')
    expect(ranges.map((r) => r.primary)).toEqual(['en', 'fr', 'de'])
  })

  it('ignores empty parts', () => {
    expect(parseAcceptLanguage(' , ,')).toEqual([])
  })
})

describe('detectLocale', () => {
  it('prefers a supported cookie value over the header', () => {
    expect(detectLocale({ cookie: 'en', acceptLanguage: 'fr-CA' })).toBe('en')
    expect(detectLocale({ cookie: 'fr', acceptLanguage: 'en-US' })).toBe('fr')
  })

  it('ignores an unsupported cookie value', () => {
    expect(detectLocale({ cookie: 'de', acceptLanguage: 'en-US,en;q=0.9' })).toBe('en')
  })

  it('matches regional tags by primary subtag', () => {
    expect(detectLocale({ acceptLanguage: 'en-US' })).toBe('en')
    expect(detectLocale({ acceptLanguage: 'fr-CA' })).toBe('fr')
    expect(detectLocale({ acceptLanguage: 'EN-gb' })).toBe('en')
  })

  it('respects q-values rather than order', () => {
    expect(detectLocale({ acceptLanguage: 'fr;q=0.4, en;q=0.8' })).toBe('en')
    expect(detectLocale({ acceptLanguage: 'de, en;q=0.3, fr;q=0.7' })).toBe('fr')
  })

  it('excludes languages with q=0', () => {
    expect(detectLocale({ acceptLanguage: 'en;q=0, de' })).toBe('fr')
    expect(detectLocale({ acceptLanguage: 'fr;q=0, en;q=0.1' })).toBe('en')
  })

  it('falls back to French', () => {
    expect(detectLocale({})).toBe('fr')
    expect(detectLocale({ cookie: null, acceptLanguage: null })).toBe('fr')
    expect(detectLocale({ acceptLanguage: 'de-DE, es' })).toBe('fr')
    expect(detectLocale({ acceptLanguage: 'garbage;;;' })).toBe('fr')
  })
})
