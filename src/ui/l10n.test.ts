import { describe, expect, it } from 'vitest'
import { tr } from './l10n'

describe('tr', () => {
  it('picks the language and falls back to French', () => {
    expect(tr({ fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Hello')
    expect(tr({ fr: 'Bonjour', en: null }, 'en')).toBe('Bonjour')
    expect(tr({ fr: 'Bonjour', en: '' }, 'en')).toBe('Bonjour')
    expect(tr({ en: 'Hello' }, 'fr')).toBeUndefined()
  })
  it('passes plain values through', () => {
    expect(tr('x', 'en')).toBe('x')
    expect(tr(undefined, 'fr')).toBeUndefined()
  })
})
