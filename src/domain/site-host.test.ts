import { describe, expect, it } from 'vitest'
import { siteDomainOf, siteHostOf } from './site-host'

describe('siteHostOf', () => {
  it('drops the port and lower-cases', () => {
    expect(siteHostOf('Agence.LocalHost:3000')).toBe('agence.localhost')
    expect(siteHostOf('127.0.0.1:3330')).toBe('127.0.0.1')
    expect(siteHostOf('example.com.')).toBe('example.com')
  })
  it('turns an internationalized name into its punycode form', () => {
    expect(siteHostOf('Célia-Courtier.ca')).toBe('xn--clia-courtier-bhb.ca')
    expect(siteHostOf('xn--clia-courtier-bhb.ca:443')).toBe('xn--clia-courtier-bhb.ca')
  })
  it('keeps bracketed IPv6 addresses', () => {
    expect(siteHostOf('[::1]:3000')).toBe('[::1]')
  })
  it('names no site for a missing, oversized or malformed header', () => {
    expect(siteHostOf(null)).toBeNull()
    expect(siteHostOf('')).toBeNull()
    expect(siteHostOf(`${'a'.repeat(300)}.com`)).toBeNull()
    expect(siteHostOf('evil.com/path')).toBeNull()
    expect(siteHostOf('user@evil.com')).toBeNull()
    expect(siteHostOf('a b.com')).toBeNull()
    expect(siteHostOf('host:99999999')).toBeNull()
  })
})

describe('siteDomainOf', () => {
  it('accepts what an editor pastes: a URL or a bare name', () => {
    expect(siteDomainOf('https://WWW.Courtier.ca/fr')).toBe('www.courtier.ca')
    expect(siteDomainOf('agence.localhost')).toBe('agence.localhost')
    expect(siteDomainOf('')).toBeNull()
  })
})
