import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keyOfToken, keyToken } from './listing-key'
import { listingHref, listingTail } from './listing-path'

/** What the site's catch-all route hands the resolver: the path without its locale, each segment percent-decoded. */
const routePath = (href: string) => '/' + href.split('/').slice(2).map(decodeURIComponent).join('/')
const address = fc.record({
  street: fc.string({ maxLength: 60 }),
  city: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
})
const anyKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 255, unit: 'grapheme' }),
  fc.string({ minLength: 1, maxLength: 60, unit: 'binary' }),
  fc.stringMatching(/^[0-9a-z]{1,6}(-[A-Za-z0-9.]{1,8}){1,4}$/),
)

describe('listing keys in URLs', () => {
  it('any key round-trips through its token, which holds no dash and nothing percent-decoding changes', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        const token = keyToken(key)
        expect(token).toMatch(/^[A-Za-z0-9_]+$/)
        expect(keyOfToken(token)).toBe(key)
      }),
      { numRuns: 2000 },
    )
  })

  it('a token names one key: two keys never share a token, and non-canonical spellings name none', () => {
    fc.assert(
      fc.property(anyKey, anyKey, (a, b) => {
        if (a !== b) expect(keyToken(a)).not.toBe(keyToken(b))
      }),
    )
    expect(keyOfToken('A_41')).toBeNull() // 'A' is written as itself
    expect(keyOfToken('_2d')).toBeNull() // lower-case hex
    expect(keyOfToken('_C3')).toBeNull() // half a UTF-8 character
    expect(keyOfToken('a-b')).toBeNull()
  })

  it('a listing URL names its key in both languages, whatever the address and the key', () => {
    fc.assert(
      fc.property(anyKey, address, fc.constantFrom('fr' as const, 'en' as const), (uls, a, locale) => {
        const href = listingHref(locale, { ...a, uls })
        expect(href.startsWith(locale === 'fr' ? '/fr/proprietes/' : '/en/properties/')).toBe(true)
        expect(listingTail(locale, routePath(href))?.[0]).toBe(uls)
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps the URLs of plain keys, and the dashed key of the issue gets one of its own', () => {
    expect(listingHref('fr', { street: '12, rue des Érables', city: 'Québec', uls: '123' })).toBe(
      '/fr/proprietes/12-rue-des-erables-quebec-123',
    )
    const href = listingHref('fr', { street: '8 rue Principale', city: 'Sutton', uls: '3yd-TESTMLS-5508001' })
    expect(href).toBe('/fr/proprietes/8-rue-principale-sutton-3yd_2DTESTMLS_2D5508001')
    expect(listingTail('fr', routePath(href))).toEqual(['3yd-TESTMLS-5508001'])
  })

  it('reads older URLs whose key held an underscore, after the canonical reading', () => {
    expect(listingTail('fr', '/proprietes/x-AB_CD')).toEqual(['AB_CD'])
    expect(listingTail('en', '/properties/10000043')).toEqual(['10000043'])
  })

  it('ignores other paths', () => {
    expect(listingTail('en', '/proprietes/x-1')).toBeNull()
    expect(listingTail('fr', '/proprietes')).toBeNull()
    expect(listingTail('fr', '/proprietes/a/b')).toBeNull()
    expect(listingTail('fr', '/proprietes/%E0%A4%A')).toBeNull()
    expect(listingTail('fr', '/proprietes/x-')).toBeNull()
  })
})
