import { describe, it, expect } from 'vitest'
import { linkHint, resolveLink } from './links'

const fr = { locale: 'fr' as const }

describe('resolveLink internal', () => {
  it('prefixes the locale', () => {
    expect(resolveLink({ url: '/proprietes' }, fr)).toEqual({ kind: 'internal', href: '/fr/proprietes' })
    expect(resolveLink({ url: '/about' }, { locale: 'en' })).toEqual({ kind: 'internal', href: '/en/about' })
    expect(resolveLink({ url: '/' }, fr)).toEqual({ kind: 'internal', href: '/fr' })
  })

  it('keeps an existing locale prefix', () => {
    for (const url of ['/en', '/en/about', '/fr?x=1', '/en#top']) {
      expect(resolveLink({ url }, fr)).toEqual({ kind: 'internal', href: url })
    }
    expect(resolveLink({ url: '/english' }, fr)).toEqual({ kind: 'internal', href: '/fr/english' })
    expect(resolveLink({ url: '/frais' }, fr)).toEqual({ kind: 'internal', href: '/fr/frais' })
  })

  it('merges internal query and variant, keeping query and hash', () => {
    const ctx = { locale: 'fr' as const, internalQuery: { preview: 'true' }, variantId: 42 }
    expect(resolveLink({ url: '/a?page=2#contact', target: '_self' }, ctx)).toEqual({
      kind: 'internal',
      href: '/fr/a?page=2&preview=true&variant=42#contact',
    })
    expect(resolveLink({ url: '/a' }, { locale: 'en', variantId: 'x y' })).toEqual({
      kind: 'internal',
      href: '/en/a?variant=x+y',
    })
    expect(resolveLink({ url: '/a' }, { locale: 'en', variantId: null })).toEqual({ kind: 'internal', href: '/en/a' })
  })

  it('turns internal new-tab links into plain anchors', () => {
    const ctx = { locale: 'en' as const, internalQuery: { preview: 'true' }, variantId: 3 }
    expect(resolveLink({ url: '/a?b=1', target: '_blank' }, ctx)).toEqual({
      kind: 'external',
      href: '/en/a?b=1',
      newTab: true,
    })
  })
})

describe('resolveLink external and inert', () => {
  it('keeps http(s), mailto and tel links as-is', () => {
    expect(resolveLink({ url: 'https://example.com/x?y=1' }, fr)).toEqual({
      kind: 'external',
      href: 'https://example.com/x?y=1',
      newTab: false,
    })
    expect(resolveLink({ url: 'HTTP://a.ca', target: '_blank' }, fr)).toMatchObject({ newTab: true })
    expect(resolveLink({ url: 'mailto:a@b.ca' }, fr)).toMatchObject({ kind: 'external', href: 'mailto:a@b.ca' })
    expect(resolveLink({ url: 'tel:+15145551234' }, fr)).toMatchObject({ kind: 'external' })
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    ' JavaScript:x',
    'data:text/html,x',
    '//evil.com',
    '/\\evil.com',
    'page',
  ])('is inert for %j', (url) => {
    expect(resolveLink({ url }, fr)).toEqual({ kind: 'inert' })
  })
})

describe('linkHint', () => {
  it('returns the expected prefix', () => {
    expect(linkHint('internal', 'https://')).toBe('/')
    expect(linkHint('external', 'https://')).toBe('https://')
    expect(linkHint('external', 'courtier.ca')).toBe('https://courtier.ca')
    expect(linkHint('external', '')).toBe('https://')
  })
})

describe('sms links', () => {
  it('are plain external anchors', () => {
    expect(resolveLink({ url: 'sms:+14505550142' }, { locale: 'fr' })).toEqual({
      kind: 'external',
      href: 'sms:+14505550142',
      newTab: false,
    })
  })
})
