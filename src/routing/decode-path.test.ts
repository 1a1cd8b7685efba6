import { describe, expect, it } from 'vitest'
import { isDecodablePath, pathLanguage } from './decode-path'

describe('undecodable paths', () => {
  it('refuses overlong UTF-8 and lone percent signs, accepts encoded text', () => {
    expect(isDecodablePath('/fr/%C0%AF')).toBe(false)
    expect(isDecodablePath('/api/pages/%C0%AF')).toBe(false)
    expect(isDecodablePath('/fr/100%')).toBe(false)
    expect(isDecodablePath('/fr/a-propos%3F.x')).toBe(true)
    expect(isDecodablePath('/fr/%C3%A9t%C3%A9')).toBe(true)
  })
  it('answers in the language the path starts with, French otherwise', () => {
    expect(pathLanguage('/en/%C0%AF')).toBe('en')
    expect(pathLanguage('/english/x')).toBe('fr')
    expect(pathLanguage('/api/x')).toBe('fr')
  })
})
