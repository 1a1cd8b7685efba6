import { describe, it, expect } from 'vitest'
import { defaultLocale, isLocale, localeRegion, locales, ogLocale, otherLocale } from './locales'

describe('locales', () => {
  it('lists French first and defaults to French', () => {
    expect(locales).toEqual(['fr', 'en'])
    expect(defaultLocale).toBe('fr')
  })

  it('recognises only supported locales', () => {
    expect(isLocale('fr')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale('FR')).toBe(false)
    expect(isLocale('fr-CA')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
    expect(isLocale(null)).toBe(false)
    expect(isLocale(1)).toBe(false)
  })

  it('maps regions and Open Graph locales', () => {
    expect(localeRegion.fr).toBe('fr-CA')
    expect(localeRegion.en).toBe('en-CA')
    expect(ogLocale.fr).toBe('fr_CA')
    expect(ogLocale.en).toBe('en_CA')
  })

  it('returns the other locale', () => {
    expect(otherLocale('fr')).toBe('en')
    expect(otherLocale('en')).toBe('fr')
  })
})
