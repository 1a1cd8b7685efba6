import { describe, expect, it } from 'vitest'
import { qaLocaleOfUrl } from './qa-locale'

describe('qaLocaleOfUrl', () => {
  it('is English for the English settings page and for ?locale=en', () => {
    expect(qaLocaleOfUrl('/qa/general-settings')).toBe('en')
    expect(qaLocaleOfUrl('/qa/general-settings/')).toBe('en')
    expect(qaLocaleOfUrl('/qa/sections?locale=en&block=hero')).toBe('en')
  })
  it('is French otherwise, French being the default', () => {
    expect(qaLocaleOfUrl('/qa/parametres-generaux')).toBe('fr')
    expect(qaLocaleOfUrl('/qa/sections?locale=de')).toBe('fr')
    expect(qaLocaleOfUrl('/qa/sections')).toBe('fr')
    expect(qaLocaleOfUrl(null)).toBe('fr')
  })
})
